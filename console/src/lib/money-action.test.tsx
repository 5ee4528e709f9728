// A money action that four eyes holds back (202): the confirmation closes as on success, nothing claims the move
// happened (onSuccess does not run), the refusal area stays empty, the notice is announced once and the next action
// gets a new Idempotency-Key.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AWAITING_APPROVAL_MESSAGE, endpoints } from '@blck/contract';
import { callEndpoint } from './api-client';
import { setAwaitingApprovalAnnouncer, type AwaitingApproval } from './awaiting-approval';
import type { KeyedAttempt } from './idempotency-key';
import { useMoneyAction } from './money-action';
import { useEndpointMutation } from './mutation';

const ID = '00000000-0000-4000-8000-000000000009';
const body = { walletAddress: `0x${'a'.repeat(40)}`, amount: '250000' };
const proposal = {
  id: ID,
  action: 'issuerDeposit',
  operationId: 'increaseWallet',
  request: { params: {}, body },
  status: 'pending',
  summary: 'Deposit 250,000 $BLCK into 0xaaaa…aaaa.',
  changes: [{ label: 'Wallet balance', before: '0 $BLCK', after: '250,000 $BLCK' }],
  target: null,
  reason: null,
  permission: 'funds.manage',
  maker: { id: ID, email: 'maker@example.com', name: null },
  createdAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-11-25T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  comment: null,
  canDecide: false,
  canWithdraw: true,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useMoneyAction with a call held back for approval', () => {
  it('closes the confirmation without success, shows no error, announces the proposal and renews the key', async () => {
    const keys: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['idempotency-key'] ?? '');
      return new Response(
        JSON.stringify({ success: true, awaitingApproval: true, message: AWAITING_APPROVAL_MESSAGE, proposal }),
        { status: 202, headers: { 'content-type': 'application/json' } },
      );
    });
    const announced: AwaitingApproval[] = [];
    const stop = setAwaitingApprovalAnnouncer((outcome) => announced.push(outcome));
    const onSuccess = vi.fn();
    const onAwaiting = vi.fn();
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        const mutation = useEndpointMutation(endpoints.increaseWallet, {
          mutationFn: ({ body: sent, idempotencyKey }: KeyedAttempt<typeof body>) =>
            callEndpoint(endpoints.increaseWallet, { body: sent, idempotencyKey }),
        });
        return useMoneyAction<{ body: typeof body }, unknown>(mutation, onSuccess, onAwaiting);
      },
      { wrapper },
    );

    act(() => result.current.review({ body }));
    expect(result.current.dialog.open).toBe(true);
    act(() => result.current.dialog.onConfirm());
    await waitFor(() => expect(result.current.dialog.open).toBe(false));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onAwaiting).toHaveBeenCalledOnce();
    expect(result.current.dialog.error).toBeNull();
    expect(announced.map((outcome) => outcome.proposal.id)).toEqual([ID]);

    act(() => result.current.review({ body }));
    act(() => result.current.dialog.onConfirm());
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).not.toBe(keys[1]);
    stop();
  });
});
