// Deciding on a proposal: Approve shows the before → after and starts on Cancel like the money confirmations; Reject
// needs a comment; only the maker sees Withdraw; a 409 refusal stays in the dialog and confirming is disabled.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { APPROVALS_ERRORS, type Proposal } from '@blck/contract';
import { ProposalDecisions } from './ProposalDecisions';

const ID = '00000000-0000-4000-8000-000000000007';
const proposal: Proposal = {
  id: ID,
  action: 'investorFunds',
  operationId: 'updateInvestorFunds',
  request: { params: {}, body: {} },
  status: 'pending',
  summary: 'Increase the funds of Ada Investor by 150,000 $BLCK.',
  changes: [{ label: 'Available balance', before: '10 $BLCK', after: '150,010 $BLCK' }],
  target: { resource: 'investor', id: ID },
  reason: null,
  permission: 'funds.manage',
  maker: { id: ID, email: 'maker@example.com', name: 'Mia Maker' },
  createdAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-11-25T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  comment: null,
  canDecide: true,
  canWithdraw: false,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const show = (shown: Proposal) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProposalDecisions proposal={shown} />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProposalDecisions', () => {
  it('offers Approve and Reject to a decider, Withdraw to the maker, nothing to others', () => {
    show(proposal);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    cleanup();
    show({ ...proposal, canDecide: false, canWithdraw: true });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    cleanup();
    const { container } = show({ ...proposal, canDecide: false });
    expect(container.textContent).toBe('');
  });

  it('approves after a confirmation that starts on Cancel and shows the before → after', async () => {
    show(proposal);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve and apply this change?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog.textContent).toContain('150,010 $BLCK');
    expect(dialog.textContent).toContain(proposal.summary);
  });

  it('needs a comment to reject', async () => {
    show(proposal);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByRole('dialog', { name: 'Reject this proposal?' });
    const confirm = () => screen.getAllByRole('button', { name: 'Reject' }).at(-1) as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Why you reject it/), { target: { value: 'Wrong investor' } });
    expect(confirm().disabled).toBe(false);
  });

  it('shows a 409 refusal in the dialog and does not offer to try again', async () => {
    const refusal = APPROVALS_ERRORS.notPending;
    vi.stubGlobal('fetch', async () =>
      json(409, { success: false, error: refusal.code, message: refusal.message('applied') }),
    );
    show(proposal);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByRole('dialog');
    const approve = screen.getAllByRole('button', { name: 'Approve' }).at(-1) as HTMLButtonElement;
    fireEvent.click(approve);
    await screen.findByText('This proposal is no longer pending: it is applied.');
    await waitFor(() => expect(approve.disabled).toBe(true));
  });
});
