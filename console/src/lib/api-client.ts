// The only module that calls fetch: builds each request from a contract endpoint (a codec body encoded for the wire) and
// parses every answer with it (or, for a file download such as a CSV export, checks its media type and saves it).
import {
  ErrorResponseSchema,
  HEADERS,
  buildPath,
  wireBody,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@blck/contract';
import { environment } from '../config/environment';
import { ApiError, UNREACHABLE_MESSAGE } from './api-error';
import { AwaitingApproval, isAwaitingApproval } from './awaiting-approval';
import { getAuthToken, removeAuthToken } from './cookies';
import { notifyError } from './toast';

export interface CallOptions<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  /** Extra request headers, e.g. `sessionid` for the sign-in steps. */
  headers?: Record<string, string>;
  /** One key per user action for calls that move money (DESIGN §5). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** False when the caller reports the failure itself. */
  toastOnError?: boolean;
}

const UNEXPECTED_ANSWER_MESSAGE =
  'The server sent an answer the console does not understand. Reload the page and try again.';

export const apiUrl = (path: string): string => `${environment.apiOrigin}${path}`;

const queryString = (query: unknown): string => {
  if (query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const authHeaders = (endpoint: Endpoint): Record<string, string> => {
  const token = getAuthToken();
  if (!token || endpoint.access === 'public') return {};
  return endpoint.service === 'auth' ? { [HEADERS.authToken]: token } : { authorization: `Bearer ${token}` };
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Reads `message` and `error` from a failed answer, each only if present, so an answer without `message` (a proxy's,
 * or a server that names only its code) still shows its `error` before the client's generic text (SPEC §8).
 */
const ErrorFieldsSchema = ErrorResponseSchema.pick({ message: true, error: true }).partial();

const toApiError = (response: Response, payload: unknown): ApiError => {
  const parsed = ErrorFieldsSchema.safeParse(payload);
  if (parsed.success && (parsed.data.message || parsed.data.error)) {
    return new ApiError(response.status, parsed.data.message ?? '', parsed.data.error ?? '');
  }
  return new ApiError(
    response.status,
    '',
    '',
    `The server answered ${response.status} ${response.statusText}`.trim() + '.',
  );
};

/** A session that the auth service no longer accepts ends here (SPEC §8), except on the sign-in page itself. */
const endsSession = (endpoint: Endpoint, failure: ApiError): boolean =>
  failure.status === 401 &&
  endpoint.service === 'auth' &&
  endpoint.access !== 'public' &&
  window.location.pathname !== '/';

const send = async (url: string, init: RequestInit): Promise<Response> => {
  try {
    return await fetch(url, init);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError(0, '', '', UNREACHABLE_MESSAGE);
  }
};

const requestUrl = <E extends Endpoint>(endpoint: E, options: CallOptions<E>): string =>
  apiUrl(buildPath(endpoint.path, options.params as Record<string, string> | undefined) + queryString(options.query));

/** What every failed call does: end the session on a 401 (SPEC §8), toast unless the caller reports it. */
const failed = <E extends Endpoint>(endpoint: E, options: CallOptions<E>, failure: unknown): never => {
  if (options.signal?.aborted || isAwaitingApproval(failure)) throw failure;
  if (failure instanceof ApiError && endsSession(endpoint, failure)) {
    removeAuthToken();
    window.location.assign('/');
    throw failure;
  }
  if (options.toastOnError ?? true) notifyError(failure);
  throw failure;
};

/**
 * A 202 of a call under four eyes (issue 17): the server recorded a proposal instead of applying the call. Raised as
 * its own outcome, so no caller mistakes it for the endpoint's result; an answer that is not a proposal is refused.
 * The schema loads with the first such answer (lib/proposal-accepted), off the sign-in page's path.
 */
const awaitingApproval = async (response: Response, payload: unknown): Promise<AwaitingApproval | ApiError> => {
  const { parseProposalAccepted } = await import('./proposal-accepted');
  const accepted = parseProposalAccepted(payload);
  return accepted ? new AwaitingApproval(accepted) : new ApiError(response.status, '', '', UNEXPECTED_ANSWER_MESSAGE);
};

/**
 * Calls an endpoint and resolves to its parsed answer. Rejects with an `ApiError` (toasted unless `toastOnError` is
 * false), or, for an endpoint under four eyes (`fourEyes`) that a policy held back, with an `AwaitingApproval` (never
 * toasted here: `useEndpointMutation` announces it).
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointResponse<E>> {
  const { body, headers = {}, idempotencyKey, signal } = options;
  const requestHeaders: Record<string, string> = { accept: 'application/json', ...authHeaders(endpoint), ...headers };
  if (body !== undefined) requestHeaders['content-type'] = 'application/json';
  if (idempotencyKey) requestHeaders[HEADERS.idempotencyKey] = idempotencyKey;

  try {
    const response = await send(requestUrl(endpoint, options), {
      method: endpoint.method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(wireBody(endpoint.body, body)),
      credentials: environment.apiOrigin ? 'include' : 'same-origin',
      signal,
    });
    const payload = await readJson(response);
    if (!response.ok) throw toApiError(response, payload);
    if (response.status === 202 && endpoint.fourEyes) throw await awaitingApproval(response, payload);

    const parsed = endpoint.response.safeParse(payload);
    if (!parsed.success) throw new ApiError(response.status, '', '', UNEXPECTED_ANSWER_MESSAGE);
    return parsed.data as EndpointResponse<E>;
  } catch (failure) {
    return failed(endpoint, options, failure);
  }
}

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, if any. */
const attachmentName = (header: string | null): string | null => {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1]?.trim() || null;
};

/** Hands a blob to the browser as a download under `filename`. */
const saveBlob = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * Downloads the file an endpoint with `produces` (or `alsoProduces`) answers (e.g. a CSV export) with the same auth headers as every
 * call, its query or JSON body (a POST report), and saves it through an object URL. Resolves to the saved file name.
 */
export async function downloadEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> & { fallbackFilename?: string } = {},
): Promise<string> {
  const mediaType = endpoint.produces ?? endpoint.alsoProduces;
  if (!mediaType) throw new Error(`${endpoint.operationId} answers JSON only: use callEndpoint.`);
  const { body, headers = {}, signal } = options;
  const requestHeaders: Record<string, string> = {
    accept: `${mediaType}, application/json`,
    ...authHeaders(endpoint),
    ...headers,
  };
  if (body !== undefined) requestHeaders['content-type'] = 'application/json';

  try {
    const response = await send(requestUrl(endpoint, options), {
      method: endpoint.method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(wireBody(endpoint.body, body)),
      credentials: environment.apiOrigin ? 'include' : 'same-origin',
      signal,
    });
    if (!response.ok) throw toApiError(response, await readJson(response));
    if (!(response.headers.get('content-type') ?? '').startsWith(mediaType)) {
      throw new ApiError(response.status, '', '', UNEXPECTED_ANSWER_MESSAGE);
    }
    const filename =
      attachmentName(response.headers.get('content-disposition')) ??
      options.fallbackFilename ??
      `${endpoint.operationId}.${mediaType.split('/')[1] ?? 'txt'}`;
    saveBlob(await response.blob(), filename);
    return filename;
  } catch (failure) {
    return failed(endpoint, options, failure);
  }
}
