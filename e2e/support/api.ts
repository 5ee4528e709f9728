// Set-up steps done outside the browser, through the product's real HTTP API: captcha solved in Node,
// the sign-in code read from the mailbox, the session kept as the token plus its HttpOnly binding cookie.
import type {
  Admin,
  ApprovalAction,
  ApprovalPolicy,
  BlckValue,
  Deposit,
  Investor,
  InvestorIntakeBody,
  Issuer,
  IssuerIntakeBody,
  IssuerWalletWire,
  KycBody,
  LockedFunds,
  OfficialWalletWire,
  Permission,
  UpdateApprovalPolicyBody,
} from '@blck/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { E2E_INTAKE_API_KEY, e2eEnvironment } from './environment';
import { freshTotpCode, readFirstAdmin } from './first-admin';
import { codeIn, linkIn, waitForMail } from './mailbox';

export interface ApiSession {
  /** The session token the console keeps in the `authtoken` cookie. */
  token: string;
  /** The HttpOnly `authbinding` cookie set by the final sign-in step. */
  binding: string;
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
}

const AUTH = '/api/auth/v1';

export const callApi = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; session?: ApiSession } = {},
): Promise<ApiAnswer> => {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.session) {
    // The auth service reads the token from its `authtoken` header, the platform service (`/api/v1/…`) as a bearer.
    if (path.startsWith(AUTH)) headers.authtoken = options.session.token;
    else headers.authorization = `Bearer ${options.session.token}`;
    headers.cookie = `authbinding=${options.session.binding}`;
  }
  const response = await fetch(new URL(path, e2eEnvironment().baseUrl), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { raw: text };
  }
  return { status: response.status, body, setCookies: response.headers.getSetCookie() };
};

