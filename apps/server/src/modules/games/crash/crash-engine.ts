import { crashElapsedFor, crashMultiplierAt, unitsToDecimal } from '@tengu/shared';
import { crashPoint } from '@tengu/fairness';
import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';
import { ChainReader, generateChain, randomChainSeed } from './crash-chain';
import type { CrashFeed } from './crash-feed';
import {
  crashRound,
  databaseNow,
  findCheckpoint,
  findLatestChain,
  findLatestRound,
  findRound,
  insertChain,
  insertRound,
  lastChainRound,
  startRound,
  type ChainRow,
  type RoundRow,
} from './crash.repository';
import { settleDueBets, settleLosses, type SettledBatch } from './crash-settlement';
import { countSettledBets } from '#app/metrics/instruments';
import { e2ToMultiplier, toCrashRound } from './crash-view';

/**
 * The round loop (issue 7), run by the one leader replica. Every step starts from the stored
 * round, so a new leader (after a failover or a restart) picks up wherever the last one stopped:
 * a waiting round starts when its countdown ends, a running round keeps its start time and busts
 * at its point, a crashed round is settled if it was not yet. Every transition and payment is
 * conditional on the stored state (and payments carry ledger idempotency keys), so even two
 * engines overlapping for a moment cannot pay a bet twice.
 */

export interface CrashLog {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface CrashEngineOptions {
  db: DB;
  realtime: () => Realtime;
  feed: CrashFeed;
  log: CrashLog;
  waitingMs: number;
  /** The pause after a bust before the next countdown. */
  pauseMs: number;
  tickMs: number;
  chainLength: number;
  checkpointInterval: number;
  salt: string;
  /** The new chain's secret seed (random; tests pin it). */
  chainSeed?: () => string;
}

/** Resolves after `ms` or as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

export class CrashEngine {
  private chain: ChainRow | null = null;
  private reader: ChainReader | null = null;
  /** Database clock minus local clock, in ms. */
  private offset = 0;

  constructor(private readonly options: CrashEngineOptions) {}

  private now(): number {
    return Date.now() + this.offset;
  }

  private async syncClock(): Promise<void> {
    const before = Date.now();
    const db = await databaseNow(this.options.db);
    const after = Date.now();
    this.offset = db.getTime() - (before + after) / 2;
  }

  /** Leads until the signal aborts (lost leadership or shutdown). */
  async run(signal: AbortSignal): Promise<void> {
    const { log } = this.options;
    while (!signal.aborted) {
      try {
        await this.syncClock();
        await this.ensureChain(signal);
        await this.announce();
        while (!signal.aborted) await this.step(signal);
      } catch (error) {
        if (signal.aborted) break;
        log.error({ err: error }, 'crash engine step failed; retrying');
        await sleep(1000, signal);
      }
    }
  }

  /** Uses the newest chain with rounds left, or generates one (only the leader does). */
  private async ensureChain(signal: AbortSignal): Promise<ChainRow> {
    const { db, log } = this.options;
    let chain = this.chain ?? (await findLatestChain(db)) ?? null;
    if (chain && (await lastChainRound(db, chain.id)) >= chain.length) chain = null;
    if (!chain) {
      const started = Date.now();
      const length = this.options.chainLength;
      const interval = Math.min(this.options.checkpointInterval, length);
      const generated = await generateChain({
        seed: (this.options.chainSeed ?? randomChainSeed)(),
        length,
        interval,
        signal,
      });
      chain = await db
        .transaction()
        .execute((trx) =>
          insertChain(trx, { length, interval, salt: this.options.salt, ...generated }),
        );
      log.info(
        `crash chain ${chain.id}: ${length} rounds generated in ${Date.now() - started} ms, terminating hash ${chain.terminating_hash}`,
      );
    }
    if (this.chain?.id !== chain.id) {
      const chainId = chain.id;
      this.reader = new ChainReader(chain.checkpoint_interval, (idx) =>
        findCheckpoint(db, chainId, idx),
      );
    }
    this.chain = chain;
    return chain;
  }

  private broadcastRound(round: RoundRow): void {
    this.options.realtime().broadcast('/games', 'crash:round', toCrashRound(round, this.now()));
  }

  /** A new leader tells every client where the game stands. */
  private async announce(): Promise<void> {
    const round = await findLatestRound(this.options.db);
    if (round) this.broadcastRound(round);
  }

