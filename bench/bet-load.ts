import type { LeanHttpPool } from './lean-http';
import { closedLoop as closed, openLoop as open, REQUEST_TIMEOUT_MS, type Request } from './load';
import type { BenchPlayer } from './support';

export { fundPlayers as fund } from './support';
export { MAX_IN_FLIGHT, ms, row, timeline, type Sample } from './load';

/** The bets benchmarks' load (bets and cluster): dice bets in closed and open loops. */

/** One dice bet: small stake, random target (chance 10–90 %) and condition. */
function diceBet(http: LeanHttpPool, player: BenchPlayer): Request {
  return () => {
    const target = (1000 + Math.floor(Math.random() * 8001)) / 100;
    const body = JSON.stringify({
      amount: '0.01',
      target,
      condition: Math.random() < 0.5 ? 'over' : 'under',
    });
    return http.post(
      '/api/games/dice/bet',
      { authorization: `Bearer ${player.accessToken}` },
      body,
      REQUEST_TIMEOUT_MS,
    );
  };
}

/** `clients` closed loops of dice bets; client i bets as `playerOf(i)`. */
export function closedLoop(
  http: LeanHttpPool,
  clients: number,
  playerOf: (client: number) => BenchPlayer,
  seconds: number,
) {
  return closed(clients, (i) => diceBet(http, playerOf(i)), seconds);
}

/** Dice bets at `rate` a second, each as a random one of `players`, for `seconds`. */
export function openLoop(
  http: LeanHttpPool,
  players: BenchPlayer[],
  rate: number,
  seconds: number,
) {
  const random = () => {
    const player = players[Math.floor(Math.random() * players.length)];
    if (!player) throw new Error('no players for the open loop');
    return player;
  };
  return open(() => diceBet(http, random()), rate, seconds);
}