const expectOk = (answer: ApiAnswer, what: string): ApiAnswer => {
  if (answer.status !== 200 || answer.body.success !== true) {
    throw new Error(`${what} failed with ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer;
};

/** A solved captcha for one call: the real challenge from the server, solved by proof of work here. */
export const solveCaptcha = async (): Promise<string> => {
  const answer = await callApi('GET', `${AUTH}/captcha/challenge`);
  if (answer.status !== 200) throw new Error(`captcha challenge failed with ${answer.status}`);
  const challenge = answer.body as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge could not be solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};

/**
 * Signs in through the API. The second step is the emailed code, or the authenticator code computed from
 * `totpSecret` when the server asks for it.
 */
export const signInThroughApi = async (
  email: string,
  password: string,
  totpSecret: string | null = null,
): Promise<ApiSession> => {
  const since = new Date();
  const first = expectOk(
    await callApi('POST', `${AUTH}/admins/signin/firststep`, {
      body: { email, password, captcha: await solveCaptcha() },
    }),
    `Sign-in of ${email} (first step)`,
  );
  const sessionId = String(first.body.sessionId);
  let code: string;
  if (first.body.twoFASecured === true) {
    if (!totpSecret) throw new Error(`${email} signs in with an authenticator, but no secret is known to the test.`);
    code = await freshTotpCode(totpSecret);
  } else {
    code = codeIn(await waitForMail(email, /sign-in code/, { since }));
  }
  const final = expectOk(
    await callApi('POST', `${AUTH}/admins/signin/${first.body.twoFASecured === true ? 'device' : 'final'}`, {
      headers: { sessionid: sessionId },
      body: { code, captcha: await solveCaptcha() },
    }),
    `Sign-in of ${email} (code step)`,
  );
  const binding = final.setCookies
    .map((cookie) => /^authbinding=([^;]*)/.exec(cookie)?.[1])
    .find((value) => value !== undefined);
  if (!binding) throw new Error(`The final sign-in step set no authbinding cookie: ${final.setCookies.join(' | ')}`);
  return { token: String(final.body.token), binding };
};

/** Signs the first admin in with the credentials that hold now. */
export const signInFirstAdmin = async (): Promise<ApiSession> => {
  const admin = readFirstAdmin();
  return signInThroughApi(admin.email, admin.password, admin.totpSecret);
};

/**
 * One first-admin session per spec file, signed in on first use and shared by its walks; a failed sign-in is
 * forgotten so that the next walk tries again.
 */
export const firstAdminSessionOnce = (): (() => Promise<ApiSession>) => {
  let sessionOnce: Promise<ApiSession> | undefined;
  return () =>
    (sessionOnce ??= signInFirstAdmin().catch((failure: unknown) => {
      sessionOnce = undefined;
      throw failure;
    }));
};

export interface Invitation {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Invites an admin (POST registration/link) as `session`; the product mails them the registration link. */
export const inviteAdmin = async (session: ApiSession, invitation: Invitation): Promise<Admin> => {
  const answer = expectOk(
    await callApi('POST', `${AUTH}/admins/registration/link`, { session, body: invitation }),
    `Invitation of ${invitation.email}`,
  );
  return answer.body.admin as Admin;
};

/** The registration link of the newest unread registration mail to `email`. */
export const registrationLinkFor = async (email: string, since: Date): Promise<string> => {
  const base = e2eEnvironment().baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return linkIn(await waitForMail(email, /registration/, { since }), new RegExp(`^${base}/registration/[0-9a-f]{64}$`));
};

/** Finishes a registration from the mailed `link`, as the invited admin would on the registration page. */
export const finishRegistrationThroughApi = async (
  link: string,
  email: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> => {
  const token = new URL(link).pathname.split('/').pop();
  expectOk(
    await callApi('POST', `${AUTH}/admins/registration/${token}`, {
      body: { email, oldPassword, newPassword, captcha: await solveCaptcha() },
    }),
    `Registration of ${email}`,
  );
};

/** Step-up confirmation of `session` with its admin's password (valid for a few minutes). */
export const reauthenticateThroughApi = async (session: ApiSession, password: string): Promise<void> => {
  expectOk(await callApi('POST', `${AUTH}/admins/reauthenticate`, { session, body: { password } }), 'Reauthentication');
};

export const confirmAdminThroughApi = async (session: ApiSession, id: string): Promise<Admin> =>
  expectOk(await callApi('PUT', `${AUTH}/admins/confirm`, { session, body: { id } }), `Confirmation of ${id}`).body
    .admin as Admin;

export const setAdminStatusThroughApi = async (
  session: ApiSession,
  status: { email: string; isConfirmed: boolean; isActive: boolean },
): Promise<Admin> =>
  expectOk(await callApi('PUT', `${AUTH}/backoffice/confirmed`, { session, body: status }), `Status of ${status.email}`)
    .body.admin as Admin;

/** Replaces an admin's permissions; `session` must have confirmed it's them just before. */
export const setPermissionsThroughApi = async (
  session: ApiSession,
  id: string,
  permissions: readonly Permission[],
): Promise<Admin> =>
  expectOk(
    await callApi('PUT', `${AUTH}/admins/permissions`, { session, body: { id, permissions } }),
    `Permissions of ${id}`,
  ).body.admin as Admin;

export const getAdminThroughApi = async (session: ApiSession, id: string): Promise<Admin> =>
  expectOk(await callApi('GET', `${AUTH}/backoffice/${id}`, { session }), `Admin ${id}`).body.admin as Admin;

export interface ReadyAdmin extends Admin {
  /** The password they chose at registration. */
  password: string;
}

/**
 * An administrator who can sign in: invited by the first admin, registered from the mailed link, confirmed,
 * activated and given `permissions`, all through the API.
 */
export const createActiveAdmin = async (
  invitation: Omit<Invitation, 'password'>,
  permissions: readonly Permission[],
  /** A session of the first admin to use (each sign-in with an authenticator spends a 30-second step). */
  firstAdminSession?: ApiSession,
): Promise<ReadyAdmin> => {
  const firstAdmin = readFirstAdmin();
  const session = firstAdminSession ?? (await signInFirstAdmin());
  const temporaryPassword = 'temporary e2e passphrase 2026';
  const password = `own e2e passphrase ${invitation.firstName.toLowerCase()} 2026`;
  const since = new Date();
  const invited = await inviteAdmin(session, { ...invitation, password: temporaryPassword });
  await finishRegistrationThroughApi(
    await registrationLinkFor(invitation.email, since),
    invitation.email,
    temporaryPassword,
    password,
  );
  await confirmAdminThroughApi(session, invited.id);
  await setAdminStatusThroughApi(session, { email: invitation.email, isConfirmed: true, isActive: true });
  await reauthenticateThroughApi(session, firstAdmin.password);
  const admin = await setPermissionsThroughApi(session, invited.id, permissions);
  return { ...admin, password };
};

/** The two cookies of a signed-in browser, for `context.addCookies`. */
export const sessionCookies = (session: ApiSession) => {
  const url = e2eEnvironment().baseUrl;
  return [
    { name: 'authtoken', value: session.token, url, sameSite: 'Strict' as const },
    { name: 'authbinding', value: session.binding, url, httpOnly: true, sameSite: 'Strict' as const },
  ];
};

/** A fresh wallet address (lower case: the product stores it EIP-55 checksummed and answers with that form). */
export const randomWalletAddress = (): string => `0x${randomBytes(20).toString('hex')}`;

/** Hands a newly registered issuer over as the public platform does (intake call with the run's API key). */
export const intakeIssuer = async (issuer: IssuerIntakeBody): Promise<Issuer> =>
  expectOk(
    await callApi('POST', '/api/v1/intake/issuers', { headers: { 'x-api-key': E2E_INTAKE_API_KEY }, body: issuer }),
    `Intake of issuer ${issuer.email}`,
  ).body.issuer as Issuer;

/** Completes an issuer's KYC with the identity it registered with (POST backoffice/kyc). */
export const finishKycThroughApi = async (session: ApiSession, issuer: Issuer): Promise<Issuer> => {
  const body: KycBody = {
    email: issuer.email,
    issuerType: issuer.issuerType,
    firstName: issuer.firstName,
    lastName: issuer.lastName,
    companyName: issuer.companyName ?? '',
  };
  return expectOk(await callApi('POST', `${AUTH}/backoffice/kyc`, { session, body }), `KYC of ${issuer.email}`).body
    .issuer as Issuer;
};

/** Deposits `amount` $BLCK into an issuer wallet (PUT v1/wallets/increase/amount) with a fresh Idempotency-Key. */
export const depositThroughApi = async (
  session: ApiSession,
  walletAddress: string,
  amount: string,
): Promise<{ wallet: IssuerWalletWire; deposit: Deposit }> => {
  const answer = expectOk(
    await callApi('PUT', '/api/v1/wallets/increase/amount', {
      session,
      headers: { 'idempotency-key': randomUUID() },
      body: { wallet_address: walletAddress, amount },
    }),
    `Deposit of ${amount} into ${walletAddress}`,
  );
  return { wallet: answer.body.wallet as IssuerWalletWire, deposit: answer.body.deposit as Deposit };
};

/** Activates or suspends the official wallet of `currency` (PUT v1/officials/wallets/suspend). */
export const setOfficialWalletActiveThroughApi = async (
  session: ApiSession,
  currency: string,
  isActive: boolean,
): Promise<OfficialWalletWire> =>
  expectOk(
    await callApi('PUT', '/api/v1/officials/wallets/suspend', { session, body: { currency, is_active: isActive } }),
    `${isActive ? 'Activation' : 'Suspension'} of the ${currency} official wallet`,
  ).body.wallet as OfficialWalletWire;

/** Hands a newly registered investor over as the public platform does (intake call with the run's API key): pending. */
export const intakeInvestor = async (investor: InvestorIntakeBody): Promise<Investor> =>
  expectOk(
    await callApi('POST', '/api/v1/intake/investors', {
      headers: { 'x-api-key': E2E_INTAKE_API_KEY },
      body: investor,
    }),
    `Intake of investor ${investor.contactEmail}`,
  ).body.investor as Investor;

/**
 * Approves a pending investor as it registered (PUT investors/review, with a fresh Idempotency-Key): it becomes active
 * and each payment is credited by the ledger with its declared amount.
 */
export const reviewInvestorThroughApi = async (session: ApiSession, investor: Investor): Promise<Investor> =>
  expectOk(
    await callApi('PUT', `${AUTH}/investors/review`, {
      session,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        id: investor.id,
        investorName: investor.investorName,
        investorId: investor.investorId,
        investorAddress: investor.investorAddress,
        representedBy: investor.representedBy,
        interestRate: investor.interestRate,
        rewardBonus: investor.rewardBonus,
        contactEmail: investor.contactEmail,
        investorType: investor.investorType,
        paymentList: investor.paymentList.map(({ id, version, amount, currency, paymentType }) => ({
          id,
          version,
          amount,
          currency,
          paymentType,
        })),
      },
    }),
    `Review of investor ${investor.contactEmail}`,
  ).body.investor as Investor;

/** Locks payments of an investor for an issuer wallet until `availableFrom` (POST lockedfunds/investors). */
export const lockFundsThroughApi = async (
  session: ApiSession,
  lock: { walletAddress: string; availableFrom: string; investorId: string; paymentIds: string[] },
): Promise<LockedFunds> =>
  expectOk(
    await callApi('POST', `${AUTH}/lockedfunds/investors`, {
      session,
      headers: { 'idempotency-key': randomUUID() },
      body: lock,
    }),
    `Lock of ${lock.paymentIds.length} payment(s) of ${lock.investorId}`,
  ).body.lockedFunds as LockedFunds;

/** Adds a token value entry (POST blck), which becomes the current value. */
export const addBlckValueThroughApi = async (session: ApiSession, value: string): Promise<BlckValue> =>
  expectOk(await callApi('POST', `${AUTH}/blck`, { session, body: { value } }), `Token value ${value}`).body
    .blckValue as BlckValue;

/**
 * Sets one approval policy (PUT approvals/policies/{action}). It applies at once only while no other admin manager
 * could approve it or the `approvalPolicies` policy is off (global setup turns every policy off): 200 is required.
 */
export const setApprovalPolicyThroughApi = async (
  session: ApiSession,
  action: ApprovalAction,
  body: UpdateApprovalPolicyBody,
): Promise<ApprovalPolicy> =>
  expectOk(await callApi('PUT', `${AUTH}/approvals/policies/${action}`, { session, body }), `Approval policy ${action}`)
    .body.policy as ApprovalPolicy;
