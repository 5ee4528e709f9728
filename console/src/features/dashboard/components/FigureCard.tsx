// One card of dashboard figures: a region named by its title, a link to the section behind it, and its figures, either
// one large figure (FigureValue) or rows of labelled figures (FigureRows), each readable by a test id.
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// An amount is never cut off: its size follows its card's width (a container query), and one still too long for the
// card (all 18 decimals, say) wraps, before its unit first and then between digits, instead of running out of sight.
const AMOUNT_WHOLE = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
/** Below this card width, FigureRows stacks each figure under its label. */
const STACKED_BELOW_PX = 300;

export interface FigureCardProps {
  title: string;
  /** The section behind the figures; `label` is the link's accessible name, e.g. "Open the investors". */
  link?: { to: string; label: string };
  testId?: string;
  children: ReactNode;
}

export function FigureCard({ title, link, testId, children }: FigureCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent sx={{ containerType: 'inline-size' }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
          <Typography variant="h2" id={titleId} sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {title}
          </Typography>
          {link && (
            <Link component={RouterLink} to={link.to} variant="body2" aria-label={link.label} sx={{ flexShrink: 0 }}>
              Open
            </Link>
          )}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

export interface FigureValueProps {
  children: ReactNode;
  /** Under the figure, e.g. "in 12 wallets". */
  caption?: ReactNode;
  testId?: string;
}

/** The one large figure of a card. */
export function FigureValue({ children, caption, testId }: FigureValueProps) {
  return (
    <>
      <Typography
        component="p"
        data-testid={testId}
        sx={{
          fontSize: 'clamp(1rem, 7.5cqi, 1.75rem)',
          fontWeight: 700,
          lineHeight: 1.25,
          fontVariantNumeric: 'tabular-nums',
          '& [data-amount]': AMOUNT_WHOLE,
        }}
      >
        {children}
      </Typography>
      {caption && (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {caption}
        </Typography>
      )}
    </>
  );
}

export interface FigureRow {
  label: string;
  value: ReactNode;
  testId: string;
  /** Where the figure leads, with the link's accessible name (e.g. "3 investors awaiting review"). */
  link?: { to: string; label: string };
}

/** Several labelled figures, one per line: the label at the start, the figure at the end. */
export function FigureRows({ rows }: { rows: readonly FigureRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 1,
        alignItems: 'baseline',
        '& dt': { color: 'text.secondary' },
        '& dd': {
          m: 0,
          textAlign: 'right',
          fontWeight: 700,
          fontSize: 'clamp(0.875rem, 6cqi, 1.15rem)',
          fontVariantNumeric: 'tabular-nums',
          '& [data-amount]': AMOUNT_WHOLE,
        },
        // A card too narrow for label and amount side by side puts each amount under its label, whole.
        [`@container (max-width: ${STACKED_BELOW_PX}px)`]: {
          gridTemplateColumns: 'minmax(0, 1fr)',
          rowGap: 0,
          '& dd': { textAlign: 'left', mb: 1 },
        },
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {row.label}
          </Typography>
          <Box component="dd" data-testid={row.testId}>
            {row.link ? (
              <Link component={RouterLink} to={row.link.to} aria-label={row.link.label} underline="hover">
                {row.value}
              </Link>
            ) : (
              row.value
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
