// The audit events table: time (newest or oldest first), admin, action, resource and id; a row opens before → after.
import { Fragment, useState } from 'react';
import type { AuditEvent, AuditListQuery } from '@blck/contract';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { AuditDiff } from './AuditDiff';

export const AUDIT_ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
const COLUMN_COUNT = 6;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem' } as const;

export interface AuditTableProps {
  events: readonly AuditEvent[] | undefined;
  total: number;
  query: Pick<AuditListQuery, 'page' | 'perPage' | 'order'>;
  loading: boolean;
  emptyText: string;
  onOrder: (order: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
  onRowsPerPage: (perPage: number) => void;
}

export function AuditTable({
  events,
  total,
  query,
  loading,
  emptyText,
  onOrder,
  onPage,
  onRowsPerPage,
}: AuditTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && events && <LinearProgress aria-label="Loading audit events" />}</Box>
      <TableContainer>
        <Table aria-label="Audit events" aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell sortDirection={query.order}>
                <TableSortLabel
                  active
                  direction={query.order}
                  onClick={() => onOrder(query.order === 'desc' ? 'asc' : 'desc')}
                >
                  Time
                </TableSortLabel>
              </TableCell>
              <TableCell>Admin</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Resource</TableCell>
              <TableCell>ID</TableCell>
              <TableCell align="right" aria-label="Details" />
            </TableRow>
          </TableHead>
          <TableBody>
            {!events &&
              Array.from({ length: 5 }, (_, index) => (
                <TableRow key={index}>
                  <TableCell colSpan={COLUMN_COUNT}>
                    <Skeleton variant="text" aria-hidden />
                  </TableCell>
                </TableRow>
              ))}
            {events?.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMN_COUNT}>
                  <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} role="status">
                    {emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
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
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={events && query.page * query.perPage >= total && total > 0 ? 0 : query.page}
        rowsPerPage={query.perPage}
        rowsPerPageOptions={[...AUDIT_ROWS_PER_PAGE_OPTIONS]}
        onPageChange={(_, page) => onPage(page)}
        onRowsPerPageChange={(event) => onRowsPerPage(Number(event.target.value))}
      />
    </Paper>
  );
}
