// Focus starts on Cancel every time a confirmation opens, also when it opens again before its closing transition ends.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

const dialog = (open: boolean, title: string) => (
  <ConfirmDialog open={open} title={title} confirmLabel="Activate" onConfirm={() => {}} onClose={() => {}}>
    What changes.
  </ConfirmDialog>
);

describe('ConfirmDialog', () => {
  it('starts on Cancel when it opens', async () => {
    render(dialog(true, 'Activate Czech koruna (CZK)?'));
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
  });

  it('starts on Cancel when it opens again while still closing (an Enter on the button that took focus back)', async () => {
    const { rerender } = render(dialog(true, 'Deactivate Czech koruna (CZK)?'));
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(cancel).toBe(document.activeElement);
    act(() => rerender(dialog(false, 'Activate Czech koruna (CZK)?')));
    expect(screen.getByRole('button', { name: 'Cancel', hidden: true })).toBe(cancel);
    document.body.focus();
    act(() => rerender(dialog(true, 'Activate Czech koruna (CZK)?')));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBe(cancel);
    expect(document.activeElement).toBe(cancel);
  });
});
