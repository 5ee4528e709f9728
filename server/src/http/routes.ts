// Mounts contract endpoints: checks the rate limit, the session and its permission, validates the
// request with the contract's schemas, calls the handler and encodes the reply with the response schema.
import {
  AWAITING_APPROVAL_MESSAGE,
  COMMON_ERRORS,
  COOKIES,
  type Endpoint,
  hasPermission,
  HEADERS,
  ProposalAcceptedSchema,
} from '@blck/contract';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import Negotiator from 'negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Statement } from '../db/client';
import type { RateHit } from '../db/stores';
import type { Clock } from '../lib/clock';
import { encodeAnswer } from '../lib/encode-answer';
import { apiError, apiErrorRetryAfter } from '../lib/http-error';
import type { Config } from '../config/env';
import { ValidationError } from './error-handler';
import type { FourEyesGate, Replay } from './four-eyes';
import type { AuditContext, Authenticated, Session } from './request-context';
import { describeIssues } from './validation';

type Infer<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;
/**
 * What a handler returns: the response in the code's names (the response schema encodes it for the wire) without
 * `success`, or a text stream when the response is a CSV download.
 */
type Reply<R> = R extends z.ZodString
  ? Readable
  : R extends z.ZodType
    ? z.output<R> extends { success: true }
      ? Omit<z.output<R>, 'success'>
      : z.output<R>
    : never;

export interface HandlerInput<E extends Endpoint> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  headers: Infer<E['headers']>;
  /** Present for every endpoint whose access is not `public` or `intake`. */
  session: E['access'] extends 'public' | 'intake' ? null : Session;
  audit: AuditContext;
  /** The Idempotency-Key header of a call that moves money, when the caller sent one. */
  idempotencyKey: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<Reply<E['response']>>;
/** The CSV answer of an endpoint that also produces CSV (`alsoProduces`), as a text stream. */
export type CsvHandler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<Readable>;

/**
 * Whether a call to an endpoint that also produces CSV asks for it: `?format=csv`, or an Accept header whose
 * preferred type is `text/csv`. JSON stays the default (no Accept, `*\/*`, or JSON preferred).
 */
const wantsCsv = (request: FastifyRequest, query: unknown): boolean => {
  const format = (query as { format?: string } | undefined)?.format;
  if (format) return format === 'csv';
  return new Negotiator(request).mediaType(['application/json', 'text/csv']) === 'text/csv';
};

export interface RouteDeps {
  db: Db;
  clock: Clock;
  config: Config;
  /** The session, and what `rider` read in the same round trip (undefined without one). */
  authenticate(
    token: string | undefined,
    binding: string | undefined,
    rider?: Statement | null,
  ): Promise<Authenticated>;
  authenticateCountingHit(
    token: string | undefined,
    binding: string | undefined,
    hit: RateHit,
    checkHits: (hits: number) => void,
    rider?: Statement | null,
  ): Promise<Authenticated>;
  /** Counts one request of the per-IP limit and returns the count so far in its window. */
  countHit(hit: RateHit): Promise<number>;
}

const parse = <S extends z.ZodType | undefined>(schema: S, value: unknown, where: string): Infer<S> => {
  if (!schema) return undefined as Infer<S>;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError(`The ${where} must be a JSON object.`, {});
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, fields } = describeIssues(result.error.issues, where);
    throw new ValidationError(message, fields);
  }
  return result.data as Infer<S>;
};

const tokenOf = (request: FastifyRequest, endpoint: Endpoint): string | undefined => {
  if (endpoint.service === 'auth') {
    const header = request.headers[HEADERS.authToken];
    return typeof header === 'string' ? header : undefined;
  }
  const match = /^Bearer ([0-9a-f]{64})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
};

const sha256 = (text: string) => createHash('sha256').update(text).digest();

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The request's Idempotency-Key if it is well formed, without refusing one that is not (idempotencyKeyOf does). */
const wellFormedIdempotencyKey = (request: FastifyRequest, endpoint: Endpoint): string | null => {
  const value = request.headers[HEADERS.idempotencyKey];
  return endpoint.idempotent && typeof value === 'string' && IDEMPOTENCY_KEY.test(value) ? value : null;
};

