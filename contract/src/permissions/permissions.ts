// The permission model of DESIGN §7: `<area>.view` / `<area>.manage`, where manage implies view.
import { z } from 'zod';

export const PERMISSION_AREAS = [
  'admins',
  'issuers',
  'investors',
  'funds',
  'lockedFunds',
  'fiats',
  'blckValue',
  'histories',
  'wallets',
  'officialWallets',
  'validators',
  'authenticators',
  'audit',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];
export type Permission = `${PermissionArea}.${'view' | 'manage'}`;

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_AREAS.flatMap((area) => [
  `${area}.view` as const,
  `${area}.manage` as const,
]);

export const PermissionSchema = z.custom<Permission>(
  (value) => typeof value === 'string' && (ALL_PERMISSIONS as readonly string[]).includes(value),
  { error: (issue) => `Unknown permission ${JSON.stringify(issue.input)}.` },
);

export const PermissionListSchema = z
  .array(PermissionSchema, { error: 'Permissions are a list of permission names.' })
  .max(ALL_PERMISSIONS.length, { error: 'Too many permissions.' })
  .refine((list) => new Set(list).size === list.length, { error: 'A permission is listed twice.' });

/** True when `held` grants `required`; `area.manage` implies `area.view`. */
export const hasPermission = (held: readonly string[], required: Permission): boolean => {
  if (held.includes(required)) return true;
  return required.endsWith('.view') && held.includes(required.replace(/\.view$/, '.manage'));
};
