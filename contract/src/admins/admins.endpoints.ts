// The administrator calls of SPEC §7: list, search, details, invite again, confirm, status, 2FA reset, permissions.
import { z } from 'zod';
import { ok } from '../common/envelope';
import { defineEndpoint } from '../common/endpoint';
import {
  CurrentPasswordSchema,
  EmailSchema,
  IdParamsSchema,
  OneTimeCodeSchema,
  ReasonSchema,
  TimestampSchema,
  UuidSchema,
} from '../common/fields';
import { SearchTextSchema, SortOrderSchema, listQuerySchema } from '../common/pagination';
import { PermissionListSchema } from '../permissions/permissions';
import { ADMIN_STATUSES, AdminSchema } from './admins.schemas';
import { ADMINS_ERRORS } from './admins.errors';

const AUTH = '/api/auth/v1';

export const ADMIN_SORT_FIELDS = ['createdAt', 'email', 'firstName', 'lastName'] as const;
const yesNo = (what: string) => z.enum(['true', 'false'], { error: `${what} is "true" or "false".` });
/**
 * Optional filters of the admin list: active or not, confirmed or not (as query text "true" / "false"), and the
 * onboarding status (`adminStatusOf`).
 */
export const AdminFilterSchema = z.strictObject({
  isActive: yesNo('The active filter').optional(),
  isConfirmed: yesNo('The confirmed filter').optional(),
  status: z.enum(ADMIN_STATUSES, { error: `The status filter is one of: ${ADMIN_STATUSES.join(', ')}.` }).optional(),
});
export type AdminFilter = z.infer<typeof AdminFilterSchema>;
export const ADMIN_FILTER_KEYS = ['isActive', 'isConfirmed', 'status'] as const;
export const AdminListQuerySchema = listQuerySchema(ADMIN_SORT_FIELDS).extend(AdminFilterSchema.shape);
export const AdminSearchQuerySchema = AdminListQuerySchema.extend({ search: SearchTextSchema });
/** The CSV export of the admin list: its filters, search and sort, every page. */
export const AdminExportQuerySchema = AdminFilterSchema.extend({
  search: SearchTextSchema.optional(),
  sort: z.enum(ADMIN_SORT_FIELDS, { error: `Sort by one of: ${ADMIN_SORT_FIELDS.join(', ')}.` }).default('createdAt'),
  order: SortOrderSchema.default('asc'),
});
export type AdminExportQuery = z.infer<typeof AdminExportQuerySchema>;
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;
export type AdminSearchQuery = z.infer<typeof AdminSearchQuerySchema>;
export const AdminListResponseSchema = ok({ admins: z.array(AdminSchema), total: z.number().int().min(0) });
export type AdminListResponse = z.infer<typeof AdminListResponseSchema>;

const AdminResponse = ok({ admin: AdminSchema });
export const AdminIdBodySchema = z.strictObject({ id: UuidSchema });
/**
 * SPEC's `{id}`, and optionally (added) the rest of onboarding in the same transaction: `activate: true` also
 * activates, `permissions` also replaces the permissions (which, as in `PUT admins/permissions`, needs a recent
 * confirmation and is never one's own).
 */
export const ConfirmAdminBodySchema = AdminIdBodySchema.extend({
  activate: z.boolean({ error: 'Say whether to activate the administrator as well: true or false.' }).optional(),
  permissions: PermissionListSchema.optional(),
});
export type ConfirmAdminBody = z.infer<typeof ConfirmAdminBodySchema>;
export const AdminIdParamsSchema = IdParamsSchema;
export const AdminStatusBodySchema = z.strictObject({
  email: EmailSchema,
  isConfirmed: z.boolean({ error: 'Say whether the administrator is confirmed: true or false.' }),
  isActive: z.boolean({ error: 'Say whether the administrator is active: true or false.' }),
  /** Why the administrator is activated or deactivated (added, optional): stored on the audit event. */
  reason: ReasonSchema,
});
export type AdminStatusBody = z.infer<typeof AdminStatusBodySchema>;
export const AdminPermissionsBodySchema = z.strictObject({ id: UuidSchema, permissions: PermissionListSchema });
export type AdminPermissionsBody = z.infer<typeof AdminPermissionsBodySchema>;

/** Proof of presence before a sensitive change: the acting admin's password, or a current authenticator code. */
export const ReauthenticateBodySchema = z.union(
  [z.strictObject({ password: CurrentPasswordSchema }), z.strictObject({ code: OneTimeCodeSchema })],
  { error: 'Confirm with your password or a code from your authenticator.' },
);
export type ReauthenticateBody = z.infer<typeof ReauthenticateBodySchema>;
export const ReauthenticateResponseSchema = ok({ confirmedUntil: TimestampSchema });
/** How long a confirmation lets the acting admin make sensitive changes. */
export const REAUTHENTICATION_WINDOW_MINUTES = 5;

