import type { Balances, CrashPlayer, PublicBetPayload } from '@tengu/shared';
import { publishEffects, type Effects } from '#app/modules/bets/bet-effects';
import type { Realtime } from '#app/realtime/realtime';

/**
 * Crash's events after commit. Player updates are coalesced into one `crash:players` event per
 * round every `flushMs`: a thousand bets in a countdown become ten events, not a thousand
 * broadcasts to every socket.
 */
export class CrashFeed {
  private pending = new Map<number, Map<string, CrashPlayer>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly realtime: () => Realtime,
    private readonly flushMs = 100,
  ) {}

  player(player: CrashPlayer): void {
    let round = this.pending.get(player.round_id);
    if (!round) this.pending.set(player.round_id, (round = new Map()));
    round.set(player.bet_id, player);
    this.timer ??= setTimeout(() => this.flush(), this.flushMs);
  }

  /** A step's balance, wagering and level for its player (and the live feed's line). */
  effects(effects: Effects): void {
    publishEffects(this.realtime(), effects);
  }

  balance(userId: string, balance: Balances): void {
    this.realtime().toUser(userId, 'user:balance', balance);
  }

  /** A zero-stake bet stays out of the public feed (issue 15), as for the originals. */
  publicBet(bet: PublicBetPayload): void {
    if (bet.amount === '0') return;
    this.realtime().broadcast('/games', 'bets:new', bet);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const pending = this.pending;
    this.pending = new Map();
    for (const [roundId, players] of pending) {
      this.realtime().broadcast('/games', 'crash:players', {
        round_id: roundId,
        players: [...players.values()],
      });
    }
  }

  close(): void {
    this.flush();
  }
}
