// The audit events table: time (newest or oldest first), admin, action, resource and id; a row opens before → after.
import { Fragment, useState } from 'react';
import type { AuditEvent, AuditListQuery } from '@blck/contract';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { PagedTable, SortableCell, type PagedListProps, type SortDirection } from '../../../components/ui/PagedTable';
import { AuditDiff } from './AuditDiff';

const COLUMN_COUNT = 6;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem' } as const;

export interface AuditTableProps extends PagedListProps {
  events: readonly AuditEvent[] | undefined;
  query: Pick<AuditListQuery, 'page' | 'perPage' | 'order'>;
  onOrder: (order: SortDirection) => void;
}

export function AuditTable({ events, query, onOrder, ...list }: AuditTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <PagedTable
      {...list}
      label="Audit events"
      rows={events}
      query={query}
      columnCount={COLUMN_COUNT}
      head={
        <>
          <SortableCell
            field="occurredAt"
            label="Time"
            sort="occurredAt"
            order={query.order}
            onSort={(_, order) => onOrder(order)}
            firstOrder="desc"
          />
          <TableCell>Admin</TableCell>
          <TableCell>Action</TableCell>
          <TableCell>Resource</TableCell>
          <TableCell>ID</TableCell>
          <TableCell align="right" aria-label="Details" />
        </>
      }
    >
      {events?.map((event) => {
        const expanded = open.has(event.id);
        const detailsId = `audit-event-${event.id}`;
        return (
          <Fragment key={event.id}>
            <TableRow hover data-seq={event.seq} sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={event.occurredAt}>{dateTime.format(new Date(event.occurredAt))}</time>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'break-word' }}>
                {event.actorEmail ?? event.actorId ?? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    System
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={mono}>{event.action}</TableCell>
              <TableCell sx={mono}>{event.resource}</TableCell>
              <TableCell sx={{ ...mono, whiteSpace: 'nowrap' }}>{event.resourceId ?? '—'}</TableCell>
              <TableCell align="right">
                <IconButton
                  size="small"
                  aria-label={`${expanded ? 'Hide' : 'Show'} changes of event #${event.seq}`}
                  aria-expanded={expanded}
                  aria-controls={detailsId}
                  onClick={() => toggle(event.id)}
                >
                  {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                </IconButton>
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={COLUMN_COUNT} sx={{ py: 0, ...(expanded ? {} : { borderBottom: 0 }) }}>
                <Collapse in={expanded} timeout="auto" unmountOnExit>
                  <Box id={detailsId} sx={{ py: 2 }} role="region" aria-label={`Changes of event #${event.seq}`}>
                    <AuditDiff before={event.before} after={event.after} />
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
                      Event #{event.seq} · {event.id}
                      {event.requestId ? ` · request ${event.requestId}` : ''}
                      {event.ip ? ` · from ${event.ip}` : ''}
                    </Typography>
                  </Box>
                </Collapse>
              </TableCell>
            </TableRow>
          </Fragment>
        );
      })}
    </PagedTable>
  );
}
