import { SESSION_MESSAGES, unitsToDecimal, type BetGame } from '@tengu/shared';
import type { SeedInput } from '@tengu/fairness';
import { CompiledQuery, type Transaction } from 'kysely';
import { createCoalescer, type Coalescer, type Settled } from '#app/db/coalescer';
import {
  hasPipeline,
  PIPELINED_CONNECTIONS,
  runStatement,
  withPipeline,
  type DB,
  type Pipeline,
  type Statement,
} from '#app/db/database';
import type { Database } from '#app/db/schema';
import { SkippedStatementError } from '#app/db/statement-group';
import { AppError } from '#app/errors/app-error';
import type { AccessClaims } from '#app/modules/auth/tokens';
import {
  checkSessions,
  touchSessions,
  type SessionCheck,
} from '#app/modules/sessions/sessions.service';
import { countBetBatchPath, observeBetBatch } from '#app/metrics/instruments';
import { HOUSE_SHARDS, houseAccount, playerAccount } from '#app/modules/ledger/accounts';
import {
  planEntries,
  postEntriesInTransaction,
  type BatchEntry,
  type BatchEntryResult,
} from '#app/modules/ledger/ledger-batch';
import { lockAccounts, writeLockedEntries } from '#app/modules/ledger/ledger.repository';
import type { AccountKey } from '#app/modules/ledger/accounts';
import type { PlayEvents, PlayPublish } from '#app/modules/play-events/play-events';
import { lockSeedsForBets, type SeedRow } from '#app/modules/fairness/fairness.service';
import { lockActiveSeedsOfUsers } from '#app/modules/fairness/fairness.repository';
import type { Effects } from './bet-effects';
import { betPlay, playStatements, preparePlays } from './bet-plays';
import { payoutFor, splitPayout, splitStake, type Split } from './bet-money';
import { netBankroll, payoutPostings, stakePostings } from './bet-postings';
import { findBetIdsByKeys, recordBets, type RecordedBets } from './bet-batch.repository';
import type { NewBet } from './bets.repository';
import { toBetRecord } from './bet-view';
import type { Round, SettledBet } from './bet-pipeline';
import { timeOrderedUuid } from '#app/db/time-ordered-uuid';

/**
 * Coalesced single-step bets (docs/decisions/012-coalesced-bets.md). Bets of different players
 * that arrive while earlier ones are being written share one transaction: the seed pairs are
 * locked in one statement, the ledger posts every bet's entry in two, one statement records the
 * bets, nonces and wagered totals, and one commit makes them all durable. Every bet is answered
 * only after that commit. The house side of a batch is one bankroll shard, chosen per batch, so
 * concurrent batches do not queue on one hot row.
 */

type Trx = Transaction<Database>;

export interface BetJob {
  userId: string;
  game: BetGame;
  amount: bigint;
  /** `bet:<user>:<Idempotency-Key>` when the client sent one. */
  clientKey: string | null;
  /**
   * The request's claims when its session is still to be checked (`app.requireToken`): the batch
   * checks every such session in its first round trip and answers 401 for one no longer live,
   * before anything of that bet is drawn or written. null: the caller checked it.
   */
  uncheckedSession: AccessClaims | null;
  play: (seeds: SeedInput) => Round;
  /** Answers a retry whose key was used: the first bet, balances as of now. */
  replay: (trx: Trx, betId: string) => Promise<SettledBet>;
  /** The app's play-events registry: the settled bet's play event goes there (none: no event). */
  playEvents?: PlayEvents | undefined;
}

/** A bet of the batch as it goes: its seeds, nonce and outcome, then its money. */
interface Draft {
  job: BetJob;
  index: number;
  betId: string;
  seeds: SeedRow;
  /** Set when the stake is accepted (-1 before). */
  nonce: number;
  /** The outcome, once the stake is accepted. */
  round: Round | null;
  stake?: Split;
  won?: Split;
  balance?: { credits: bigint; freebets: bigint };
}

