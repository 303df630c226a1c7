import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '../feed/feed-messages';
import { legResultOf } from '../feed/leg-settlement';
import { type EventFeedState, applyFeedMessage, emptyEventFeedState } from '../feed/market-state';
import { settleOutcome } from '../markets/settle-outcome';
import {
  type BasketballFeedItem,
  playBasketballMinutes,
  simulateBasketballGame,
  simulatedLine,
} from './basketball-simulator';

const LINE = simulatedLine({ home: 114, away: 109 });

describe('simulated basketball game', () => {
  const items: BasketballFeedItem[] = [
    ...simulateBasketballGame({ eventId: 'ev', line: LINE, margin: 0.045, startsAt: 0, seed: 3 }),
  ];
  const messages = items.flatMap((i) => (i.message ? [i.message] : []));
  const final = items.filter((i) => i.minute).at(-1)?.minute;

  it('ends without a tie and replays from its seed', () => {
    expect(final).toBeDefined();
    expect(final?.score.home).not.toBe(final?.score.away);
    expect(playBasketballMinutes({ line: LINE, seed: 3 }).at(-1)).toEqual(final);
  });

  it('settles every market exactly once, consistently with the final score', () => {
    let state: EventFeedState = emptyEventFeedState('ev');
    const settled: string[] = [];
    for (const message of messages) {
      const { state: next, verdicts } = applyFeedMessage(state, message);
      expect(verdicts.filter((v) => v.verdict === 'refused')).toEqual([]);
      if (message.type === 'bet_settlement') settled.push(...verdicts.map((v) => v.marketId));
      state = next;
    }
    expect(settled.sort()).toEqual(Object.keys(state.markets).sort());
    expect(settled).toHaveLength(7);
    for (const m of Object.values(state.markets)) {
      expect(m.status).toBe('settled');
      for (const s of m.settlement ?? []) {
        expect(legResultOf(s)).toBe(
          settleOutcome(m, s.id, {
            sportId: 'basketball',
            score: final?.score ?? { home: 0, away: 0 },
          }),
        );
      }
    }
  });

  it('stops betting at quarter ends and re-opens at the next tip-off', () => {
    const stops = items.filter((i) => i.message?.type === 'bet_stop');
    expect(stops.map((s) => s.gameSecond).slice(0, 3)).toEqual([720, 1440, 2160]);
    items.forEach((item, i) => {
      if (item.message?.type !== 'bet_stop' || item.gameSecond >= 2880) return;
      const next = items[i + 1]?.message as FeedMessage | undefined;
      expect(next?.type === 'odds_change' && next.markets.some((m) => m.status === 'active')).toBe(
        true,
      );
    });
  });

  it('scores like the line it is priced with', () => {
    const n = 1500;
    let margin = 0;
    let total = 0;
    let marginSq = 0;
    for (let seed = 1; seed <= n; seed++) {
      const at48 = playBasketballMinutes({ line: LINE, seed })[47]?.score ?? { home: 0, away: 0 };
      const m = at48.home - at48.away;
      margin += m;
      marginSq += m * m;
      total += at48.home + at48.away;
    }
    const sd = Math.sqrt(marginSq / n - (margin / n) ** 2);
    expect(Math.abs(margin / n - LINE.margin)).toBeLessThan((4 * LINE.marginSd) / Math.sqrt(n));
    expect(Math.abs(total / n - LINE.total)).toBeLessThan((4 * LINE.totalSd) / Math.sqrt(n));
    expect(Math.abs(sd / LINE.marginSd - 1)).toBeLessThan(0.08);
  });
});
