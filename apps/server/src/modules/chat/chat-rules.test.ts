import { describe, expect, it } from 'vitest';
import { betIdOf, checkMessageText, containsLink } from './chat-rules';
import { splitRain } from './rain.service';

describe('chat rules', () => {
  it('finds links in every form a player pastes, and HTML tags', () => {
    for (const text of [
      'https://x.y',
      'go to www.foo',
      'tengu-free.com',
      'a.b.io/x',
      '<script>',
      '< img src=x>',
    ]) {
      expect(containsLink(text), text).toBe(true);
    }
    for (const text of ['gg wp', 'I won 2.5x!', 'lol...what', '3 < 5 and 7 > 2']) {
      expect(containsLink(text), text).toBe(false);
    }
  });

  it('reads /betid and lets it through the link rule', () => {
    expect(betIdOf('/betid abc-123')).toBe('abc-123');
    expect(betIdOf('/betid')).toBeNull();
    expect(betIdOf('hello /betid 1')).toBeNull();
    expect(checkMessageText('  hi\r\nthere ')).toBe('hi\nthere');
  });

  it('counts characters, not UTF-16 units: 200 emoji pass, 201 do not', () => {
    expect(() => checkMessageText('😀'.repeat(200))).not.toThrow();
    expect(() => checkMessageText('😀'.repeat(201))).toThrow(
      'Messages can be at most 200 characters',
    );
  });
});

describe('splitRain', () => {
  it('adds up exactly, the remainder to the first recipients', () => {
    expect(splitRain(10n, ['a', 'b', 'c'])).toEqual([
      { userId: 'a', amount: 4n },
      { userId: 'b', amount: 3n },
      { userId: 'c', amount: 3n },
    ]);
    expect(splitRain(2n, ['a', 'b', 'c'])).toEqual([
      { userId: 'a', amount: 1n },
      { userId: 'b', amount: 1n },
    ]);
    for (const [amount, n] of [
      [1_000_000_007n, 7],
      [99n, 100],
      [123_456_789n, 13],
    ] as const) {
      const shares = splitRain(
        amount,
        Array.from({ length: n }, (_, i) => `u${i}`),
      );
      expect(shares.reduce((sum, s) => sum + s.amount, 0n)).toBe(amount);
    }
  });
});
