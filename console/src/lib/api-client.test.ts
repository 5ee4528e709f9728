// Which text wins when a call fails (SPEC §8): the server's message, then its error code, then the client's own
// sentence. fetch answers with real Response objects; nothing of the console is replaced.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIATS_ERRORS, UNHANDLED_ERROR_MESSAGE, endpoints } from '@blck/contract';
import { callEndpoint } from './api-client';
import { ApiError, errorMessage, isDomainError } from './api-error';

const ID = '00000000-0000-4000-8000-000000000001';

const answer = (response: Response | Error) =>
  vi.stubGlobal('fetch', async () => {
    if (response instanceof Error) throw response;
    return response;
  });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const failureOf = async (): Promise<unknown> =>
  callEndpoint(endpoints.getFiat, { params: { id: ID }, toastOnError: false }).then(
    () => expect.unreachable('the call should fail'),
    (failure: unknown) => failure,
  );

afterEach(() => vi.unstubAllGlobals());

describe('api client errors', () => {
  it("shows the server's message first, and keeps its code and status", async () => {
    answer(json(404, { success: false, message: FIATS_ERRORS.notFound.message, error: FIATS_ERRORS.notFound.code }));
    const failure = await failureOf();
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, error: 'FIAT_NOT_FOUND' });
    expect(errorMessage(failure)).toBe('There is no fiat currency with this id.');
    expect(isDomainError(failure, FIATS_ERRORS.notFound)).toBe(true);
    expect(isDomainError(failure, FIATS_ERRORS.labelTaken)).toBe(false);
  });

  it('shows the error code when the answer has no message', async () => {
    answer(json(502, { error: 'UPSTREAM_UNAVAILABLE' }));
    expect(errorMessage(await failureOf())).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('says the status when the answer is not the envelope', async () => {
    answer(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const failure = await failureOf();
    expect(failure).toMatchObject({ status: 502, serverMessage: '', error: '' });
    expect(errorMessage(failure)).toBe('The server answered 502 Bad Gateway.');
  });

  it('says the server could not be reached when fetch itself fails', async () => {
    answer(new TypeError('Failed to fetch'));
    const failure = await failureOf();
    expect(failure).toMatchObject({ status: 0 });
    expect(errorMessage(failure)).toBe('The server could not be reached. Check your connection and try again.');
  });

  it('refuses a success whose body the contract does not describe', async () => {
    answer(json(200, { success: true, fiat: { id: 42 } }));
    expect(errorMessage(await failureOf())).toBe(
      'The server sent an answer the console does not understand. Reload the page and try again.',
    );
  });

  it('falls back to "Unhandled error" only when nothing else is known', () => {
    expect(errorMessage(new ApiError(500, '', ''))).toBe(UNHANDLED_ERROR_MESSAGE);
    expect(errorMessage('not an error')).toBe(UNHANDLED_ERROR_MESSAGE);
    expect(errorMessage(new Error('client side'))).toBe('client side');
  });
});
