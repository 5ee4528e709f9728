// The contract: every request, response, permission and constant shared by server and console.
import './common/zod-config';
export * from './common/constants';
export * from './common/envelope';
export * from './common/fields';
export * from './common/endpoint';
export * from './common/pagination';
export * from './common/money';
export * from './permissions/permissions';
export * from './admins/admins.schemas';
export * from './auth/auth.schemas';
export * from './auth/auth.endpoints';
export * from './admins/admins.endpoints';
export * from './audit/audit.schemas';
export * from './audit/audit.endpoints';
export * from './endpoints';
