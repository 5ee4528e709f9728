// The refusals of the administrator calls, word for word.
import { defineErrors } from '../common/errors';

export const ADMINS_ERRORS = defineErrors({
  notFound: { code: 'ADMIN_NOT_FOUND', status: 404, message: 'There is no administrator with this id.' },
  notFoundByEmail: { code: 'ADMIN_NOT_FOUND', status: 404, message: 'There is no administrator with this email.' },
  reauthenticationRequired: {
    code: 'REAUTHENTICATION_REQUIRED',
    status: 403,
    message: 'Confirm it is you first: enter your password or a code from your authenticator.',
  },
  lastManager: {
    code: 'LAST_ADMIN_MANAGER',
    status: 409,
    message: (email: string, permission: string) =>
      `${email} is the last active administrator who can manage administrators. Give "${permission}" to another active administrator first.`,
  },
  ownPermissions: {
    code: 'SELF_CHANGE',
    status: 403,
    message: 'Nobody changes their own permissions; ask another administrator.',
  },
  ownDeactivation: {
    code: 'SELF_CHANGE',
    status: 403,
    message: 'You cannot deactivate your own account; ask another administrator.',
  },
  ownTwoFactorReset: {
    code: 'SELF_CHANGE',
    status: 403,
    message: 'Reset your own authenticator from the Authenticator page.',
  },
  notRegisteredToConfirm: {
    code: 'NOT_REGISTERED',
    status: 409,
    message: (email: string) => `${email} has not finished registration yet; confirm them once they have.`,
  },
  notRegisteredToActivate: {
    code: 'NOT_REGISTERED',
    status: 409,
    message: (email: string) => `${email} has not finished registration yet; activate them once they have.`,
  },
});
