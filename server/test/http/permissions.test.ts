// The permission matrix, built from the contract's endpoint table: every endpoint names who may call it,
// a caller without that permission gets 403 and one with it does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, buildPath, endpointList, type Endpoint, type Permission } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

/** Endpoints open without a permission, each for a reason; anything else must name a permission. */
const OPEN_ENDPOINTS: Record<string, 'public' | 'session' | 'intake'> = {
  captchaChallenge: 'public',
  signInFirstStep: 'public',
  signInFinal: 'public',
  signInDevice: 'public',
  forgotPasswordCode: 'public',
  forgotPassword: 'public',
  resetPassword: 'public',
  finishRegistration: 'public',
  currentAdmin: 'session',
  signOut: 'session',
  authenticatorSetup: 'session',
  authenticatorEnable: 'session',
  reauthenticate: 'session',
  // Every card of the dashboard checks its own area's view permission (null without it).
  getDashboard: 'session',
  // audit.view for the trail; one record's own history needs only that record's read permission (audit tests).
  listAudit: 'session',
  // Returns only the kinds the caller may read (search tests).
  globalSearch: 'session',
  // A proposal is seen by its maker and by the holders of its own permission; deciding checks that permission
  // (approvals tests); every admin may read the policies that may hold their calls back.
  listProposals: 'session',
  countProposals: 'session',
  getProposal: 'session',
  approveProposal: 'session',
  rejectProposal: 'session',
  withdrawProposal: 'session',
  listApprovalPolicies: 'session',
  intakeIssuer: 'intake',
  intakeInvestor: 'intake',
  pairValidator: 'public',
};

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const pathOf = (endpoint: Endpoint) =>
  buildPath(
    endpoint.path,
    Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, SAMPLE_ID])),
  );

describe('permission matrix', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(testDatabases()[0]!);
  });
  afterAll(() => h?.close());

  it('every endpoint names a permission, or is listed here as deliberately open', () => {
    for (const endpoint of endpointList) {
      const open = OPEN_ENDPOINTS[endpoint.operationId];
      if (open) expect(endpoint.access, endpoint.operationId).toBe(open);
      else expect(ALL_PERMISSIONS, `${endpoint.operationId} declares no permission`).toContain(endpoint.access);
    }
  });

  const guarded = endpointList.filter((endpoint) => (ALL_PERMISSIONS as readonly string[]).includes(endpoint.access));

  it.each(guarded.map((endpoint) => [endpoint.operationId, endpoint] as const))(
    '%s: 403 without its permission, not 403 with it',
    async (_name, endpoint) => {
      const required = endpoint.access as Permission;
      const area = required.split('.')[0]!;
      const allButArea = ALL_PERMISSIONS.filter((p) => !p.startsWith(`${area}.`));
      const without = await h.createAdmin({ permissions: allButArea });
      const withIt = await h.createAdmin({ permissions: [required] });
      const call = async (admin: { email: string; password: string }) => {
        const session = await h.signIn(admin.email, admin.password);
        return h.app.server.inject({
          method: endpoint.method,
          url: pathOf(endpoint),
          headers:
            endpoint.service === 'auth' ? { authtoken: session.token } : { authorization: `Bearer ${session.token}` },
          cookies: { authbinding: session.binding },
          ...(endpoint.body ? { payload: {} } : {}),
        });
      };
      const denied = await call(without);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toContain(required);
      const allowed = await call(withIt);
      expect(allowed.statusCode).not.toBe(403);
      expect(allowed.statusCode).not.toBe(401);
      if (required.endsWith('.view')) {
        const manager = await h.createAdmin({ permissions: [required.replace('.view', '.manage') as Permission] });
        expect((await call(manager)).statusCode, 'manage implies view').not.toBe(403);
      }
    },
  );
});
