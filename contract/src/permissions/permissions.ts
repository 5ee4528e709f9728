// The permission model of DESIGN §7: `<area>.view` / `<area>.manage` for 13 areas (26 names, ALL_PERMISSIONS), where
// manage implies view. The API accepts and stores all 26; the console offers a box only for the 21 that guard something
// (PERMISSION_LEVELS, GRANTABLE_PERMISSIONS), and PERMISSION_PRESETS are starting points for a new admin's boxes.
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
export type PermissionLevel = 'view' | 'manage';
export type Permission = `${PermissionArea}.${PermissionLevel}`;

/** Every name DESIGN §7 defines (13 areas × view/manage): what the API accepts and stores. */
export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_AREAS.flatMap((area) => [
  `${area}.view` as const,
  `${area}.manage` as const,
]);

/**
 * The levels the console offers a box for: a level that no call and no screen checks has none (ARCHITECTURE, "Every
 * permission box guards something"). Balance changes are all `funds.manage` (nothing to view apart from the lists of
 * other areas); the deposit history, issuer wallets, the validator counter and the audit trail are read-only. The other
 * five names stay valid (DESIGN §7) and grant what their area's view grants.
 */
export const PERMISSION_LEVELS = {
  admins: ['view', 'manage'],
  issuers: ['view', 'manage'],
  investors: ['view', 'manage'],
  funds: ['manage'],
  lockedFunds: ['view', 'manage'],
  fiats: ['view', 'manage'],
  blckValue: ['view', 'manage'],
  histories: ['view'],
  wallets: ['view'],
  officialWallets: ['view', 'manage'],
  validators: ['view'],
  authenticators: ['view', 'manage'],
  audit: ['view'],
} as const satisfies Record<PermissionArea, readonly PermissionLevel[]>;

export type GrantablePermission = {
  [A in PermissionArea]: `${A}.${(typeof PERMISSION_LEVELS)[A][number]}`;
}[PermissionArea];

/** The 21 permissions the console has a box for, in ALL_PERMISSIONS order. */
export const GRANTABLE_PERMISSIONS: readonly GrantablePermission[] = PERMISSION_AREAS.flatMap((area) =>
  PERMISSION_LEVELS[area].map((level) => `${area}.${level}` as GrantablePermission),
);

/** True when `permission` has a box in the console. */
export const isGrantable = (permission: string): permission is GrantablePermission =>
  (GRANTABLE_PERMISSIONS as readonly string[]).includes(permission);

/** The box for this area and level, or null when the console offers none. */
export const permissionOf = (area: PermissionArea, level: PermissionLevel): GrantablePermission | null => {
  const name = `${area}.${level}`;
  return isGrantable(name) ? name : null;
};

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

/** True when `held` grants anything in `area` (its view, or its manage, which implies view). */
export const mayViewArea = (held: readonly string[], area: PermissionArea): boolean =>
  held.includes(`${area}.view`) || held.includes(`${area}.manage`);

/** Every view box: what a Viewer holds. */
const VIEW_ALL: readonly GrantablePermission[] = GRANTABLE_PERMISSIONS.filter((permission) =>
  permission.endsWith('.view'),
);

export const PERMISSION_PRESET_KEYS = ['viewer', 'operator', 'treasury', 'administrator'] as const;
export type PermissionPresetKey = (typeof PERMISSION_PRESET_KEYS)[number];
export interface PermissionPreset {
  label: string;
  description: string;
  /** Boxes only (GRANTABLE_PERMISSIONS order), view boxes included where manage is held. */
  permissions: readonly GrantablePermission[];
}

const preset = (label: string, description: string, manage: readonly GrantablePermission[]): PermissionPreset => {
  const held = new Set<GrantablePermission>([...VIEW_ALL, ...manage]);
  return { label, description, permissions: GRANTABLE_PERMISSIONS.filter((permission) => held.has(permission)) };
};

/**
 * Starting points for an admin's permissions (the console's "Confirm and activate" and "Edit permissions" offer them,
 * then every box stays editable). Each opens every section; they differ in what they may change.
 */
export const PERMISSION_PRESETS: Readonly<Record<PermissionPresetKey, PermissionPreset>> = {
  viewer: preset('Viewer', 'Opens every section and changes nothing.', []),
  operator: preset('Operator', 'Viewer, and manages issuers, investors and custom authenticators.', [
    'issuers.manage',
    'investors.manage',
    'authenticators.manage',
  ]),
  treasury: preset(
    'Treasury',
    'Viewer, and moves money: funds, locked funds, official wallets, fiat values and the token value.',
    ['funds.manage', 'lockedFunds.manage', 'officialWallets.manage', 'fiats.manage', 'blckValue.manage'],
  ),
  administrator: preset('Administrator', 'Every permission, administrators included.', GRANTABLE_PERMISSIONS),
};

/** The preset whose boxes are exactly the boxes in `held` (any order; names without a box are ignored), or null. */
export const presetOf = (held: readonly string[]): PermissionPresetKey | null => {
  const wanted = new Set(held.filter(isGrantable));
  return (
    PERMISSION_PRESET_KEYS.find((key) => {
      const permissions = PERMISSION_PRESETS[key].permissions;
      return permissions.length === wanted.size && permissions.every((permission) => wanted.has(permission));
    }) ?? null
  );
};

/** The area a permission belongs to (`funds.manage` → `funds`). */
export const permissionAreaOf = (permission: Permission): PermissionArea =>
  permission.slice(0, permission.lastIndexOf('.')) as PermissionArea;
