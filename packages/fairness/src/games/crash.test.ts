import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { referenceSha256Hex } from '../testing/node-reference';
import { buildChain, crashPoint, nextChainHash, verifyChainLink } from './crash';

const HASH = referenceSha256Hex('tengu-crash-terminal-seed');

function byHand(hash: string, salt: string): { x: number; crash: number } {
  const x = Number.parseInt(createHmac('sha256', hash).update(salt).digest('hex').slice(0, 8), 16);
  return { x, crash: Math.floor(Math.max(1, (2 ** 32 / (x + 1)) * 0.99) * 100) / 100 };
}

describe('crashPoint', () => {
  it('takes X from the first 8 hex chars of HMAC(key = hash, message = salt)', () => {
    // HMAC starts 52c8bb43 → X = 1388886851; 2^32 / 1388886852 × 0.99 = 3.0614… → 3.06.
    expect(HASH).toBe('430b00ec4c30bc52280602b9d82589310cea6e2e134341fe4e30565ac21c6fa0');
    expect(byHand(HASH, 'salt-1')).toEqual({ x: 0x52c8bb43, crash: 3.06 });
    expect(crashPoint(HASH, 'salt-1')).toBe(3.06);
    for (let i = 0; i < 200; i++)
      expect(crashPoint(HASH, `r${i}`)).toBe(byHand(HASH, `r${i}`).crash);
  });

  it('busts at 1.00 when 2^32 / (X + 1) × 0.99 is below 1', () => {
    let salt = '';
    for (let i = 0; i < 5000 && salt === ''; i++)
      if (byHand(HASH, `s${i}`).x + 1 > 0.99 * 2 ** 32) salt = `s${i}`;
    expect(salt).not.toBe('');
    expect(crashPoint(HASH, salt)).toBe(1);
  });

  it('rejects a malformed hash or an empty salt', () => {
    expect(() => crashPoint('XYZ', 'salt')).toThrow('hash must be 64 lowercase hex characters');
    expect(() => crashPoint(HASH, '')).toThrow('salt must be a non-empty string');
  });
});

describe('hash chain', () => {
  it('generates each hash as the SHA-256 hex of the previous hex string', () => {
    expect(nextChainHash(HASH)).toBe(referenceSha256Hex(HASH));
    const chain = buildChain(HASH, 4);
    expect(chain).toHaveLength(4);
    expect(chain[3]).toBe(referenceSha256Hex(referenceSha256Hex(referenceSha256Hex(HASH))));
  });

  it('verifies links in play order (the chain reversed) and rejects others', () => {
    const played = buildChain(HASH, 5).reverse();
    for (let i = 1; i < played.length; i++)
      expect(verifyChainLink(played[i]!, played[i - 1]!)).toBe(true);
    expect(verifyChainLink(played[0]!, played[1]!)).toBe(false);
    expect(verifyChainLink(played[2]!, played[0]!)).toBe(false);
  });
});
