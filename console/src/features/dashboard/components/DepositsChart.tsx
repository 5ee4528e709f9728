// Deposits per day over the last DASHBOARD_DEPOSIT_DAYS days as bars: by number of deposits or by amount ($BLCK),
// with a summary in words and the values as a table on request (BarChart). Shares of amounts use bigint base units.
import { useState } from 'react';
import { DASHBOARD_DEPOSIT_DAYS, formatBlck, type Dashboard } from '@blck/contract';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart, type Bar } from '../../../components/ui/BarChart';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { compareAmounts, sumAmounts } from '../../../lib/amounts';
import { amountShare, countOf, formatCount, formatDay } from './dashboard-format';

type DepositDay = NonNullable<Dashboard['depositsPerDay']>[number];
type Measure = 'count' | 'amount';

const depositsText = (value: number) => countOf(value, 'deposit', 'deposits');

const busiest = (days: readonly DepositDay[], measure: Measure): DepositDay | undefined =>
  days.reduce<DepositDay | undefined>((best, day) => {
    if (!best) return day;
    const more = measure === 'count' ? day.deposits > best.deposits : compareAmounts(day.amount, best.amount) > 0;
    return more ? day : best;
  }, undefined);

export interface DepositsChartProps {
  days: readonly DepositDay[];
}

export function DepositsChart({ days }: DepositsChartProps) {
  const [measure, setMeasure] = useState<Measure>('count');
  const totalDeposits = days.reduce((total, day) => total + day.deposits, 0);
  const totalAmount = sumAmounts(days.map((day) => day.amount));
  const top = busiest(days, measure);
  const label = `Deposits per day, last ${DASHBOARD_DEPOSIT_DAYS} days, by ${measure === 'count' ? 'number' : 'amount'}`;

  const bars: Bar[] = days.map((day) => ({
    key: day.day,
    ratio:
      measure === 'count'
        ? top && top.deposits > 0
          ? day.deposits / top.deposits
          : 0
        : top
          ? amountShare(day.amount, top.amount)
          : 0,
    tooltip: `${formatDay(day.day)}: ${depositsText(day.deposits)}, ${formatBlck(day.amount)}`,
  }));

  const busiestText =
    top && totalDeposits > 0
      ? measure === 'count'
        ? ` The busiest day was ${formatDay(top.day)} with ${depositsText(top.deposits)}.`
        : ` The largest day was ${formatDay(top.day)} with ${formatBlck(top.amount)}.`
      : '';
  const summary =
    totalDeposits === 0
      ? `No deposits in the last ${DASHBOARD_DEPOSIT_DAYS} days.`
      : `${depositsText(totalDeposits)} totalling ${formatBlck(totalAmount)} in the last ${DASHBOARD_DEPOSIT_DAYS} days.${busiestText}`;

  const first = days[0];
  const last = days[days.length - 1];
  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" data-testid="dashboard-deposits-total">
          <strong>{formatCount(totalDeposits)}</strong> {totalDeposits === 1 ? 'deposit' : 'deposits'},{' '}
          <BlckAmount value={totalAmount} strong />
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={measure}
          aria-label="Bar height"
          onChange={(_, next: Measure | null) => next && setMeasure(next)}
        >
          <ToggleButton value="count">Number</ToggleButton>
          <ToggleButton value="amount">Amount</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        label={label}
        summary={summary}
        bars={bars}
        testId="dashboard-deposits-chart"
        maxLabel={
          top && totalDeposits > 0
            ? measure === 'count'
              ? depositsText(top.deposits)
              : formatBlck(top.amount)
            : undefined
        }
        startLabel={first && formatDay(first.day, true)}
        endLabel={last && formatDay(last.day, true)}
        table={{
          headers: ['Day', 'Deposits', 'Amount'],
          rows: days.map((day) => [
            day.day,
            [
              <time key="day" dateTime={day.day}>
                {formatDay(day.day)}
              </time>,
              formatCount(day.deposits),
              <BlckAmount key="amount" value={day.amount} />,
            ],
          ]),
        }}
      />
    </Stack>
  );
}