/**
 * One batch per pipelined connection. Three rather than two (session 20): in A the closed loop's
 * 32 clients left a quarter of the CPU idle waiting on two batches; with three, A's bets/s rose
 * 10–13 % in interleaved runs and the CPU per bet fell.
 */
const MAX_CONCURRENT_BATCHES = PIPELINED_CONNECTIONS;
const MAX_BATCH = 64;

let nextShard = 0;
/** Round-robin over the bankroll shards: concurrent batches write different house rows. */
function batchShard(): number {
  nextShard = (nextShard + 1) % HOUSE_SHARDS;
  return nextShard;
}

/** The sessions of the batch's bets to check (ADR 012: in the batch's first round trip). */
function uncheckedOf(jobs: BetJob[]): AccessClaims[] {
  return jobs.flatMap((j) => (j.uncheckedSession ? [j.uncheckedSession] : []));
}

const NOTHING_TO_CHECK: SessionCheck = { isLive: () => true, stale: [] };

/**
 * Splits the batch by its sessions: the indexes of the bets to place, and a 401 for each bet whose
 * session is no longer live (it is answered at once; nothing of it is drawn or written).
 */
function liveIndexes(
  jobs: BetJob[],
  check: SessionCheck,
  results: Array<Settled<SettledBet>>,
): number[] {
  const live: number[] = [];
  for (const [index, job] of jobs.entries()) {
    if (!job.uncheckedSession || check.isLive(job.uncheckedSession)) live.push(index);
    else {
      results[index] = { ok: false, error: new AppError('UNAUTHORIZED', SESSION_MESSAGES.expired) };
    }
  }
  return live;
}

/** The batch once its outcomes and money are decided: what to record, and the answers so far. */
interface Decided {
  results: Array<Settled<SettledBet>>;
  accepted: Draft[];
  nonces: Map<bigint, number>;
  wagered: Map<string, bigint>;
}

/** Applies the posted entries' results to the drafts: refused bets answer at once. */
function decide(
  results: Array<Settled<SettledBet>>,
  drafts: Draft[],
  posted: BatchEntryResult[],
  nonces: Map<bigint, number>,
): Decided {
  const accepted: Draft[] = [];
  for (const [i, draft] of drafts.entries()) {
    const result = posted[i];
    if (!result?.ok) {
      results[draft.index] = { ok: false, error: result?.error };
      continue;
    }
    draft.balance = {
      credits: result.balanceOf(playerAccount(draft.job.userId, 'credits')),
      freebets: result.balanceOf(playerAccount(draft.job.userId, 'freebets')),
    };
    accepted.push(draft);
  }
  const wagered = new Map<string, bigint>();
  for (const d of accepted) {
    wagered.set(d.job.userId, (wagered.get(d.job.userId) ?? 0n) + settledParts(d).stake.credits);
  }
  return { results, accepted, nonces, wagered };
}

/** The bets to insert with their nonces and wagered totals (recordBets' input). */
function recordOf(decided: Decided) {
  return { bets: decided.accepted.map(newBet), nonces: decided.nonces, wagered: decided.wagered };
}

/** The play events of the accepted bets (ARCHITECTURE.md, "Play events"). */
function playsOf(decided: Decided) {
  return decided.accepted.map((draft) => {
    const { stake, won } = settledParts(draft);
    const { job } = draft;
    return betPlay(job, job.userId, stake.credits, won.credits + won.freebets, stake.freebets);
  });
}

/**
 * The answers of the accepted bets, from what recording them returned. The play handlers'
 * events (for every player of the batch) go out once, with the first accepted bet's effects.
 */
