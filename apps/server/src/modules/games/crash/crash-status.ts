import type { CrashChainStatus } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { CRASH_LOCK_KEY } from './crash-leader';
import {
  countRoundBets,
  findLatestChain,
  findLatestRound,
  findLockHolder,
  lastChainRound,
} from './crash.repository';
import { e2ToMultiplier } from './crash-view';

/**
 * The crash chain's state for the operator console (issue 22, ADR 044): how much of the
 * pre-committed chain is used, the commitment players see, the current round and which database
 * session (hence which replica) leads the engine. The crash point of a round is shown once it
 * has crashed only, as to players.
 */
export async function getCrashChainStatus(db: DB): Promise<CrashChainStatus> {
  const [chain, round, holder] = await Promise.all([
    findLatestChain(db),
    findLatestRound(db),
    findLockHolder(db, CRASH_LOCK_KEY),
  ]);
  const [used, bets] = await Promise.all([
    chain ? lastChainRound(db, chain.id) : Promise.resolve(0),
    round ? countRoundBets(db, round.id) : Promise.resolve(0),
  ]);
  return {
    chain: chain
      ? {
          id: chain.id,
          length: chain.length,
          roundsUsed: used,
          remaining: Math.max(chain.length - used, 0),
          terminatingHash: chain.terminating_hash,
          salt: chain.salt,
          createdAt: chain.created_at.toISOString(),
        }
      : null,
    round: round
      ? {
          id: round.id,
          chainRound: round.chain_round,
          phase: round.phase,
          crashPoint: round.phase === 'crashed' ? e2ToMultiplier(round.crash_point_e2) : null,
          bets,
          createdAt: round.created_at.toISOString(),
          startedAt: round.started_at?.toISOString() ?? null,
          crashedAt: round.crashed_at?.toISOString() ?? null,
        }
      : null,
    leader: holder
      ? {
          pid: holder.pid,
          clientAddress: holder.client_addr,
          applicationName: holder.application_name,
          since: holder.backend_start?.toISOString() ?? null,
        }
      : null,
  };
}
