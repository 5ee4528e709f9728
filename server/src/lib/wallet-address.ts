// EVM wallet addresses: the EIP-55 checksum is verified when given mixed-case, and stored checksummed.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { COMMON_ERRORS } from '@blck/contract';
import { apiError } from './http-error';

/** The EIP-55 checksummed form of a 0x-prefixed 40-hex address. */
export const toChecksumAddress = (address: string): string => {
  const lower = address.slice(2).toLowerCase();
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(lower))).toString('hex');
  return `0x${[...lower].map((char, index) => (parseInt(hash[index]!, 16) >= 8 ? char.toUpperCase() : char)).join('')}`;
};

/** Accepts all-lower or all-upper hex as is; a mixed-case address must carry a correct checksum. */
export const normalizeWalletAddress = (address: string): string => {
  const body = address.slice(2);
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase();
  const checksummed = toChecksumAddress(address);
  if (mixedCase && checksummed !== address) {
    throw apiError(COMMON_ERRORS.walletChecksum);
  }
  return checksummed;
};
