// What a change can make stale: the console's query keys start with these names, so one rule refreshes a resource.
export const RESOURCES = [
  'admins',
  'approvals',
  'audit',
  'blck-values',
  'dashboard',
  'fiats',
  'histories',
  'investors',
  'issuers',
  'locked-funds',
  'official-wallets',
  'validators',
  'wallets',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** Every change is written to the audit trail in its transaction, and the dashboard's figures span every area. */
export const ALWAYS_AFFECTED: readonly Resource[] = ['audit', 'dashboard'];
