// Which text wins when a call fails (SPEC §8): the server's message, then its error code, then the client's own
// sentence. fetch answers with real Response objects; nothing of the console is replaced.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIATS_ERRORS, UNHANDLED_ERROR_MESSAGE, endpoints } from '@blck/contract';
import { AWAITING_APPROVAL_MESSAGE } from '@blck/contract';
import { callEndpoint } from './api-client';
import { failureToShow, isAwaitingApproval } from './awaiting-approval';
import * as toast from './toast';
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

describe('api client: a call held back for approval (202, four eyes)', () => {
  const proposal = {
    id: ID,
    action: 'fiatValue',
    operationId: 'updateFiat',
    request: { params: { id: ID }, body: { title: 'Euro', value: '1.1', label: 'EUR' } },
    status: 'pending',
    summary: 'Change the value of EUR from 1 to 1.1 $BLCK.',
    changes: [{ label: 'Value', before: '1', after: '1.1' }],
    target: { resource: 'fiat', id: ID },
    reason: null,
    permission: 'fiats.manage',
    maker: { id: ID, email: 'maker@example.com', name: 'Mia Maker' },
    createdAt: '2026-11-24T10:00:00.000Z',
    expiresAt: '2026-11-25T10:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    comment: null,
    canDecide: false,
    canWithdraw: true,
  };
  const accepted = { success: true, awaitingApproval: true, message: AWAITING_APPROVAL_MESSAGE, proposal };
  const update = () =>
    callEndpoint(endpoints.updateFiat, {
      params: { id: ID },
      body: { title: 'Euro', value: '1.1', label: 'EUR' },
    }).then(
      () => expect.unreachable('a held-back call has no result'),
      (outcome: unknown) => outcome,
    );

  it('raises the proposal as AwaitingApproval: not the endpoint result, not an ApiError, never toasted', async () => {
    const toasts = vi.spyOn(toast, 'notifyError');
    answer(json(202, accepted));
    const outcome = await update();
    expect(isAwaitingApproval(outcome)).toBe(true);
    expect(outcome).not.toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ message: AWAITING_APPROVAL_MESSAGE, proposal: { id: ID, status: 'pending' } });
    expect(toasts).not.toHaveBeenCalled();
    expect(failureToShow(outcome)).toBeNull();
    toasts.mockRestore();
  });

  it('refuses a 202 whose body is not a proposal', async () => {
    answer(json(202, { success: true, awaitingApproval: true }));
    const outcome = await update();
    expect(outcome).toBeInstanceOf(ApiError);
    expect(errorMessage(outcome)).toBe(
      'The server sent an answer the console does not understand. Reload the page and try again.',
    );
  });

  const fiat = {
    id: ID,
    title: 'Euro',
    value: '1.1',
    label: 'EUR',
    isActive: true,
    updatedAt: '2026-11-24T10:00:00.000Z',
  };

  it('reads a 200 of the same call as its result, as before', async () => {
    answer(json(200, { success: true, fiat }));
    const result = await callEndpoint(endpoints.updateFiat, {
      params: { id: ID },
      body: { title: 'Euro', value: '1.1', label: 'EUR' },
    });
    expect(result).toMatchObject({ success: true, fiat: { id: ID, value: '1.1' } });
  });

  it('reads a 202 of a call without four eyes as its answer', async () => {
    answer(json(202, { success: true, fiat }));
    expect(await callEndpoint(endpoints.getFiat, { params: { id: ID } })).toMatchObject({ fiat: { id: ID } });
  });
});
