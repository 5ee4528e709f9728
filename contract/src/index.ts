// The contract: every request, response, permission and constant shared by server and console.
export * from './common/constants';
export * from './common/envelope';
export * from './common/fields';
export * from './common/endpoint';
export * from './permissions/permissions';
export * from './admins/admins.schemas';
export * from './auth/auth.schemas';
export * from './auth/auth.endpoints';
export * from './endpoints';
