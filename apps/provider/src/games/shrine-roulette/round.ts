import { floats, roulettePocket } from '@tengu/fairness';
import { settleBet, type RouletteBet } from './bets';

/**
 * A round's pocket, provably fair: the table publishes SHA-256 of its server seed before the
 * rounds it covers; the pocket of round n is floor(37 × f), f the first float of
 * HMAC-SHA256(serverSeed, `${tableId}:${n}:0`) (packages/fairness, client seed = the table id,
 * nonce = the round id), the originals' roulette mapping. Anyone can replay it once the seed is
 * revealed.
 */
export function roundPocket(input: {
  serverSeed: string;
  tableId: string;
  roundId: number;
}): number {
  const [f] = floats({
    serverSeed: input.serverSeed,
    clientSeed: input.tableId,
    nonce: input.roundId,
    count: 1,
  });
  return roulettePocket(f as number);
}

export interface PlacedBet<Id> {
  id: Id;
  bet: RouletteBet;
  stake: bigint;
}

/** Settles every bet of the round against one pocket: what each returns (0 when it loses). */
export function settleRound<Id>(
  bets: readonly PlacedBet<Id>[],
  pocket: number,
): { id: Id; returned: bigint }[] {
  return bets.map(({ id, bet, stake }) => ({ id, returned: settleBet(bet, stake, pocket) }));
}
