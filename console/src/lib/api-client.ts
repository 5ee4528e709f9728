// The only module that calls fetch: builds each request from a contract endpoint and parses every answer with it.
import {
  ErrorResponseSchema,
  HEADERS,
  buildPath,
  endpoints,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@blck/contract';
import { environment } from '../config/environment';
import { ApiError } from './api-error';
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

const UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';
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

const toApiError = (response: Response, payload: unknown): ApiError => {
  const parsed = ErrorResponseSchema.safeParse(payload);
  if (parsed.success) return new ApiError(response.status, parsed.data.message, parsed.data.error);
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

export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointResponse<E>> {
  const { params, query, body, headers = {}, idempotencyKey, signal, toastOnError = true } = options;
  const url = apiUrl(buildPath(endpoint.path, params as Record<string, string> | undefined) + queryString(query));

  const requestHeaders: Record<string, string> = { accept: 'application/json', ...authHeaders(endpoint), ...headers };
  if (body !== undefined) requestHeaders['content-type'] = 'application/json';
  if (idempotencyKey) requestHeaders[HEADERS.idempotencyKey] = idempotencyKey;

  try {
    const response = await send(url, {
      method: endpoint.method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: environment.apiOrigin ? 'include' : 'same-origin',
      signal,
    });
    const payload = await readJson(response);
    if (!response.ok) throw toApiError(response, payload);

    const parsed = endpoint.response.safeParse(payload);
    if (!parsed.success) throw new ApiError(response.status, '', '', UNEXPECTED_ANSWER_MESSAGE);
    return parsed.data as EndpointResponse<E>;
  } catch (failure) {
    if (signal?.aborted) throw failure;
    if (failure instanceof ApiError && endsSession(endpoint, failure)) {
      removeAuthToken();
      window.location.assign('/');
      throw failure;
    }
    if (toastOnError) notifyError(failure);
    throw failure;
  }
}

/**
 * The `fetch` the ALTCHA widget uses for its challenge: the same request path as every other call,
 * parsed with the contract, then handed back to the widget as the JSON it expects.
 */
export const captchaChallengeFetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const challenge = await callEndpoint(endpoints.captchaChallenge, { signal: init?.signal ?? undefined });
  return new Response(JSON.stringify(challenge), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
};

export const captchaChallengeUrl = (): string => apiUrl(endpoints.captchaChallenge.path);