  private async step(signal: AbortSignal): Promise<void> {
    const round = await findLatestRound(this.options.db);
    if (!round || round.phase === 'crashed') {
      if (round && !round.settled_at) return this.settleBust(round);
      if (round?.crashed_at)
        await sleep(round.crashed_at.getTime() + this.options.pauseMs - this.now(), signal);
      if (signal.aborted) return;
      const next = await this.newRound(signal);
      this.broadcastRound(next);
      return;
    }
    if (round.phase === 'waiting') {
      // Looks at the stored countdown at least twice a second (an operator may shorten it).
      const left = round.betting_ends_at.getTime() - this.now();
      if (left > 0) return sleep(Math.min(left, 500), signal);
      const started = await startRound(this.options.db, round.id);
      if (started) this.broadcastRound(started);
      // Not yet (clock drift) or another engine did it: look again shortly.
      else await sleep(10, signal);
      return;
    }
    await this.runRound(round, signal);
  }

  private async newRound(signal: AbortSignal): Promise<RoundRow> {
    const chain = await this.ensureChain(signal);
    const chainRound = (await lastChainRound(this.options.db, chain.id)) + 1;
    const hash = await (this.reader as ChainReader).hashAt(chain.length - chainRound);
    const point = crashPoint(hash, chain.salt);
    return insertRound(this.options.db, {
      chainId: chain.id,
      chainRound,
      hash,
      crashE2: BigInt(Math.round(point * 100)),
      waitingMs: this.options.waitingMs,
    });
  }

  private publishBatch = (batch: SettledBatch): void => {
    const { feed } = this.options;
    countSettledBets('crash', batch.paid.length);
    for (const paid of batch.paid) {
      feed.player(paid.player);
      feed.publicBet(paid.publicBet);
      const balance = batch.balances.get(paid.userId);
      if (balance) feed.balance(paid.userId, balance);
    }
  };

  /** Ticks until the bust, paying auto cash-outs as the curve passes them. */
  private async runRound(round: RoundRow, signal: AbortSignal): Promise<void> {
    const { db, tickMs } = this.options;
    const startedAt = (round.started_at ?? new Date()).getTime();
    const bustAfter = crashElapsedFor(e2ToMultiplier(round.crash_point_e2));
    let paying: Promise<unknown> = Promise.resolve();
    let isPaying = false;
    let paidUpTo = 0n;
    for (;;) {
      if (signal.aborted) return;
      const elapsed = this.now() - startedAt;
      if (elapsed >= bustAfter) break;
      const multiplier = crashMultiplierAt(elapsed);
      // Volatile: a client that cannot take a tick now gets the next one, not a backlog.
      this.options.realtime().broadcast(
        '/games',
        'crash:tick',
        {
          round_id: round.id,
          multiplier,
          elapsed_ms: Math.round(elapsed),
          server_time: this.now(),
        },
        { volatile: true },
      );
      // Auto cash-outs are paid once the curve has reached their target (floored, as the
      // players' screens show it), never while it is still below.
      const upTo = BigInt(Math.floor(multiplier * 100 + 1e-9));
      if (upTo > paidUpTo && !isPaying) {
        isPaying = true;
        paidUpTo = upTo;
        // Payments run beside the ticks so a large batch never stalls the curve.
        paying = settleDueBets({
          db,
          roundId: round.id,
          upToE2: upTo,
          skipLocked: true,
          onBatch: this.publishBatch,
        })
          .catch((error: unknown) =>
            this.options.log.warn({ err: error }, 'crash auto cash-out failed'),
          )
          .finally(() => (isPaying = false));
      }
      await sleep(Math.min(tickMs, bustAfter - elapsed), signal);
    }
    await paying;
    const crashed = await this.bust(round, bustAfter, signal);
    if (crashed) await this.settleBust(crashed);
  }

  /** Marks the bust once the database clock has passed it (another engine may have done it). */
  private async bust(
    round: RoundRow,
    bustAfter: number,
    signal: AbortSignal,
  ): Promise<RoundRow | null> {
    for (;;) {
      const crashed = await crashRound(this.options.db, round.id, bustAfter);
      if (crashed) {
        this.broadcastRound(crashed);
        return crashed;
      }
      const current = await findRound(this.options.db, round.id);
      if (!current || current.phase === 'crashed') return current ?? null;
      await sleep(5, signal);
      if (signal.aborted) return null;
    }
  }

  /** Pays the auto cash-outs the curve reached, then every other bet loses. */
  private async settleBust(round: RoundRow): Promise<void> {
    const { db, feed } = this.options;
    await settleDueBets({
      db,
      roundId: round.id,
      upToE2: round.crash_point_e2,
      skipLocked: false,
      onBatch: this.publishBatch,
    });
    const lost = await settleLosses(db, round);
    countSettledBets('crash', lost.length);
    feed.flush();
    // The live feed shows the largest losses of the round, not one event per bet of a crowd.
    for (const bet of lost.sort((a, b) => (b.amount > a.amount ? 1 : -1)).slice(0, 20)) {
      feed.publicBet({
        id: bet.id,
        game: 'crash',
        player: bet.player,
        amount: unitsToDecimal(bet.amount),
        multiplier: 0,
        payout: '0',
        created_at: new Date(this.now()).toISOString(),
      });
    }
  }
}
