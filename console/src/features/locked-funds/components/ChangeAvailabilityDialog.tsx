// "Change availability": the day from which a lock can be withdrawn (00:00 UTC), picked in the SPEC's range.
import { useState, type FormEvent } from 'react';
import { LockAvailabilityBodySchema, SUCCESS_MESSAGES, type LockedFunds } from '@blck/contract';
import Dialog from '@mui/material/Dialog';
import type { Dayjs } from 'dayjs';

import { INVALID_DAY, dayOf, isoDay } from '../../../components/ui/DayPicker';
import { DialogForm } from '../../../components/ui/DialogForm';
import { validate } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useSetLockAvailability } from '../api/set-lock-availability';
import { AvailableFromPicker } from './AvailableFromPicker';
import { CHOOSE_DAY, startOfDayUtc } from './lock-labels';
import { formatAvailability } from '../../../lib/dates';

export interface ChangeAvailabilityDialogProps {
  /** The lock whose date changes; null when closed. */
  lock: LockedFunds | null;
  onClose: () => void;
  onChanged?: (lock: LockedFunds) => void;
}

export function ChangeAvailabilityDialog({ lock, onClose, onChanged }: ChangeAvailabilityDialogProps) {
  return (
    <Dialog open={lock !== null} onClose={onClose} aria-labelledby="change-availability-title" maxWidth="xs" fullWidth>
      {lock && <ChangeAvailabilityForm lock={lock} onClose={onClose} onChanged={onChanged} />}
    </Dialog>
  );
}

function ChangeAvailabilityForm({ lock, onClose, onChanged }: ChangeAvailabilityDialogProps & { lock: LockedFunds }) {
  const [day, setDay] = useState<Dayjs | null>(dayOf(lock.availableFrom));
  const [error, setError] = useState<string | undefined>();
  const change = useSetLockAvailability();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    change.reset();
    const chosen = isoDay(day);
    if (!chosen) return setError(day ? INVALID_DAY : CHOOSE_DAY);
    const body = validate(LockAvailabilityBodySchema, { id: lock.id, availableFrom: startOfDayUtc(chosen) });
    if (!body.ok) return setError(Object.values(body.errors)[0]);
    setError(undefined);
    change.mutate(body.data, {
      onSuccess: ({ lockedFunds }) => {
        notifySuccess(SUCCESS_MESSAGES.lockedFundsAvailabilityUpdated);
        onChanged?.(lockedFunds);
        onClose();
      },
    });
  };

  return (
    <DialogForm
      titleId="change-availability-title"
      title="Change availability"
      description={`The funds of ${lock.investorName} locked for ${lock.walletAddress} are available from ${formatAvailability(lock.availableFrom)}. From which day can they be withdrawn?`}
      submitLabel="Save"
      busy={change.isPending}
      error={change.error}
      onSubmit={submit}
      onCancel={onClose}
    >
      <AvailableFromPicker
        value={day}
        onChange={(next) => {
          setDay(next);
          setError(undefined);
        }}
        error={error}
        autoFocus
      />
    </DialogForm>
  );
}
