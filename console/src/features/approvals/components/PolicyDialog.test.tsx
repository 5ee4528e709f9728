// Editing a policy: the dialog says the change waits for approval, sends the thresholds the form holds, and closes on
// the usual 202 (the change is proposed, not applied) without claiming it was saved.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AWAITING_APPROVAL_MESSAGE, type ApprovalPolicy } from '@blck/contract';
import { setAwaitingApprovalAnnouncer } from '../../../lib/awaiting-approval';
import * as toast from '../../../lib/toast';
import { POLICY_CHANGE_NOTE, PolicyDialog } from './PolicyDialog';

const ID = '00000000-0000-4000-8000-00000000000a';
const policy: ApprovalPolicy = {
  action: 'lockFunds',
  label: 'Lock of investor funds',
  money: true,
  permission: 'lockedFunds.manage',
  enabled: true,
  defaultThreshold: '100000',
  thresholds: {},
  updatedAt: null,
  updatedBy: null,
};
const proposal = {
  id: ID,
  action: 'approvalPolicies',
  operationId: 'updateApprovalPolicy',
  request: { params: { action: 'lockFunds' }, body: {} },
  status: 'pending',
  summary: 'Change of an approval policy — Approval policy lockFunds',
  changes: [],
  target: { resource: 'approval_policy', id: 'lockFunds' },
  reason: null,
  permission: 'admins.manage',
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
  vi.restoreAllMocks();
});

describe('PolicyDialog', () => {
  it('proposes the change and closes on 202, saying nothing was saved', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(
        JSON.stringify({ success: true, awaitingApproval: true, message: AWAITING_APPROVAL_MESSAGE, proposal }),
        { status: 202, headers: { 'content-type': 'application/json' } },
      );
    });
    const success = vi.spyOn(toast, 'notifySuccess');
    const announced: string[] = [];
    const stop = setAwaitingApprovalAnnouncer((outcome) => announced.push(outcome.proposal.id));
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PolicyDialog policy={policy} onClose={onClose} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('dialog').textContent).toContain(POLICY_CHANGE_NOTE);
    fireEvent.click(screen.getByRole('button', { name: 'Add a currency' }));
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'eur' } });
    fireEvent.change(screen.getByLabelText('Threshold ($BLCK)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Propose change' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ enabled: true, defaultThreshold: '100000', thresholds: { EUR: '5000' } }]);
    expect(announced).toEqual([ID]);
    expect(success).not.toHaveBeenCalled();
    stop();
  });
});
