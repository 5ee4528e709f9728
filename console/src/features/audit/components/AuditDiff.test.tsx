// The audit diff: one line per field in first-seen order, each marked added, removed, changed or same.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AuditDiff, diffLines } from './AuditDiff';

afterEach(cleanup);

describe('diffLines', () => {
  it('marks each field by how it changed, keeping the order fields were first seen', () => {
    expect(
      diffLines({ name: 'Ada', status: 'pending', tags: ['a'] }, { status: 'active', tags: ['a'], email: 'a@x.io' }),
    ).toEqual([
      { field: 'name', before: 'Ada', after: undefined, kind: 'removed' },
      { field: 'status', before: 'pending', after: 'active', kind: 'changed' },
      { field: 'tags', before: ['a'], after: ['a'], kind: 'same' },
      { field: 'email', before: undefined, after: 'a@x.io', kind: 'added' },
    ]);
  });

  it('compares nested values by content and treats a missing side as empty', () => {
    expect(diffLines({ lock: { days: 3 } }, { lock: { days: 4 } })[0]?.kind).toBe('changed');
    expect(diffLines(null, { isActive: true })).toEqual([
      { field: 'isActive', before: undefined, after: true, kind: 'added' },
    ]);
    expect(diffLines({ a: null }, { a: null })[0]?.kind).toBe('same');
  });
});

describe('AuditDiff', () => {
  it('shows a row per field with its kind, old and new values', () => {
    render(<AuditDiff before={{ isActive: false, email: 'a@x.io' }} after={{ isActive: true, email: 'a@x.io' }} />);
    const table = screen.getByRole('table', { name: 'Changes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-change'))).toEqual(['changed', 'same']);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('isActivechanged');
    expect(rows[0]!.textContent).toContain('false');
    expect(rows[0]!.textContent).toContain('true');
  });

  it('says when an event records no change, and shows non-object values whole', () => {
    const { unmount } = render(<AuditDiff before={null} after={null} />);
    expect(screen.getByText('This event records no data change.')).toBeTruthy();
    unmount();
    render(<AuditDiff before={['a', 'b']} after={null} />);
    expect(screen.getByLabelText('Before').textContent).toBe(JSON.stringify(['a', 'b'], null, 2));
    expect(screen.getByLabelText('After').textContent).toBe('null');
  });
});
