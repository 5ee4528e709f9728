// Custom validators: generation behind the admin's password (wrong ones refused and counted toward the lockout),
// only the secret's digest stored, the list, one-time pairing (also under concurrency), removal, the counter,
// permissions, the audit trail and realtime events; every refused call changes nothing.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type CustomValidator, type Permission } from '@blck/contract';
import type { ChangeEvent } from '../../src/lib/events';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const MINUTE = 60_000;

interface Generated {
  sessionHash: string;
  pairingLink: string;
  customValidator: CustomValidator;
}

describe.each(testDatabases())('custom validators on $name', (database) => {
  let h: Harness;
  let manager: SignedIn;
  let managerAccount: { email: string; password: string };
  let viewer: SignedIn;
  let counter: SignedIn;
  const heard: ChangeEvent[] = [];
  beforeAll(async () => {
    h = await createHarness(database);
    const signedIn = async (permissions: Permission[]) => {
      const admin = await h.createAdmin({ permissions });
      return { session: await h.signIn(admin.email, admin.password), account: admin };
    };
    ({ session: manager, account: managerAccount } = await signedIn(['authenticators.manage', 'validators.view']));
    ({ session: viewer } = await signedIn(['authenticators.view']));
    ({ session: counter } = await signedIn(['validators.view']));
    h.app.events.onChange((event) => heard.push(event));
  });
  afterAll(() => h?.close());

  const generate = (password: string, session = manager) =>
    h.call(endpoints.generateCustomValidator, { session, body: { password } });
  const generated = async (): Promise<Generated> => {
    const response = await generate(managerAccount.password);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const pair = (sessionHash: string, nodeName = 'node-a') =>
    h.call(endpoints.pairValidator, { body: { sessionHash, nodeName } });
  const remove = (id: string, session = manager) =>
    h.call(endpoints.removeCustomValidator, { session, params: { id } });
  const count = async () => {
    const response = await h.call(endpoints.countValidators, { session: counter, bearer: true });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.count as number;
  };
  const list = async (query = '', session = viewer) => {
    const response = await h.call(endpoints.listCustomValidators, {
      session,
      rawPath: `${endpoints.listCustomValidators.path}${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { success: true; total: number; customValidators: CustomValidator[] };
  };
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all([
        h.db.query(
          `SELECT id, encode(session_hash_digest, 'hex') AS digest, status, node_name, paired_at, removed_at
           FROM custom_validators ORDER BY id`,
        ),
        h.db.query('SELECT count(*)::int AS n FROM audit_events'),
      ]),
    );
  const rowOf = async (id: string) =>
    (
      await h.db.query<{ status: string; node_name: string | null; digest: string }>(
        `SELECT status, node_name, encode(session_hash_digest, 'hex') AS digest FROM custom_validators WHERE id = $1`,
        [id],
      )
    )[0]!;

  it('generates a validator after the password: a 256-bit secret shown once, only its digest stored', async () => {
    h.clock.advance(60_000);
    const response = await generate(managerAccount.password);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.sessionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(answer).toEqual({
      success: true,
      sessionHash: answer.sessionHash,
      pairingLink: `http://console.test/validators/pair/${answer.sessionHash}`,
      customValidator: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'awaiting_pairing',
        nodeName: null,
        createdAt: h.clock.now().toISOString(),
        createdByEmail: managerAccount.email,
        pairedAt: null,
      },
    });
    const id = answer.customValidator.id as string;
    expect((await rowOf(id)).digest).toBe(sha256(answer.sessionHash));
    // The secret is nowhere at rest: not in any table row, not in the audit trail, not in the log.
    const [stored] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM custom_validators c WHERE row_to_json(c)::text LIKE $1`,
      [`%${answer.sessionHash}%`],
    );
    expect(stored!.n).toBe(0);
    const [audited] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_events e WHERE row_to_json(e)::text LIKE $1`,
      [`%${answer.sessionHash}%`],
    );
    expect(audited!.n).toBe(0);
    expect(h.logText()).not.toContain(answer.sessionHash);
    const events = await h.db.query<{ actor_email: string; before: unknown; after: unknown }>(
      `SELECT actor_email, before, after FROM audit_events WHERE action = 'custom_validator.generated' AND resource_id = $1`,
      [id],
    );
    expect(events).toEqual([
      { actor_email: managerAccount.email, before: null, after: { status: 'awaiting_pairing' } },
    ]);
    expect(heard.at(-1)).toEqual({ area: 'authenticators', resource: 'custom_validator', id, action: 'generated' });
    expect((await list()).customValidators[0]).toEqual(answer.customValidator);

    const other = await generated();
    expect(other.sessionHash).not.toBe(answer.sessionHash);
  });

  it('refuses a wrong password with the same 422 as the authenticator setup, creating nothing; five lock the account', async () => {
    const admin = await h.createAdmin({ permissions: ['authenticators.manage'] });
    const session = await h.signIn(admin.email, admin.password);
    const before = await snapshot();
    const heardBefore = heard.length;
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await generate(`${admin.password}!`, session);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        success: false,
        error: 'INVALID_PASSWORD',
        message: 'The password is not correct.',
      });
    }
    const locking = await generate('not it', session);
    expect(locking.statusCode).toBe(429);
    expect(locking.json()).toMatchObject({ error: 'ACCOUNT_LOCKED' });
    expect(locking.json().message).toBe(
      'Too many failed attempts. Sign-in is locked for 1 minute; try again after that.',
    );
    expect(locking.headers['retry-after']).toBe('60');
    // While locked even the right password is refused.
    expect((await generate(admin.password, session)).statusCode).toBe(429);
    const [created] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM custom_validators');
    expect(JSON.parse(before)[0]).toHaveLength(created!.n);
    const failures = await h.db.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE actor_id = $1 AND action IN ('custom_validator.password_failed', 'signin.locked')
       ORDER BY seq`,
      [admin.id],
    );
    expect(failures.map((row) => row.action)).toEqual([
      ...Array(4).fill('custom_validator.password_failed'),
      'signin.locked',
    ]);
    expect(heard.length).toBe(heardBefore);

    h.clock.advance(61_000);
    const allowed = await generate(admin.password, session);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().customValidator.createdByEmail).toBe(admin.email);
  });

  it('pairs once: the counter goes up, the node is named, audited without an admin, announced to both areas', async () => {
    const { sessionHash, customValidator } = await generated();
    const countBefore = await count();
    // A whole minute, so the refusal below names it as "YYYY-MM-DD HH:MM UTC".
    h.clock.set(new Date((Math.floor(h.clock.now().getTime() / MINUTE) + 1) * MINUTE));
    const response = await pair(sessionHash, '  validator-eu-1 ');
    expect(response.statusCode, response.body).toBe(200);
    const pairedAt = h.clock.now().toISOString();
    expect(response.json()).toEqual({
      success: true,
      validator: { id: customValidator.id, nodeName: 'validator-eu-1', pairedAt },
    });
    expect(await count()).toBe(countBefore + 1);
    const listed = (await list()).customValidators.find((v) => v.id === customValidator.id);
    expect(listed).toEqual({ ...customValidator, status: 'paired', nodeName: 'validator-eu-1', pairedAt });
    const events = await h.db.query<{ actor_id: string | null; before: unknown; after: unknown }>(
      `SELECT actor_id, before, after FROM audit_events WHERE action = 'custom_validator.paired' AND resource_id = $1`,
      [customValidator.id],
    );
    expect(events).toEqual([
      {
        actor_id: null,
        before: { status: 'awaiting_pairing' },
        after: { status: 'paired', nodeName: 'validator-eu-1', pairedAt },
      },
    ]);
    expect(heard.slice(-2)).toEqual([
      { area: 'authenticators', resource: 'custom_validator', id: customValidator.id, action: 'paired' },
      { area: 'validators', resource: 'validator', id: customValidator.id, action: 'paired' },
    ]);

    // The same secret again, even with another name: refused, nothing changes.
    const before = await snapshot();
    const heardBefore = heard.length;
    h.clock.advance(60_000);
    const again = await pair(sessionHash, 'intruder');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: 'ALREADY_PAIRED',
      message: `This pairing code was already used: a validator node paired with it on ${pairedAt.slice(0, 10)} ${pairedAt.slice(11, 16)} UTC. Ask an administrator for a new pairing link.`,
    });
    const unknown = await pair('f'.repeat(64));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      error: 'PAIRING_CODE_UNKNOWN',
      message: 'This pairing code is not valid. Ask an administrator for a new pairing link.',
    });
    for (const [body, field, message] of [
      [{ sessionHash: sessionHash.toUpperCase(), nodeName: 'x' }, 'sessionHash', 'This pairing code is not valid.'],
      [{ sessionHash: sessionHash.slice(1), nodeName: 'x' }, 'sessionHash', 'This pairing code is not valid.'],
      [{ sessionHash, nodeName: '   ' }, 'nodeName', 'Enter the name of the validator node.'],
      [{ sessionHash, nodeName: 'n'.repeat(101) }, 'nodeName', 'A node name has at most 100 characters.'],
      [{ sessionHash }, 'nodeName', 'Enter the name of the validator node.'],
    ] as const) {
      const malformed = await h.call(endpoints.pairValidator, { body });
      expect(malformed.statusCode, JSON.stringify(body)).toBe(400);
      expect(malformed.json().fields[field]).toBe(message);
    }
    expect(await snapshot()).toBe(before);
    expect(heard.length).toBe(heardBefore);
    expect((await rowOf(customValidator.id)).node_name).toBe('validator-eu-1');
  });

  it('lets exactly one of concurrent pairings with one secret through', async () => {
    const { sessionHash, customValidator } = await generated();
    const countBefore = await count();
    const responses = await Promise.all(Array.from({ length: 8 }, (_, index) => pair(sessionHash, `racer-${index}`)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json().error).toBe('ALREADY_PAIRED');
    const winner = responses.find((r) => r.statusCode === 200)!.json().validator;
    expect((await rowOf(customValidator.id)).node_name).toBe(winner.nodeName);
    expect(await count()).toBe(countBefore + 1);
    const audited = await h.db.query(
      `SELECT 1 FROM audit_events WHERE action = 'custom_validator.paired' AND resource_id = $1`,
      [customValidator.id],
    );
    expect(audited).toHaveLength(1);
    expect(heard.filter((event) => event.id === customValidator.id && event.action === 'paired')).toHaveLength(2);
  });

  it('removes a validator once: it leaves the list, a paired one stops counting, its secret stops working', async () => {
    const awaiting = await generated();
    const paired = await generated();
    expect((await pair(paired.sessionHash, 'to-remove')).statusCode).toBe(200);
    const countBefore = await count();
    const totalBefore = (await list()).total;

    h.clock.set(new Date((Math.floor(h.clock.now().getTime() / MINUTE) + 1) * MINUTE));
    const first = await remove(awaiting.customValidator.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, id: awaiting.customValidator.id });
    expect(await count()).toBe(countBefore);
    expect(heard.at(-1)).toEqual({
      area: 'authenticators',
      resource: 'custom_validator',
      id: awaiting.customValidator.id,
      action: 'removed',
    });
    expect(heard.filter((e) => e.area === 'validators' && e.id === awaiting.customValidator.id)).toEqual([]);

    const second = await remove(paired.customValidator.id);
    expect(second.statusCode).toBe(200);
    expect(await count()).toBe(countBefore - 1);
    expect(heard.slice(-2)).toEqual([
      { area: 'authenticators', resource: 'custom_validator', id: paired.customValidator.id, action: 'removed' },
      { area: 'validators', resource: 'validator', id: paired.customValidator.id, action: 'removed' },
    ]);
    const afterRemoval = await list('?perPage=100');
    expect(afterRemoval.total).toBe(totalBefore - 2);
    expect(afterRemoval.customValidators.map((v) => v.id)).not.toContain(awaiting.customValidator.id);
    expect(afterRemoval.customValidators.map((v) => v.id)).not.toContain(paired.customValidator.id);
    const events = await h.db.query<{ resource_id: string; before: unknown; after: unknown }>(
      `SELECT resource_id, before, after FROM audit_events WHERE action = 'custom_validator.removed'
         AND resource_id IN ($1, $2) ORDER BY seq`,
      [awaiting.customValidator.id, paired.customValidator.id],
    );
    const removedAt = h.clock.now().toISOString();
    expect(events).toEqual([
      {
        resource_id: awaiting.customValidator.id,
        before: { status: 'awaiting_pairing', nodeName: null },
        after: { status: 'removed', removedAt },
      },
      {
        resource_id: paired.customValidator.id,
        before: { status: 'paired', nodeName: 'to-remove' },
        after: { status: 'removed', removedAt },
      },
    ]);

    const before = await snapshot();
    const heardBefore = heard.length;
    h.clock.advance(60_000);
    const twice = await remove(awaiting.customValidator.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      success: false,
      error: 'CUSTOM_VALIDATOR_REMOVED',
      message: `This custom authenticator was already removed on ${removedAt.slice(0, 10)} ${removedAt.slice(11, 16)} UTC.`,
    });
    const unknown = await remove(MISSING_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      error: 'CUSTOM_VALIDATOR_NOT_FOUND',
      message: 'There is no custom authenticator with this id.',
    });
    const malformed = await remove('first');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('This id is not valid.');
    for (const secret of [awaiting.sessionHash, paired.sessionHash]) {
      const late = await pair(secret, 'too-late');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        success: false,
        error: 'CUSTOM_VALIDATOR_REMOVED',
        message:
          'This custom authenticator was removed: its pairing code no longer works. Ask an administrator for a new pairing link.',
      });
    }
    expect(await snapshot()).toBe(before);
    expect(heard.length).toBe(heardBefore);
    expect((await rowOf(awaiting.customValidator.id)).status).toBe('removed');
  });

  it('lists newest first, pages, and asks page 0 of 30 by default', async () => {
    for (let index = 0; index < 3; index++) {
      h.clock.advance(60_000);
      await generated();
    }
    const everything = await list('?perPage=100');
    expect(everything.customValidators).toHaveLength(everything.total);
    expect(everything.customValidators.every((v) => v.status !== 'removed')).toBe(true);
    const times = everything.customValidators.map((v) => v.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const [stored] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM custom_validators WHERE status <> 'removed'`,
    );
    expect(everything.total).toBe(stored!.n);
    const pages = [];
    for (let page = 0; page * 3 < everything.total; page++) {
      const answer = await list(`?page=${page}&perPage=3`);
      expect(answer.total).toBe(everything.total);
      pages.push(...answer.customValidators);
    }
    expect(pages).toEqual(everything.customValidators);
    expect(await list()).toEqual(await list('?page=0&perPage=30'));
    for (const [query, field] of [
      ['?page=-1', 'page'],
      ['?perPage=0', 'perPage'],
      ['?perPage=101', 'perPage'],
      ['?status=removed', 'status'],
    ] as const) {
      const response = await h.call(endpoints.listCustomValidators, {
        session: viewer,
        rawPath: `${endpoints.listCustomValidators.path}${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields[field]).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('lets a viewer list but not generate or remove; the counter needs validators.view and a Bearer token', async () => {
    const target = await generated();
    const stranger = await h.createAdmin({ permissions: ['authenticators.manage'] });
    const strangerSession = await h.signIn(stranger.email, stranger.password);
    const before = await snapshot();
    const forbidden = 'You do not have permission to do this. Ask an administrator for "authenticators.manage".';
    for (const response of [await generate('whatever', viewer), await remove(target.customValidator.id, viewer)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(forbidden);
    }
    const counted = await h.call(endpoints.countValidators, { session: strangerSession, bearer: true });
    expect(counted.statusCode).toBe(403);
    expect(counted.json().message).toContain('"validators.view"');
    expect((await h.call(endpoints.countValidators, { session: counter })).statusCode).toBe(401);
    expect((await h.call(endpoints.countValidators)).statusCode).toBe(401);
    expect((await h.call(endpoints.listCustomValidators, { session: counter })).statusCode).toBe(403);
    expect((await h.call(endpoints.generateCustomValidator, { body: { password: 'x' } })).statusCode).toBe(401);
    expect(await snapshot()).toBe(before);
    const [paired] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM custom_validators WHERE status = 'paired'`,
    );
    expect(await count()).toBe(paired!.n);
  });
});
