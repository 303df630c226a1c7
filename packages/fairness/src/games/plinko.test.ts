import { describe, expect, it } from 'vitest';
import { floats } from '../rng';
import { CLIENT_SEED, SERVER_SEED } from '../testing/node-reference';
import { plinkoPath } from './plinko';

describe('plinkoPath', () => {
  it('steps right when floor(f × 2) = 1 and lands in the bucket counting the rights', () => {
    const f = [0.49, 0.5, 0, 0.99, 0.2, 0.7, 0.1, 0.6];
    expect(plinkoPath(f)).toEqual({ path: [0, 1, 0, 1, 0, 1, 0, 1], bucket: 4 });
  });

  it('has bucket = number of rights for seeded paths of 8 to 16 rows', () => {
    for (let rows = 8; rows <= 16; rows++) {
      const { path, bucket } = plinkoPath(
        floats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: rows, count: rows }),
      );
      expect(path).toHaveLength(rows);
      expect(path.every((step) => step === 0 || step === 1)).toBe(true);
      expect(bucket).toBe(path.filter((step) => step === 1).length);
    }
  });

  it('rejects row counts outside 8–16', () => {
    expect(() => plinkoPath(new Array<number>(7).fill(0))).toThrow('8–16 rows');
    expect(() => plinkoPath(new Array<number>(17).fill(0))).toThrow('8–16 rows');
  });
});
