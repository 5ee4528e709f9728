// The audit events list: time (newest or oldest first), admin, action, resource and id; "Show changes" opens the
// event's before → after in a dialog (the community grid has no expandable rows).
import { useMemo, useState } from 'react';
import { auditActionLabel, auditResourceLabel, type AuditEvent, type AuditListQuery } from '@blck/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DataList, type ListColumn, type PagedListProps, type SortDirection } from '../../../components/ui/DataList';
import { AuditDiff, AuditReason } from './AuditDiff';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem' } as const;

export interface AuditTableProps extends PagedListProps {
  events: readonly AuditEvent[] | undefined;
  query: Pick<AuditListQuery, 'page' | 'perPage' | 'order'>;
  onOrder: (order: SortDirection) => void;
  /** The page of an event's record, or null when it has none. */
  recordPath: (resource: string, id: string | null) => string | null;
  /** An admin's page, when the viewer may open it. */
  adminPath?: (id: string) => string;
}

const columnsFor = (
  recordPath: AuditTableProps['recordPath'],
  adminPath: AuditTableProps['adminPath'],
): ListColumn<AuditEvent>[] => [
  {
    field: 'occurredAt',
    headerName: 'Time',
    sortable: true,
    width: 200,
    timestamp: 'seconds',
  },
  {
    field: 'actorEmail',
    headerName: 'Admin',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => {
      if (!row.actorId) {
        return (
          <Typography component="span" variant="body2" color="text.secondary">
            System
          </Typography>
        );
      }
      const name = row.actorEmail ?? row.actorId;
      return adminPath ? (
        <Link component={RouterLink} to={adminPath(row.actorId)}>
          {name}
        </Link>
      ) : (
        name
      );
    },
  },
  {
    field: 'action',
    headerName: 'Action',
    flex: 1,
    minWidth: 180,
    valueFormatter: (value: string) => auditActionLabel(value),
  },
  {
    field: 'resource',
    headerName: 'Resource',
    flex: 0.7,
    minWidth: 120,
    valueFormatter: (value: string) => auditResourceLabel(value),
  },
  {
    field: 'resourceId',
    headerName: 'ID',
    flex: 1,
    minWidth: 150,
    hideBelow: 1400,
    cellClassName: 'mono',
    renderCell: ({ row }) => {
      if (!row.resourceId) return '—';
      const path = recordPath(row.resource, row.resourceId);
      return path ? (
        <Link
          component={RouterLink}
          to={path}
          aria-label={`Open ${auditResourceLabel(row.resource)} ${row.resourceId}`}
        >
          {row.resourceId}
        </Link>
      ) : (
        row.resourceId
      );
    },
  },
  {
    field: 'reason',
    headerName: 'Reason',
    flex: 1,
    minWidth: 160,
    hideBelow: 1600,
    valueFormatter: (value: string | null) => value ?? '—',
  },
];

export function AuditTable({ events, query, onOrder, recordPath, adminPath, ...list }: AuditTableProps) {
  const [shown, setShown] = useState<AuditEvent | null>(null);
  const columns = useMemo(() => columnsFor(recordPath, adminPath), [recordPath, adminPath]);
  return (
    <>
      <DataList
        {...list}
        listId="audit"
        label="Audit events"
        rows={events}
        getRowId={(event) => event.id}
        columns={columns}
        query={{ ...query, sort: 'occurredAt' }}
        onSort={(_, order) => onOrder(order)}
        actionsWidth={150}
        renderActions={(event) => (
          <Button size="small" onClick={() => setShown(event)} aria-label={`Show changes of event #${event.seq}`}>
            Show changes
          </Button>
        )}
      />
      <Dialog open={shown !== null} onClose={() => setShown(null)} maxWidth="md" fullWidth>
        {shown && (
          <>
            <DialogTitle>
              {auditActionLabel(shown.action)} · event #{shown.seq}
            </DialogTitle>
            <DialogContent>
              <AuditReason reason={shown.reason} />
              <AuditDiff before={shown.before} after={shown.after} />
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5, ...mono }}>
                {shown.action} · {shown.resource} {shown.resourceId ?? ''}
                <br />
                Event #{shown.seq} · {shown.id}
                {shown.requestId ? ` · request ${shown.requestId}` : ''}
                {shown.ip ? ` · from ${shown.ip}` : ''}
              </Typography>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setShown(null)}>Close</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
