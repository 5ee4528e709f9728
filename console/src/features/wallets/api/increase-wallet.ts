// Deposits $BLCK into an issuer wallet (PUT v1/wallets/increase/amount) with one Idempotency-Key per user action, so
// a retry after a lost answer never deposits twice.
import { walletsEndpoints, type IncreaseWalletBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';

export interface IncreaseWalletInput {
  body: IncreaseWalletBody;
  /** Made when the confirmation opens, reused when the same deposit is tried again. */
  idempotencyKey: string;
}

export const increaseWallet = ({ body, idempotencyKey }: IncreaseWalletInput) =>
  callEndpoint(walletsEndpoints.increaseWallet, { body, idempotencyKey });

/** The wallet with its new balance, and the deposit as the history records it. */
export type IncreaseWalletResult = Awaited<ReturnType<typeof increaseWallet>>;

export const increaseWalletMutationOptions = () =>
  mutationOptions({ mutationKey: ['wallets', 'increase-wallet'], mutationFn: increaseWallet });

export const useIncreaseWallet = () =>
  useEndpointMutation(walletsEndpoints.increaseWallet, increaseWalletMutationOptions());
