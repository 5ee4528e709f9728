// A token value or fiat value about to change: the value now, the new one and the change in percent (exact, through the
// contract's bigint helper), and above VALUE_CHANGE_SECOND_CONFIRMATION_PERCENT a box the admin must tick, so a typo
// (12100 for 1.21) cannot become the value in one click or one Enter.
import { useEffect, useId, useState } from 'react';
import { VALUE_CHANGE_SECOND_CONFIRMATION_PERCENT, valueChange, type ValueChange } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { groupDigits } from '../../lib/amounts';
import { Detail, DetailList } from './DetailList';

/** "+999,900 %", "-12.5 %", "0 %"; "+<0.01 %" for a change too small for two decimals. */
export const percentText = (change: ValueChange): string => {
  if (change.percent === null) return 'from 0';
  const rising = !change.difference.startsWith('-');
  if (change.percent === '0' && change.difference !== '0') return `${rising ? '+' : '-'}<0.01 %`;
  if (change.percent === '0') return '0 %';
  return `${rising ? '+' : ''}${groupDigits(change.percent)} %`;
};

export const SECOND_CONFIRMATION_MISSING = `Tick the box to confirm a change of more than ${VALUE_CHANGE_SECOND_CONFIRMATION_PERCENT} %.`;

/**
 * `from`: the value now (null when there is none to compare with); `to`: the new value when it is valid, else null.
 * `confirm()` before saving: true when the change may be saved, otherwise it says why and focuses the box.
 */
export function useValueChangeCheck(from: string | null, to: string | null) {
  const change = from !== null && to !== null ? valueChange(from, to) : null;
  const needed = change?.needsSecondConfirmation ?? false;
  // The box is ticked for one new value: typing another one asks again.
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  const [missingRound, setMissingRound] = useState(0);
  const checked = needed && checkedFor === to;
  const boxId = useId();

  useEffect(() => {
    if (missingRound > 0) document.getElementById(boxId)?.focus();
  }, [missingRound, boxId]);

  return {
    confirm: (): boolean => {
      if (!needed || checked) return true;
      setMissingRound((round) => round + 1);
      return false;
    },
    props: {
      from,
      to,
      change,
      checked,
      boxId,
      missing: missingRound > 0 && needed && !checked,
      onCheckedChange: (value: boolean) => setCheckedFor(value ? to : null),
    },
  };
}

export interface ValueChangeCheckProps {
  from: string | null;
  to: string | null;
  change: ValueChange | null;
  checked: boolean;
  boxId: string;
  missing: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** How a value reads, e.g. "1 $BLCK = 1.21" or "1 EUR = 1.08 $BLCK". */
  format: (value: string) => string;
  disabled?: boolean;
}

export function ValueChangeCheck({
  from,
  to,
  change,
  checked,
  boxId,
  missing,
  onCheckedChange,
  format,
  disabled = false,
}: ValueChangeCheckProps) {
  if (from === null || to === null || change === null || change.difference === '0') return null;
  const percent = percentText(change);
  return (
    <Stack spacing={1.5} data-testid="value-change">
      <DetailList labelWidth={90} dense>
        <Detail label="Now">{format(from)}</Detail>
        <Detail label="New">{format(to)}</Detail>
        <Detail label="Change">
          <strong data-testid="value-change-percent">{percent}</strong>
        </Detail>
      </DetailList>
      {change.needsSecondConfirmation && (
        <>
          <Alert severity="warning">
            This changes the value by more than {VALUE_CHANGE_SECOND_CONFIRMATION_PERCENT} %. Check the new value before
            saving.
          </Alert>
          <FormControl error={missing} required>
            <FormControlLabel
              control={
                <Checkbox
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => onCheckedChange(event.target.checked)}
                  slotProps={{
                    input: {
                      id: boxId,
                      'aria-invalid': missing,
                      'aria-describedby': missing ? `${boxId}-why` : undefined,
                    },
                  }}
                />
              }
              label={`I have checked the new value: it changes the value by ${percent}`}
            />
            {missing && <FormHelperText id={`${boxId}-why`}>{SECOND_CONFIRMATION_MISSING}</FormHelperText>}
          </FormControl>
        </>
      )}
    </Stack>
  );
}