function answer(decided: Decided, recorded: RecordedBets, plays: PlayPublish[]) {
  const { results } = decided;
  for (const [i, draft] of decided.accepted.entries()) {
    const player = recorded.players.get(draft.job.userId);
    if (!player || !draft.balance) throw new Error('bet batch lost a player');
    const balance = {
      credits: unitsToDecimal(draft.balance.credits),
      freebets: unitsToDecimal(draft.balance.freebets),
    };
    const effects: Effects = {
      userId: draft.job.userId,
      username: player.username,
      hidden: player.hideName,
      balance,
      amountWagered: player.amountWagered,
      wageredChanged: settledParts(draft).stake.credits > 0n,
      newLevel: player.newLevel !== player.level ? player.newLevel : null,
      plays: i === 0 ? plays : [],
    };
    const bet = toBetRecord({
      ...rowOf(newBet(draft)),
      created_at: recorded.createdAt,
      username: player.username,
      client_seed: draft.seeds.client_seed,
      server_seed: draft.seeds.server_seed,
      server_seed_hash: draft.seeds.server_seed_hash,
      seed_active: true,
    });
    results[draft.index] = { ok: true, value: { bet, balance, effects, replayed: false } };
  }
  return results;
}

/** Drafts of the jobs at these indexes of the batch (the others are already answered). */
function draftsOf(jobs: BetJob[], indexes: number[], seeds: Map<string, SeedRow>): Draft[] {
  return indexes.map((index) => {
    const job = jobs[index];
    if (!job) throw new Error(`no bet at ${index} in the batch`);
    const pair = seeds.get(job.userId);
    if (!pair) throw new Error(`no seed pair locked for ${job.userId}`);
    return { job, index, betId: timeOrderedUuid(), seeds: pair, nonce: -1, round: null };
  });
}

/** Every account a batch's bets post to: each player's credits and free bets, the shard. */
function accountsOf(jobs: BetJob[], shard: number): AccountKey[] {
  const users = [...new Set(jobs.map((j) => j.userId))];
  return [
    ...users.flatMap((u) => [playerAccount(u, 'credits'), playerAccount(u, 'freebets')]),
    houseAccount('bankroll', shard),
  ];
}

/**
 * One batch, statement after statement, inside the caller's transaction. Handles every case: a
 * player's first seed pair and accounts are created, Idempotency-Key retries replay.
 */
export async function settleBatch(
  trx: Trx,
  jobs: BetJob[],
  shard: number,
): Promise<Array<Settled<SettledBet>>> {
  const results: Array<Settled<SettledBet>> = new Array(jobs.length);
  const unchecked = uncheckedOf(jobs);
  const sessions = unchecked.length
    ? await runStatement(trx, checkSessions(trx, unchecked))
    : NOTHING_TO_CHECK;
  const placing = liveIndexes(jobs, sessions, results);
  const live = placing.map((index) => jobs[index]).filter((job) => job !== undefined);
  if (sessions.stale.length) await runStatement(trx, touchSessions(trx, sessions.stale));
  if (live.length === 0) return results;
  const preparing = preparePlays(live.map((j) => j.playEvents));
  const seeds = await lockSeedsForBets({ trx, userIds: live.map((j) => j.userId) });

  // Retries of bets already recorded (looked up under the seed locks) replay the first result.
  const keys = live.flatMap((j) => (j.clientKey ? [j.clientKey] : []));
  const used = keys.length
    ? await runStatement(trx, findBetIdsByKeys(keys))
    : new Map<string, string>();
  const fresh: number[] = [];
  for (const index of placing) {
    const job = jobs[index];
    if (!job) continue;
    const replayOf = job.clientKey ? used.get(job.clientKey) : undefined;
    if (replayOf) results[index] = await settledOf(job.replay(trx, replayOf));
    else fresh.push(index);
  }
  const drafts = draftsOf(jobs, fresh, seeds);

  // Nonces are handed out as the ledger accepts stakes, so a refused bet uses none and each
  // pair's nonces stay contiguous, also with several bets of one player in the batch.
  const nonces = new Map<bigint, number>();
  const posted = await postEntriesInTransaction({
    trx,
    entries: drafts.map((draft) => betEntry(draft, shard, nonces)),
  });
  const decided = decide(results, drafts, posted, nonces);
  if (decided.accepted.length === 0) return results;
  const recorded = await runStatement(trx, recordBets(recordOf(decided)));
  // After recordBets: the play handlers read the level it stored.
  const plays: PlayPublish[] = [];
  for (const statement of playStatements(await preparing, playsOf(decided))) {
    plays.push(await runStatement(trx, statement));
  }
  return answer(decided, recorded, plays);
}

