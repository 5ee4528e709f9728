// Activates or suspends the official wallet of a currency (PUT v1/officials/wallets/suspend); suspended, every
// balance change in that currency is refused.
import { walletsEndpoints, type SuspendOfficialWalletBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';

export const suspendOfficialWallet = (body: SuspendOfficialWalletBody) =>
  callEndpoint(walletsEndpoints.suspendOfficialWallet, { body });

export const suspendOfficialWalletMutationOptions = () =>
  mutationOptions({ mutationKey: ['wallets', 'suspend-official-wallet'], mutationFn: suspendOfficialWallet });

export const useSuspendOfficialWallet = () =>
  useEndpointMutation(walletsEndpoints.suspendOfficialWallet, suspendOfficialWalletMutationOptions());
