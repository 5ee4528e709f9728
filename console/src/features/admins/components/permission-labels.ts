// What each permission area is called on screen, in the order of the contract's PERMISSION_AREAS.
import type { PermissionArea } from '@blck/contract';

export const PERMISSION_AREA_LABELS: Readonly<Record<PermissionArea, string>> = {
  admins: 'Admins',
  issuers: 'Issuers',
  investors: 'Investors',
  funds: 'Funds',
  lockedFunds: 'Locked funds',
  fiats: 'Fiats',
  blckValue: 'Token value',
  histories: 'Deposit history',
  wallets: 'Wallets',
  officialWallets: 'Official wallets',
  validators: 'Validators',
  authenticators: 'Custom authenticators',
  audit: 'Audit',
};