/**
 * The same batch in two round trips on a pipelined connection: BEGIN and the locks go out
 * together; the outcomes and money are decided here; the writes and COMMIT go out together, each
 * group with one Sync. A balance that would go below zero fails its statement inside the database
 * (the ledger's check constraint), so the COMMIT behind it never runs. Returns null — having changed
 * nothing — when the batch needs the general path (a player's first seed pair or account, an
 * Idempotency-Key retry).
 */
async function settlePipelined(
  db: DB,
  pipeline: Pipeline,
  jobs: BetJob[],
  shard: number,
): Promise<{ results: Array<Settled<SettledBet>> } | null> {
  const userIds = [...new Set(jobs.map((j) => j.userId))];
  const keys = jobs.flatMap((j) => (j.clientKey ? [j.clientKey] : []));
  const unchecked = uncheckedOf(jobs);
  // The play handlers' settings (cached) are read while the locks are taken.
  const preparing = preparePlays(jobs.map((j) => j.playEvents));
  // Sent in this order, without waiting: BEGIN first. The sessions are read under the same
  // snapshot as the locks; a session revoked before it is still refused.
  const [begin, seedRows, locked, used, sessions] = await Promise.allSettled([
    pipeline.run(BEGIN),
    pipeline.run(lockActiveSeedsOfUsers(db, userIds)),
    pipeline.run(lockAccounts(db, accountsOf(jobs, shard))),
    keys.length ? pipeline.run(findBetIdsByKeys(keys)) : Promise.resolve(new Map()),
    unchecked.length ? pipeline.run(checkSessions(db, unchecked)) : NOTHING_TO_CHECK,
  ]);
  const failed = [begin, seedRows, locked, used, sessions].find((r) => r.status === 'rejected');
  const isSimple =
    !failed &&
    seedRows.status === 'fulfilled' &&
    seedRows.value.length === userIds.length &&
    locked.status === 'fulfilled' &&
    locked.value !== null &&
    used.status === 'fulfilled' &&
    used.value.size === 0;
  if (
    !isSimple ||
    seedRows.status !== 'fulfilled' ||
    locked.status !== 'fulfilled' ||
    sessions.status !== 'fulfilled'
  ) {
    await pipeline.run(ROLLBACK);
    if (failed?.status === 'rejected') throw failed.reason;
    return null;
  }

  const results: Array<Settled<SettledBet>> = new Array(jobs.length);
  const drafts = draftsOf(
    jobs,
    liveIndexes(jobs, sessions.value, results),
    new Map(seedRows.value.map((row) => [row.user_id, row])),
  );
  const { stale } = sessions.value;
  const nonces = new Map<bigint, number>();
  const plan = planEntries(
    locked.value ?? [],
    drafts.map((draft) => betEntry(draft, shard, nonces)),
  );
  const decided = decide(results, drafts, plan.results, nonces);
  // Built before anything is sent, so that the group below leaves in one write. A failure here
  // (the settings could not be read) rolls back before any write.
  let statements: Array<Statement<unknown, PlayPublish>>;
  try {
    statements = playStatements(await preparing, playsOf(decided));
  } catch (error) {
    await pipeline.run(ROLLBACK);
    throw error;
  }
  // Sent in this order, without waiting: the play handlers' statements after recordBets (they
  // read the level it stores), COMMIT last.
  const [entries, recorded, played, touched, commit] = await Promise.allSettled([
    plan.writes.length > 0
      ? pipeline.run(writeLockedEntries(plan.writes, plan.deltas))
      : Promise.resolve(new Map<string, bigint>()),
    decided.accepted.length > 0
      ? pipeline.run(recordBets(recordOf(decided)))
      : Promise.resolve(null),
    Promise.all(decided.accepted.length > 0 ? statements.map((s) => pipeline.run(s)) : []),
    stale.length > 0 ? pipeline.run(touchSessions(db, stale)) : Promise.resolve(),
    pipeline.run(COMMIT),
  ]);
  // A failed write skips the rest of its group: the COMMIT never ran, nothing was written (the
  // connection, inside an aborted transaction, is closed). Any other failure of the COMMIT leaves
  // its outcome unknown.
  if (commit.status === 'rejected' && !(commit.reason instanceof SkippedStatementError)) {
    throw new CommitUnknownError(commit.reason);
  }
  if (entries.status === 'rejected') throw entries.reason;
  if (recorded.status === 'rejected') throw recorded.reason;
  if (played.status === 'rejected') throw played.reason;
  if (touched.status === 'rejected') throw touched.reason;
  if (commit.status === 'rejected') throw commit.reason;
  plan.setIds(entries.value);
  if (!recorded.value) return { results };
  return { results: answer(decided, recorded.value, played.value) };
}

