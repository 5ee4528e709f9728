// Moves the date from which a lock can be withdrawn (PUT lockedfunds/investors/availability).
import { lockedFundsEndpoints, type LockAvailabilityBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';

export const setLockAvailability = (body: LockAvailabilityBody) =>
  callEndpoint(lockedFundsEndpoints.setLockAvailability, { body });

export const setLockAvailabilityMutationOptions = () =>
  mutationOptions({ mutationKey: ['locked-funds', 'set-lock-availability'], mutationFn: setLockAvailability });

export const useSetLockAvailability = () =>
  useEndpointMutation(lockedFundsEndpoints.setLockAvailability, setLockAvailabilityMutationOptions());