export const adminsEndpoints = {
  listAdmins: defineEndpoint({
    operationId: 'listAdmins',
    method: 'GET',
    path: `${AUTH}/backoffice/all`,
    service: 'auth',
    summary: 'Administrators, one page at a time.',
    access: 'admins.view',
    query: AdminListQuerySchema,
    response: AdminListResponseSchema,
  }),
  exportAdmins: defineEndpoint({
    operationId: 'exportAdmins',
    method: 'GET',
    path: `${AUTH}/backoffice/export`,
    service: 'auth',
    summary: 'Every administrator the list shows under these filters, search and sort, as CSV, streamed.',
    access: 'admins.view',
    added: true,
    produces: 'text/csv',
    query: AdminExportQuerySchema,
    response: z.string(),
  }),
  searchAdmins: defineEndpoint({
    operationId: 'searchAdmins',
    method: 'GET',
    path: `${AUTH}/backoffice/search`,
    service: 'auth',
    summary: 'Administrators whose email or name contains the search text.',
    access: 'admins.view',
    query: AdminSearchQuerySchema,
    response: AdminListResponseSchema,
  }),
  getAdmin: defineEndpoint({
    operationId: 'getAdmin',
    method: 'GET',
    path: `${AUTH}/backoffice/:id`,
    service: 'auth',
    summary: 'One administrator.',
    access: 'admins.view',
    params: AdminIdParamsSchema,
    errors: [ADMINS_ERRORS.notFound],
    response: AdminResponse,
  }),
  repeatRegistrationLink: defineEndpoint({
    operationId: 'repeatRegistrationLink',
    method: 'POST',
    path: `${AUTH}/admins/registration/link/repeat`,
    service: 'auth',
    summary: 'Send the registration link again (the earlier link stops working).',
    access: 'admins.manage',
    affects: ['admins'],
    body: AdminIdBodySchema,
    response: AdminResponse,
  }),
  confirmAdmin: defineEndpoint({
    operationId: 'confirmAdmin',
    method: 'PUT',
    path: `${AUTH}/admins/confirm`,
    service: 'auth',
    summary:
      'Confirm an administrator who finished registration; with `activate` and `permissions` (added, optional) also activate them and set their permissions in the same step (permissions need a recent confirmation).',
    access: 'admins.manage',
    fourEyes: 'adminActivation',
    affects: ['admins'],
    body: ConfirmAdminBodySchema,
    errors: [
      ADMINS_ERRORS.ownPermissions,
      ADMINS_ERRORS.reauthenticationRequired,
      ADMINS_ERRORS.notFound,
      ADMINS_ERRORS.notRegisteredToConfirm,
      ADMINS_ERRORS.lastManager,
    ],
    response: AdminResponse,
  }),
  setAdminStatus: defineEndpoint({
    operationId: 'setAdminStatus',
    method: 'PUT',
    path: `${AUTH}/backoffice/confirmed`,
    service: 'auth',
    summary: 'Set whether an administrator is confirmed and active; deactivation signs them out everywhere.',
    access: 'admins.manage',
    fourEyes: 'adminActivation',
    affects: ['admins'],
    body: AdminStatusBodySchema,
    errors: [
      ADMINS_ERRORS.notFoundByEmail,
      ADMINS_ERRORS.ownDeactivation,
      ADMINS_ERRORS.notRegisteredToConfirm,
      ADMINS_ERRORS.notRegisteredToActivate,
      ADMINS_ERRORS.lastManager,
    ],
    response: AdminResponse,
  }),
  resetAdmin2fa: defineEndpoint({
    operationId: 'resetAdmin2fa',
    method: 'PUT',
    path: `${AUTH}/admins/confirmed/reset`,
    service: 'auth',
    summary:
      "Remove an administrator's authenticator, sign them out, and extend their registration link when unused. Needs a recent confirmation.",
    access: 'admins.manage',
    fourEyes: 'admin2faReset',
    affects: ['admins'],
    body: AdminIdBodySchema,
    errors: [ADMINS_ERRORS.reauthenticationRequired, ADMINS_ERRORS.ownTwoFactorReset, ADMINS_ERRORS.notFound],
    response: AdminResponse,
  }),
  updatePermissions: defineEndpoint({
    operationId: 'updatePermissions',
    method: 'PUT',
    path: `${AUTH}/admins/permissions`,
    service: 'auth',
    summary: "Replace an administrator's permissions. Needs a recent confirmation.",
    access: 'admins.manage',
    fourEyes: 'adminPermissions',
    affects: ['admins'],
    body: AdminPermissionsBodySchema,
    errors: [
      ADMINS_ERRORS.ownPermissions,
      ADMINS_ERRORS.reauthenticationRequired,
      ADMINS_ERRORS.notFound,
      ADMINS_ERRORS.lastManager,
    ],
    response: AdminResponse,
  }),
  reauthenticate: defineEndpoint({
    operationId: 'reauthenticate',
    method: 'POST',
    path: `${AUTH}/admins/reauthenticate`,
    service: 'auth',
    summary: 'Confirm it is you (password or authenticator code) before a sensitive change.',
    access: 'session',
    added: true,
    body: ReauthenticateBodySchema,
    response: ReauthenticateResponseSchema,
  }),
};
