import { describe, expect, it } from 'vitest';
import { decodeCashAddr, encodeCashAddr } from './cashaddr';

// The CashAddr specification's example: legacy 1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu.
const ADDRESS = 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a';
const HASH = '76a04053bda0a88bda5177b86a15c3b29f559873';

describe('CashAddr', () => {
  it('decodes and encodes the specification example', () => {
    const decoded = decodeCashAddr('bitcoincash', ADDRESS)!;
    expect(decoded.type).toBe('p2pkh');
    expect(Buffer.from(decoded.hash).toString('hex')).toBe(HASH);
    expect(encodeCashAddr('bitcoincash', 'p2pkh', Buffer.from(HASH, 'hex'))).toBe(ADDRESS);
    expect(decodeCashAddr('bitcoincash', ADDRESS.slice('bitcoincash:'.length))).not.toBeNull();
    expect(decodeCashAddr('bitcoincash', ADDRESS.toUpperCase())).not.toBeNull();
  });

  it('rejects a wrong checksum, prefix or mixed case', () => {
    expect(decodeCashAddr('bitcoincash', `${ADDRESS.slice(0, -1)}q`)).toBeNull();
    expect(decodeCashAddr('bchtest', ADDRESS)).toBeNull();
    expect(decodeCashAddr('bitcoincash', ADDRESS.replace('qpm2', 'QPM2'))).toBeNull();
  });
});