/** A transaction control statement, for a pipeline (fixed text: built once). */
const controlStatement = (command: string): Statement<unknown, void> => ({
  query: CompiledQuery.raw(command),
  read: () => undefined,
});
const BEGIN = controlStatement('BEGIN');
const COMMIT = controlStatement('COMMIT');
const ROLLBACK = controlStatement('ROLLBACK');

/** The COMMIT of a batch failed to answer: whether it committed is unknown. */
class CommitUnknownError extends Error {
  constructor(readonly reason: unknown) {
    super('the batch COMMIT did not answer');
  }
}

/**
 * The bet's ledger entry: stake out (free bets first), payout in pro rata, netted on the
 * shard. A stake the credits cannot cover is posted alone (the ledger refuses it) before any
 * outcome is drawn; otherwise the bet takes its pair's next nonce and its outcome decides the
 * payout.
 */
function betEntry(draft: Draft, shard: number, nonces: Map<bigint, number>): BatchEntry {
  const { userId, amount } = draft.job;
  const credits = playerAccount(userId, 'credits');
  const freebets = playerAccount(userId, 'freebets');
  return {
    accounts: [credits, freebets, houseAccount('bankroll', shard)],
    build: (balanceOf) => {
      const stake = splitStake(amount, balanceOf(freebets));
      const key = draft.job.clientKey ?? `bet:${draft.betId}`;
      const entry = { idempotencyKey: key, kind: 'bet', reference: draft.betId };
      if (balanceOf(credits) < stake.credits) {
        return { ...entry, postings: stakePostings(userId, stake, shard) };
      }
      const { seeds } = draft;
      const taken = nonces.get(seeds.id) ?? 0;
      nonces.set(seeds.id, taken + 1);
      draft.nonce = seeds.nonce + taken;
      const round = draft.job.play({
        serverSeed: seeds.server_seed,
        clientSeed: seeds.client_seed,
        nonce: draft.nonce,
      });
      const won = splitPayout(round.payoutUnits ?? payoutFor(amount, round.multiplierE4), stake);
      Object.assign(draft, { round, stake, won });
      const postings = netBankroll(
        userId,
        [...stakePostings(userId, stake, shard), ...payoutPostings(userId, won, shard)],
        shard,
      );
      return postings.length === 0 ? null : { ...entry, postings };
    },
  };
}

/** An accepted bet's parts (its stake was taken, so its outcome exists). */
function settledParts(draft: Draft) {
  const { round, stake, won } = draft;
  if (!round || !stake || !won) throw new Error(`bet ${draft.betId} has no outcome`);
  return { round, stake, won };
}

