// The administrator calls of SPEC §7: list, search, details, invite again, confirm, status, 2FA reset, permissions.
import { z } from 'zod';
import { ok } from '../common/envelope';
import { defineEndpoint } from '../common/endpoint';
import {
  CurrentPasswordSchema,
  EmailSchema,
  IdParamsSchema,
  OneTimeCodeSchema,
  TimestampSchema,
  UuidSchema,
} from '../common/fields';
import { SearchTextSchema, SortOrderSchema, listQuerySchema } from '../common/pagination';
import { PermissionListSchema } from '../permissions/permissions';
import { AdminSchema } from './admins.schemas';

const AUTH = '/api/auth/v1';

export const ADMIN_SORT_FIELDS = ['createdAt', 'email', 'firstName', 'lastName'] as const;
const yesNo = (what: string) => z.enum(['true', 'false'], { error: `${what} is "true" or "false".` });
/** Optional filters of the admin list: active or not, confirmed or not (as query text "true" / "false"). */
export const AdminFilterSchema = z.strictObject({
  isActive: yesNo('The active filter').optional(),
  isConfirmed: yesNo('The confirmed filter').optional(),
});
export type AdminFilter = z.infer<typeof AdminFilterSchema>;
export const ADMIN_FILTER_KEYS = ['isActive', 'isConfirmed'] as const;
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
export const AdminIdParamsSchema = IdParamsSchema;
export const AdminStatusBodySchema = z.strictObject({
  email: EmailSchema,
  isConfirmed: z.boolean({ error: 'Say whether the administrator is confirmed: true or false.' }),
  isActive: z.boolean({ error: 'Say whether the administrator is active: true or false.' }),
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
    response: AdminResponse,
  }),
  repeatRegistrationLink: defineEndpoint({
    operationId: 'repeatRegistrationLink',
    method: 'POST',
    path: `${AUTH}/admins/registration/link/repeat`,
    service: 'auth',
    summary: 'Send the registration link again (the earlier link stops working).',
    access: 'admins.manage',
    body: AdminIdBodySchema,
    response: AdminResponse,
  }),
  confirmAdmin: defineEndpoint({
    operationId: 'confirmAdmin',
    method: 'PUT',
    path: `${AUTH}/admins/confirm`,
    service: 'auth',
    summary: 'Confirm an administrator who finished registration.',
    access: 'admins.manage',
    body: AdminIdBodySchema,
    response: AdminResponse,
  }),
  setAdminStatus: defineEndpoint({
    operationId: 'setAdminStatus',
    method: 'PUT',
    path: `${AUTH}/backoffice/confirmed`,
    service: 'auth',
    summary: 'Set whether an administrator is confirmed and active; deactivation signs them out everywhere.',
    access: 'admins.manage',
    body: AdminStatusBodySchema,
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
    body: AdminIdBodySchema,
    response: AdminResponse,
  }),
  updatePermissions: defineEndpoint({
    operationId: 'updatePermissions',
    method: 'PUT',
    path: `${AUTH}/admins/permissions`,
    service: 'auth',
    summary: "Replace an administrator's permissions. Needs a recent confirmation.",
    access: 'admins.manage',
    body: AdminPermissionsBodySchema,
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
