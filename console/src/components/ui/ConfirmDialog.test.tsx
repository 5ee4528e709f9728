// Focus starts on Cancel every time a confirmation opens, also when it opens again before its closing transition ends.
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

/** Moves focus to the confirm button as the dialog opens, before the dialog's own effects run: a Tab quicker than them. */
function TabbedAtOnce({ open }: { open: boolean }) {
  useLayoutEffect(() => {
    if (open) screen.queryByRole('button', { name: 'Activate' })?.focus();
  }, [open]);
  return dialog(open, 'Activate Czech koruna (CZK)?');
}

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

  it('leaves focus on a control the user moved to before it could put focus on Cancel', async () => {
    const { rerender } = render(<TabbedAtOnce open />);
    await screen.findByRole('button', { name: 'Cancel' });
    act(() => rerender(<TabbedAtOnce open={false} />));
    document.body.focus();
    act(() => rerender(<TabbedAtOnce open />));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Activate' }));
  });
});
