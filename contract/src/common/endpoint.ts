// The shape of one call in the endpoint table: what the server validates and the console parses.
import { z } from 'zod';
import type { ApprovalAction } from '../approvals/approvals.constants';
import type { Permission } from '../permissions/permissions';
import type { DomainError } from './errors';
import type { Resource } from './resources';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Service = 'auth' | 'platform' | 'validator';

/**
 * Who may call: `public` (no session), `session` (any signed-in admin), `intake` (the platform's
 * service key) or the permission the caller must hold.
 */
export type Access = 'public' | 'session' | 'intake' | Permission;

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  H extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  operationId: string;
  method: HttpMethod;
  /** Full path under the origin, e.g. `/api/auth/v1/admins/current`; parameters as `:name`. */
  path: string;
  service: Service;
  summary: string;
  access: Access;
  /** True for calls this design adds to SPEC §7. */
  added?: boolean;
  /** True for calls that move money and take an Idempotency-Key. */
  idempotent?: boolean;
  /** Media type of a non-JSON answer (a CSV download); the response schema then describes one row. */
  produces?: 'text/csv';
  /**
   * Media type the call also answers on request (`?format=csv` or `Accept: text/csv`); the response schema is
   * then the JSON answer, which stays the default.
   */
  alsoProduces?: 'text/csv';
  /**
   * What a successful call changes (besides the audit trail and the dashboard, which every change moves): the console
   * makes these resources stale from here, in one place.
   */
  affects?: readonly Resource[];
  /**
   * The approval policy that may hold this call back (issue 17): when it does, the call answers 202 with a proposal
   * (`ProposalAcceptedSchema`) and applies only once a second admin approves.
   */
  fourEyes?: ApprovalAction;
  /** The domain errors this call may answer, beside the generic 400/401/403/429/500 every call has. */
  errors?: readonly DomainError[];
  params?: P;
  query?: Q;
  body?: B;
  headers?: H;
  response: R;
}

export const defineEndpoint = <
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  H extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(
  endpoint: Endpoint<P, Q, B, H, R>,
) => endpoint;

export type EndpointResponse<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;
/** The body a caller gives: in the code's names when the body is a codec (see `wireBody`), else as the wire has it. */
export type EndpointBody<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer B> ? (B extends z.ZodCodec ? z.output<B> : z.input<B>) : never;
export type EndpointQuery<E> = E extends Endpoint<z.ZodType, infer Q> ? z.input<Q> : never;
export type EndpointParams<E> = E extends Endpoint<infer P> ? z.input<P> : never;

/** Fills `:name` segments of a path. */
export const buildPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });

/** A body as the wire has it: a codec body is encoded from the code's names, any other is sent as given. */
export const wireBody = (schema: z.ZodType | undefined, body: unknown): unknown =>
  schema instanceof z.ZodCodec ? z.encode(schema, body) : body;