function newBet(draft: Draft): NewBet {
  const { round, stake, won } = settledParts(draft);
  return {
    id: draft.betId,
    userId: draft.job.userId,
    game: draft.job.game,
    amount: draft.job.amount,
    creditsSpent: stake.credits,
    freebetsSpent: stake.freebets,
    creditsWon: won.credits,
    freebetsWon: won.freebets,
    result: round.isWin ? 'WIN' : 'LOSS',
    multiplierE4: round.multiplierE4,
    details: round.details,
    seedId: draft.seeds.id,
    nonce: draft.nonce,
    idempotencyKey: draft.job.clientKey,
  };
}

/** The stored row of a new bet, as `bets` holds it. */
function rowOf(bet: NewBet) {
  return {
    id: bet.id,
    user_id: bet.userId,
    game: bet.game,
    amount: bet.amount,
    credits_spent: bet.creditsSpent,
    freebets_spent: bet.freebetsSpent,
    credits_won: bet.creditsWon,
    freebets_won: bet.freebetsWon,
    result: bet.result,
    multiplier_e4: bet.multiplierE4,
    details: bet.details,
    seed_id: bet.seedId,
    nonce: bet.nonce,
    idempotency_key: bet.idempotencyKey,
  };
}

async function settledOf<T>(work: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * One batch in one transaction. When the transaction fails before its commit (a bug, a
 * deadlock with another replica, a duplicate key), each bet is tried again alone, so one bad
 * bet cannot fail the others; when the commit itself fails its outcome is unknown, and no bet
 * of it is retried (the client may retry with its Idempotency-Key).
 */
async function runBatch(db: DB, jobs: BetJob[]): Promise<Array<Settled<SettledBet>>> {
  // The same shard on both paths: when the general path creates a shard's account, the next
  // batch on it is pipelined.
  const shard = batchShard();
  observeBetBatch(jobs.length);
  if (hasPipeline(db)) {
    try {
      const settled = await withPipeline(db, (pipeline) =>
        settlePipelined(db, pipeline, jobs, shard),
      );
      if (settled) {
        countBetBatchPath('pipelined');
        return settled.results;
      }
    } catch (error) {
      if (error instanceof CommitUnknownError) {
        countBetBatchPath('pipelined');
        return jobs.map(() => ({ ok: false, error }));
      }
      // Rolled back: the general path below tries again.
    }
  }
  countBetBatchPath('general');
  return runGeneral(db, jobs, shard);
}

/** The general path: statement after statement in a Kysely transaction. */
async function runGeneral(
  db: DB,
  jobs: BetJob[],
  shard: number,
): Promise<Array<Settled<SettledBet>>> {
  let committing = false;
  try {
    return await db.transaction().execute(async (trx) => {
      const results = await settleBatch(trx, jobs, shard);
      committing = true;
      return results;
    });
  } catch (error) {
    if (committing || jobs.length === 1) return jobs.map(() => ({ ok: false, error }));
    const alone = await Promise.all(jobs.map((job) => runGeneral(db, [job], shard)));
    return alone.map((r) => r[0] ?? { ok: false, error });
  }
}

const coalescers = new WeakMap<DB, Coalescer<BetJob, SettledBet>>();

/** Places a single-step bet through this database's coalescer. */
export function submitBet(db: DB, job: BetJob): Promise<SettledBet> {
  let coalescer = coalescers.get(db);
  if (!coalescer) {
    coalescer = createCoalescer({
      run: (jobs) => runBatch(db, jobs),
      maxConcurrent: MAX_CONCURRENT_BATCHES,
      maxBatch: MAX_BATCH,
    });
    coalescers.set(db, coalescer);
  }
  return coalescer.submit(job);
}

/** Single-step bets queued or in a running batch on this handle (the `tengu_bets_pending` gauge). */
export function pendingBets(db: DB): number {
  return coalescers.get(db)?.size() ?? 0;
}
