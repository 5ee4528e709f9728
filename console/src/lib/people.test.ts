import { describe, expect, it } from 'vitest';
import { displayName } from './people';

describe('displayName', () => {
  it('names a person by first and last name, or by either alone', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: '', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Lovelace');
  });

  it('falls back to the email when no name is given', () => {
    expect(displayName({ firstName: ' ', lastName: '', email: 'ada@example.com' })).toBe('ada@example.com');
  });
});
