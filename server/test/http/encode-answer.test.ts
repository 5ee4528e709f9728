// Answers are encoded with the contract's codecs and stripped of unknown fields, like z.encode, without its checks.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IncreaseWalletAnswerSchema, IssuerWalletSchema, type IssuerWallet } from '@blck/contract';
import { encodeAnswer } from '../../src/lib/encode-answer';

const wallet: IssuerWallet = {
  walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  amount: '1250.000000000000000001',
  issuerId: '0b7f6c1e-3c55-4f3e-9b4e-2f0e7d4c9a11',
  issuerName: 'Ada Lovelace',
  email: 'ada@example.com',
  updatedAt: '2026-11-27T21:00:00.000Z',
};

describe('encodeAnswer', () => {
  it('gives the wire shape z.encode gives: codecs applied, fields the contract does not name left out', () => {
    const leaky = { ...wallet, passwordHash: 'never on the wire' } as IssuerWallet;
    const encoded = encodeAnswer(IssuerWalletSchema, leaky);
    expect(encoded).toEqual(z.encode(IssuerWalletSchema, wallet));
    expect(encoded).toEqual({
      wallet_address: wallet.walletAddress,
      amount: wallet.amount,
      issuer_id: wallet.issuerId,
      issuer_name: wallet.issuerName,
      email: wallet.email,
      updated_at: wallet.updatedAt,
    });
    expect(JSON.stringify(encoded)).not.toContain('never on the wire');
    const deposit = {
      id: '9d0f1c2b-7e4a-4b1f-8c3d-5a6b7c8d9e0f',
      walletAddress: wallet.walletAddress,
      issuerId: wallet.issuerId,
      issuerName: wallet.issuerName,
      email: wallet.email,
      amount: '12.5',
      balanceAfter: wallet.amount,
      adminId: null,
      adminEmail: null,
      createdAt: wallet.updatedAt,
      reason: null,
    };
    expect(encodeAnswer(IncreaseWalletAnswerSchema, { wallet, deposit })).toEqual(
      z.encode(IncreaseWalletAnswerSchema, { wallet, deposit }),
    );
  });

  it('does not check again what was checked on its way in (the console parses with the whole schema)', () => {
    const unchecked = { ...wallet, amount: '1e3' };
    expect(() => z.encode(IssuerWalletSchema, unchecked)).toThrow();
    expect(encodeAnswer(IssuerWalletSchema, unchecked).amount).toBe('1e3');
    expect(() => IssuerWalletSchema.parse(encodeAnswer(IssuerWalletSchema, unchecked))).toThrow();
  });
});
