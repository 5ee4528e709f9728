// Our own fingerprint illustration for the public pages: ridges drawn as broken elliptical arcs around a core.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const CX = 120;
const CY = 132;

interface Ridge {
  rx: number;
  ry: number;
  /** Arc pieces as [from, to] angles in degrees, counter-clockwise from 3 o'clock. */
  pieces: ReadonlyArray<readonly [number, number]>;
}

const RIDGES: readonly Ridge[] = [
  { rx: 8, ry: 12, pieces: [[-20, 200]] },
  {
    rx: 17,
    ry: 23,
    pieces: [
      [-40, 60],
      [72, 215],
    ],
  },
  {
    rx: 26,
    ry: 34,
    pieces: [
      [-55, 120],
      [132, 228],
    ],
  },
  {
    rx: 35,
    ry: 45,
    pieces: [
      [-62, 35],
      [47, 175],
      [187, 236],
    ],
  },
  {
    rx: 44,
    ry: 56,
    pieces: [
      [-66, 95],
      [107, 240],
    ],
  },
  {
    rx: 53,
    ry: 67,
    pieces: [
      [-70, 20],
      [32, 150],
      [162, 244],
    ],
  },
  {
    rx: 62,
    ry: 78,
    pieces: [
      [-72, 110],
      [122, 246],
    ],
  },
  {
    rx: 71,
    ry: 89,
    pieces: [
      [-60, 45],
      [57, 170],
      [182, 236],
    ],
  },
  {
    rx: 80,
    ry: 100,
    pieces: [
      [-40, 80],
      [92, 220],
    ],
  },
  {
    rx: 89,
    ry: 111,
    pieces: [
      [-15, 60],
      [72, 140],
      [152, 200],
    ],
  },
];

const point = (rx: number, ry: number, degrees: number): string => {
  const radians = (degrees * Math.PI) / 180;
  const x = CX + rx * Math.cos(radians);
  const y = CY - ry * Math.sin(radians);
  return `${x.toFixed(2)} ${y.toFixed(2)}`;
};

const arc = (rx: number, ry: number, from: number, to: number): string => {
  const largeArc = to - from > 180 ? 1 : 0;
  return `M ${point(rx, ry, from)} A ${rx} ${ry} 0 ${largeArc} 0 ${point(rx, ry, to)}`;
};

const RIDGE_PATHS = RIDGES.flatMap((ridge, ring) =>
  ridge.pieces.map(([from, to], piece) => ({
    key: `${ring}-${piece}`,
    d: arc(ridge.rx, ridge.ry, from, to),
    opacity: 1 - ring * 0.05,
  })),
);

export interface FingerprintIllustrationProps {
  sx?: SxProps<Theme>;
}

export function FingerprintIllustration({ sx }: FingerprintIllustrationProps) {
  return (
    <Box component="svg" viewBox="0 0 240 264" aria-hidden="true" focusable="false" sx={sx}>
      <circle cx={CX} cy={CY} r={118} fill="currentColor" opacity={0.06} />
      <circle cx={CX} cy={CY} r={96} fill="currentColor" opacity={0.05} />
      <g fill="none" stroke="currentColor" strokeWidth={5} strokeLinecap="round">
        {RIDGE_PATHS.map((ridge) => (
          <path key={ridge.key} d={ridge.d} opacity={ridge.opacity} />
        ))}
        <path d={`M ${CX} ${CY - 2} L ${CX} ${CY + 16}`} />
      </g>
      <g fill="currentColor">
        <circle cx={CX + 99} cy={CY - 70} r={4} opacity={0.5} />
        <circle cx={CX - 104} cy={CY + 52} r={3} opacity={0.4} />
        <circle cx={CX + 84} cy={CY + 92} r={2.5} opacity={0.35} />
      </g>
    </Box>
  );
}
