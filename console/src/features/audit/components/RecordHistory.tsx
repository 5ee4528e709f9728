// A record's history on its details page: each audit event with its label, before → after, who and when, newest
// first, ten at a time.
import { useState, type ReactNode } from 'react';
import { auditActionLabel, type AuditEvent, type AuditResource } from '@blck/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { QueryFallback } from '../../../components/ui/QueryFallback';
import { SectionCard } from '../../../components/ui/SectionCard';
import { Timestamp } from '../../../components/ui/Timestamp';
import { RECORD_HISTORY_PER_PAGE, useRecordHistory } from '../api/list-record-history';
import { AuditDiff, AuditReason } from './AuditDiff';

export interface RecordHistoryProps {
  resource: AuditResource;
  resourceId: string;
  /** The panel's heading; "History" unless said. */
  title?: string;
  /** Where an admin's page is, when the viewer may open it; otherwise the admin is plain text. */
  adminPath?: (id: string) => string;
}

function Actor({ event, adminPath }: { event: AuditEvent; adminPath?: (id: string) => string }): ReactNode {
  if (!event.actorId) return 'System';
  const name = event.actorEmail ?? event.actorId;
  return adminPath ? (
    <Link component={RouterLink} to={adminPath(event.actorId)}>
      {name}
    </Link>
  ) : (
    name
  );
}

export function RecordHistory({ resource, resourceId, title = 'History', adminPath }: RecordHistoryProps) {
  const [page, setPage] = useState(0);
  const history = useRecordHistory(resource, resourceId, page);
  const events = history.data?.events;
  const total = history.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / RECORD_HISTORY_PER_PAGE) - 1);

  return (
    <SectionCard title={title} description={history.data ? `${total} event${total === 1 ? '' : 's'}` : undefined}>
      {!events ? (
        <QueryFallback
          error={history.error}
          onRetry={() => void history.refetch()}
          loadingLabel="Loading the history…"
        />
      ) : events.length === 0 ? (
        <Typography color="text.secondary">No changes recorded yet.</Typography>
      ) : (
        <Stack
          component="ol"
          aria-label={title}
          divider={<Divider component="li" aria-hidden />}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
          spacing={2}
        >
          {events.map((event) => (
            <Box component="li" key={event.id} data-testid="history-event" aria-label={auditActionLabel(event.action)}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', mb: 1 }}
              >
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {auditActionLabel(event.action)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <Actor event={event} adminPath={adminPath} /> ·{' '}
                  <Timestamp value={event.occurredAt} variant="seconds" />
                </Typography>
              </Stack>
              <AuditReason reason={event.reason} />
              <AuditDiff before={event.before} after={event.after} />
            </Box>
          ))}
        </Stack>
      )}
      {total > RECORD_HISTORY_PER_PAGE && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Button disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