const idempotencyKeyOf = (request: FastifyRequest, endpoint: Endpoint): string | null => {
  const key = wellFormedIdempotencyKey(request, endpoint);
  if (key === null && endpoint.idempotent && request.headers[HEADERS.idempotencyKey] !== undefined) {
    throw apiError(COMMON_ERRORS.idempotencyKeyMalformed);
  }
  return key;
};

const hasSuccessField = (schema: z.ZodType) =>
  'shape' in schema && typeof schema.shape === 'object' && schema.shape !== null && 'success' in schema.shape;

export const createRouteRegistrar = (app: FastifyInstance, deps: RouteDeps) => {
  /** The per-IP window this request counts in: auth service calls only, public ones in the strict class. */
  const rateWindow = (request: FastifyRequest, endpoint: Endpoint) => {
    const intake = endpoint.access === 'intake';
    if (endpoint.service !== 'auth' && !intake) return null;
    const strict = endpoint.access === 'public';
    const nowMs = deps.clock.now().getTime();
    const windowStartMs = Math.floor(nowMs / 60_000) * 60_000;
    const kind = intake ? 'intake' : strict ? 'signin' : 'auth';
    const hit: RateHit = { key: `${kind}:${request.ip}`, windowStart: new Date(windowStartMs) };
    const { rateLimits } = deps.config;
    const limit = intake ? rateLimits.intakePerMinute : strict ? rateLimits.signinPerMinute : rateLimits.authPerMinute;
    const checkHits = (hits: number) => {
      if (hits > limit) {
        throw apiErrorRetryAfter(COMMON_ERRORS.ipRateLimited, (windowStartMs + 60_000 - nowMs) / 1000);
      }
    };
    return { hit, checkHits };
  };

  const expectedIntakeDigest = deps.config.intakeApiKey ? sha256(deps.config.intakeApiKey) : null;
  /** Compares digests of equal length in constant time, so the answer's timing says nothing about the key. */
  const intakeKeyMatches = (key: string | string[] | undefined) =>
    expectedIntakeDigest !== null && typeof key === 'string' && timingSafeEqual(sha256(key), expectedIntakeDigest);

  /**
   * Counts the request and resolves who is calling, in one database round trip where a session is needed, which also
   * carries `rider` (the four-eyes gate's read of a guarded call).
   */
  const admit = async (
    request: FastifyRequest,
    endpoint: Endpoint,
    rider: Statement | null,
  ): Promise<{ session: Session | null; carried?: unknown }> => {
    const window = rateWindow(request, endpoint);
    if (endpoint.access === 'public' || endpoint.access === 'intake') {
      if (window) window.checkHits(await deps.countHit(window.hit));
      if (endpoint.access === 'intake') {
        if (!intakeKeyMatches(request.headers['x-api-key'])) {
          throw apiError(COMMON_ERRORS.intakeKeyInvalid);
        }
      }
      return { session: null };
    }
    const token = tokenOf(request, endpoint);
    const binding = request.cookies[COOKIES.binding];
    const admitted = window
      ? await deps.authenticateCountingHit(token, binding, window.hit, window.checkHits, rider)
      : await deps.authenticate(token, binding, rider);
    if (endpoint.access !== 'session' && !hasPermission(admitted.session.admin.permissions, endpoint.access)) {
      throw apiError(COMMON_ERRORS.permissionDenied, endpoint.access);
    }
    return admitted;
  };

  /** Every mounted endpoint's handler, so an approved proposal runs its stored request through the same one. */
  const handlers = new Map<string, { endpoint: Endpoint; handler: Handler<Endpoint> }>();
  let gate: FourEyesGate | null = null;

  /** Applies a stored request as `as.session` would have: parsed again with the contract, then the route's handler. */
  const replay: Replay = async (operationId, stored, as) => {
    const mounted = handlers.get(operationId);
    if (!mounted) throw new Error(`No route for ${operationId}`);
    const { endpoint, handler } = mounted;
    const { request, reply } = as.carrier as { request: FastifyRequest; reply: FastifyReply };
    return handler({
      params: parse(endpoint.params, stored.params, 'path'),
      query: undefined,
      body: parse(endpoint.body, stored.body, 'request body'),
      headers: undefined,
      session: as.session,
      audit: as.audit,
      idempotencyKey: as.idempotencyKey,
      request,
      reply,
    } as HandlerInput<Endpoint>);
  };

  /** Mounts the endpoint; `arriving` counts each of its calls on its way to a group commit (`GroupCommit.arriving`). */
  const mount = <E extends Endpoint>(
    endpoint: E,
    handler: Handler<E>,
    csvHandler?: CsvHandler<E>,
    arriving?: () => () => void,
  ) => {
    handlers.set(endpoint.operationId, { endpoint, handler: handler as unknown as Handler<Endpoint> });
    if (Boolean(endpoint.alsoProduces) !== Boolean(csvHandler)) {
      throw new Error(`${endpoint.operationId}: a CSV handler goes with alsoProduces, and only with it.`);
    }
    const wrapsSuccess = hasSuccessField(endpoint.response);
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      // A guarded call's screening reads what does not depend on its maker in the session check's round trip.
      const screening =
        endpoint.fourEyes && gate
          ? gate.read({
              action: endpoint.fourEyes,
              operationId: endpoint.operationId,
              idempotencyKey: wellFormedIdempotencyKey(request, endpoint),
            })
          : null;
      const { session, carried } = await admit(request, endpoint, screening);
      if (session) reply.header('cache-control', 'no-store');
      const params = parse(endpoint.params, request.params, 'path');
      const query = parse(endpoint.query, request.query, 'query');
      const body = parse(endpoint.body, request.body, 'request body');
      const headers = parse(endpoint.headers, request.headers, 'request headers');
      const audit: AuditContext = {
        actorId: session?.admin.id ?? null,
        actorEmail: session?.admin.email ?? null,
        requestId: request.id,
        ip: request.ip,
      };
      const input = {
        params,
        query,
        body,
        headers,
        session,
        audit,
        idempotencyKey: idempotencyKeyOf(request, endpoint),
        request,
        reply,
      } as HandlerInput<E>;
      if (csvHandler && wantsCsv(request, query)) {
        const csv = await csvHandler(input);
        return reply.type('text/csv; charset=utf-8').send(csv);
      }
      let result: Reply<E['response']>;
      if (endpoint.fourEyes && gate && session) {
        const screened = await gate.screen(
          {
            action: endpoint.fourEyes,
            operationId: endpoint.operationId,
            session,
            params: (request.params ?? {}) as Record<string, string>,
            wireBody: request.body,
            body,
            idempotencyKey: input.idempotencyKey,
            audit,
          },
          () => handler(input),
          carried,
        );
        if ('proposal' in screened) {
          reply.code(202);
          return encodeAnswer(ProposalAcceptedSchema, {
            success: true,
            awaitingApproval: true,
            message: AWAITING_APPROVAL_MESSAGE,
            proposal: screened.proposal,
          });
        }
        result = screened.applied;
      } else {
        result = await handler(input);
      }
      if (reply.sent) return reply;
      if (endpoint.produces) return reply.type(`${endpoint.produces}; charset=utf-8`).send(result);
      return encodeAnswer(endpoint.response, wrapsSuccess ? { success: true, ...(result as object) } : result);
    };
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      handler: arriving
        ? async (request, reply) => {
            const arrived = arriving();
            try {
              return await answer(request, reply);
            } finally {
              arrived();
            }
          }
        : answer,
    });
  };

  const register = <E extends Endpoint>(endpoint: E, handler: Handler<E>, csvHandler?: CsvHandler<E>) =>
    mount(endpoint, handler, csvHandler);

  return Object.assign(register, {
    /**
     * Mounts an endpoint whose calls go through a group commit, counting each call on its way there so the batch
     * waits for the calls that arrived together (`GroupCommit.arriving`).
     */
    batched: <E extends Endpoint>(endpoint: E, arriving: () => () => void, handler: Handler<E>) =>
      mount(endpoint, handler, undefined, arriving),
    replay,
    /** Puts four eyes in front of every endpoint that names a policy (`fourEyes`). */
    useGate: (screen: FourEyesGate) => {
      gate = screen;
    },
  });
};

export type RegisterRoute = ReturnType<typeof createRouteRegistrar>;
