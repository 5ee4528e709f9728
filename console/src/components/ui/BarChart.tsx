// A small bar chart in SVG (no charting library: the console's size is measured). Screen readers get one image with a
// name and a summary (role img, title and desc); every bar carries its value as a tooltip (`<title>`); "Show the
// values" opens the same data as a table, for keyboard and screen-reader users and anyone who wants exact figures.
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import TableChartIcon from '@mui/icons-material/TableChart';

export interface Bar {
  key: string;
  /** The bar's height as a share of the chart's height, from 0 to 1. */
  ratio: number;
  /** The tooltip: what the bar stands for and its value, e.g. "May 1, 2026: 12 deposits". */
  tooltip: string;
}

export interface BarChartTable {
  headers: readonly string[];
  /** One row per bar, in the same order, as `[key, cells]`. */
  rows: readonly (readonly [string, readonly ReactNode[]])[];
}

export interface BarChartProps {
  /** The chart's accessible name, e.g. "Deposits per day, last 90 days". */
  label: string;
  /** What the chart shows, in words (its description for screen readers, also shown under it). */
  summary: string;
  bars: readonly Bar[];
  /** The same data as a table, shown on request. */
  table: BarChartTable;
  /** Labels under the first and the last bar, e.g. their days. */
  startLabel?: string;
  endLabel?: string;
  /** The value of the full height, shown at the top left, e.g. "40 deposits". */
  maxLabel?: string;
  height?: number;
  testId?: string;
}

const VIEW_WIDTH = 1000;
const GAP_SHARE = 0.2;
/** A bar with a value above zero never disappears: at least this share of the height. */
const MIN_VISIBLE = 0.015;

export function BarChart({
  label,
  summary,
  bars,
  table,
  startLabel,
  endLabel,
  maxLabel,
  height = 160,
  testId,
}: BarChartProps) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const slot = VIEW_WIDTH / Math.max(bars.length, 1);
  const barWidth = slot * (1 - GAP_SHARE);

  return (
    <Stack spacing={1} data-testid={testId}>
      {maxLabel && (
        <Typography variant="caption" color="text.secondary" aria-hidden>
          {maxLabel}
        </Typography>
      )}
      <Box
        component="svg"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${VIEW_WIDTH} ${height}`}
        preserveAspectRatio="none"
        sx={{
          display: 'block',
          width: '100%',
          height,
          color: 'primary.main',
          '& g:hover': { color: 'primary.dark' },
        }}
      >
        <title id={`${id}-title`}>{label}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line
          x1={0}
          x2={VIEW_WIDTH}
          y1={height - 0.5}
          y2={height - 0.5}
          stroke="currentColor"
          strokeOpacity={0.3}
          vectorEffect="non-scaling-stroke"
        />
        {bars.map((bar, index) => {
          const share = bar.ratio > 0 ? Math.max(Math.min(bar.ratio, 1), MIN_VISIBLE) : 0;
          const barHeight = share * (height - 1);
          return (
            // The whole column is the tooltip's target, so a short bar shows its value too.
            <g key={bar.key} data-bar={bar.key}>
              <title>{bar.tooltip}</title>
              <rect x={index * slot} y={0} width={slot} height={height} fill="transparent" />
              <rect
                x={index * slot + (slot - barWidth) / 2}
                y={height - 1 - barHeight}
                width={barWidth}
                height={barHeight}
                fill="currentColor"
              />
            </g>
          );
        })}
      </Box>
      {(startLabel || endLabel) && (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }} aria-hidden>
          <Typography variant="caption" color="text.secondary">
            {startLabel}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {endLabel}
          </Typography>
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {summary}
      </Typography>
      <Box>
        <Button
          size="small"
          startIcon={<TableChartIcon />}
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide the values' : 'Show the values'}
        </Button>
      </Box>
      <Box id={`${id}-table`} hidden={!showTable}>
        {showTable && (
          <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} aria-label={`${label}: values`} role="region">
            <Table size="small" stickyHeader aria-label={label}>
              <TableHead>
                <TableRow>
                  {table.headers.map((header, index) => (
                    <TableCell key={header} align={index === 0 ? 'left' : 'right'}>
                      {header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map(([key, cells]) => (
                  <TableRow key={key}>
                    {cells.map((cell, index) =>
                      index === 0 ? (
                        <TableCell key={index} component="th" scope="row">
                          {cell}
                        </TableCell>
                      ) : (
                        <TableCell key={index} align="right">
                          {cell}
                        </TableCell>
                      ),
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
    </Stack>
  );
}
