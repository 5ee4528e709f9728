// Before → after of one audit event as a readable diff: one line per field, changed fields marked (the old value
// struck through, the new one bold: colours alone failed contrast in dark mode), values as JSON.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const show = (value: Json): string => (value === undefined ? '—' : JSON.stringify(value, null, 2));

export interface DiffLine {
  field: string;
  before: Json;
  after: Json;
  kind: 'added' | 'removed' | 'changed' | 'same';
}

/** The fields of `before` and `after` (objects), in first-seen order, each with how it changed. */
export const diffLines = (before: Json, after: Json): DiffLine[] => {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.map((field) => {
    const inBefore = Object.hasOwn(from, field);
    const inAfter = Object.hasOwn(to, field);
    const kind = !inBefore
      ? 'added'
      : !inAfter
        ? 'removed'
        : JSON.stringify(from[field]) === JSON.stringify(to[field])
          ? 'same'
          : 'changed';
    return { field, before: inBefore ? from[field] : undefined, after: inAfter ? to[field] : undefined, kind };
  });
};

const KIND_LABEL = { added: 'added', removed: 'removed', changed: 'changed', same: '' } as const;

const codeSx = {
  m: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.8rem',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/** The reason the admin gave for the change, above its diff: "Reason: …"; nothing when none was given. */
export function AuditReason({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Typography variant="body2" data-testid="audit-reason" sx={{ mb: 1, wordBreak: 'break-word' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        Reason:
      </Box>{' '}
      {reason}
    </Typography>
  );
}

export interface AuditDiffProps {
  before: Json;
  after: Json;
}

export function AuditDiff({ before, after }: AuditDiffProps) {
  if (before === null && after === null) {
    return <Typography color="text.secondary">This event records no data change.</Typography>;
  }
  // Values that are not objects (a list, a single value) are shown whole, side by side.
  if (!(isRecord(before) || before === null) || !(isRecord(after) || after === null)) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Box component="pre" sx={codeSx} aria-label="Before">
          {show(before)}
        </Box>
        <Box component="pre" sx={codeSx} aria-label="After">
          {show(after)}
        </Box>
      </Box>
    );
  }
  const lines = diffLines(before, after);
  return (
    <Table size="small" aria-label="Changes">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '22%' }}>Field</TableCell>
          <TableCell sx={{ width: '38%' }}>Before</TableCell>
          <TableCell aria-hidden sx={{ width: 24, px: 0 }} />
          <TableCell sx={{ width: '38%' }}>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow
            key={line.field}
            data-change={line.kind}
            sx={line.kind === 'same' ? { opacity: 0.65 } : { bgcolor: 'action.hover' }}
          >
            <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', fontWeight: 600 }}>
              {line.field}
              {line.kind !== 'same' && (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {KIND_LABEL[line.kind]}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <Box
                component="pre"
                sx={{
                  ...codeSx,
                  ...(line.kind === 'changed' || line.kind === 'removed'
                    ? { color: 'text.secondary', textDecoration: 'line-through' }
                    : {}),
                }}
              >
                {show(line.before)}
              </Box>
            </TableCell>
            <TableCell aria-hidden sx={{ verticalAlign: 'top', px: 0, color: 'text.secondary' }}>
              →
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <Box
                component="pre"
                sx={{
                  ...codeSx,
                  ...(line.kind === 'changed' || line.kind === 'added' ? { fontWeight: 700 } : {}),
                }}
              >
                {show(line.after)}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
