// One stable line per figure on stdout (so the report can be diffed or parsed); progress and details go to stderr.

/** 1 KB = 1000 bytes, as Vite prints its build sizes, so the two can be compared directly. */
export const BYTES_PER_KB = 1000;

export const kilobytes = (bytes: number) => bytes / BYTES_PER_KB;

export interface Figure {
  /** kebab-case name, stable across runs: `signin-page-js-gzip`. */
  name: string;
  value: number;
  unit: string;
  /** Decimal places shown; 1 by default. */
  digits?: number;
  /** The figure should stay at or under this value (same unit). Only printed, never enforced. */
  targetMax?: number;
  /** The figure should reach at least this value (same unit). Only printed, never enforced. */
  targetMin?: number;
}

export const formatFigure = ({ name, value, unit, digits = 1, targetMax, targetMin }: Figure): string => {
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  let line = `${name}: ${withUnit(value.toFixed(digits))}`;
  if (targetMax !== undefined) {
    line += ` (target <= ${withUnit(String(targetMax))})${value > targetMax ? ' OVER TARGET' : ''}`;
  }
  if (targetMin !== undefined) {
    line += ` (target >= ${withUnit(String(targetMin))})${value < targetMin ? ' UNDER TARGET' : ''}`;
  }
  return line;
};

export const printFigure = (figure: Figure) => {
  process.stdout.write(`${formatFigure(figure)}\n`);
};

/** A detail or progress line for the person watching; not part of the report. */
export const note = (text: string) => {
  process.stderr.write(`  ${text}\n`);
};
