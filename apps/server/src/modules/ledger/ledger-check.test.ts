import { describe, expect, it } from 'vitest';
import { formatLedgerReport, formatUnits } from './ledger-check';

describe('ledger check output', () => {
  it('prints 10⁻⁸ units as exact decimals', () => {
    expect(formatUnits(150_000_000n)).toBe('1.50000000');
    expect(formatUnits(-1n)).toBe('-0.00000001');
    expect(formatUnits(0n)).toBe('0.00000000');
    expect(formatUnits(123_456_789_012_345_678n)).toBe('1234567890.12345678');
  });

  it('names every violation in the summary', () => {
    const text = formatLedgerReport({
      entries: 2n,
      postings: 4n,
      accounts: { players: 1n, houses: 1n },
      currencies: [{ currency: 'USD', total: 1n, players: 5n }],
      house: [{ kind: 'bankroll', currency: 'USD', balance: -4n, shards: 1 }],
      violations: ['USD: all accounts sum to 1, not 0'],
      isOk: false,
    });
    expect(text).toContain('FAILED');
    expect(text).toContain('house bankroll: -0.00000004 USD over 1 shard(s)');
    expect(text).toContain('VIOLATION USD: all accounts sum to 1, not 0');
  });
});
