// EIP-55 checksums, checked against the examples of the EIP itself.
import { describe, expect, it } from 'vitest';
import { normalizeWalletAddress, toChecksumAddress } from '../../src/lib/wallet-address';
import { HttpError } from '../../src/lib/http-error';

const EIP55_EXAMPLES = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
];

describe('wallet addresses', () => {
  it('computes the checksummed form of every EIP-55 example', () => {
    for (const example of EIP55_EXAMPLES) expect(toChecksumAddress(example.toLowerCase())).toBe(example);
  });

  it('accepts all-lower and all-upper hex, returns the checksummed form, and refuses a wrong mixed case', () => {
    expect(normalizeWalletAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(EIP55_EXAMPLES[0]);
    expect(normalizeWalletAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(EIP55_EXAMPLES[0]);
    expect(() => normalizeWalletAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toThrow(HttpError);
  });
});
