// The endpoint table: every call of the product in one place, for routing, OpenAPI and permission tests.
import { adminsEndpoints } from './admins/admins.endpoints';
import { approvalsEndpoints } from './approvals/approvals.endpoints';
import { auditEndpoints } from './audit/audit.endpoints';
import { authEndpoints } from './auth/auth.endpoints';
import { blckEndpoints } from './blck-value/blck-value.endpoints';
import { dashboardEndpoints } from './dashboard/dashboard.endpoints';
import { fiatsEndpoints } from './fiats/fiats.endpoints';
import { historiesEndpoints } from './histories/histories.endpoints';
import { investorsEndpoints } from './investors/investors.endpoints';
import { issuersEndpoints } from './issuers/issuers.endpoints';
import { lockedFundsEndpoints } from './locked-funds/locked-funds.endpoints';
import { searchEndpoints } from './search/search.endpoints';
import { validatorsEndpoints } from './validators/validators.endpoints';
import { walletsEndpoints } from './wallets/wallets.endpoints';
import type { Endpoint } from './common/endpoint';

export const endpoints = {
  ...authEndpoints,
  ...adminsEndpoints,
  ...approvalsEndpoints,
  ...auditEndpoints,
  ...issuersEndpoints,
  ...walletsEndpoints,
  ...historiesEndpoints,
  ...investorsEndpoints,
  ...lockedFundsEndpoints,
  ...fiatsEndpoints,
  ...blckEndpoints,
  ...validatorsEndpoints,
  ...dashboardEndpoints,
  ...searchEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export const endpointList: readonly Endpoint[] = Object.values(endpoints);
