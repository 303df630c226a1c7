import { parentPort } from 'node:worker_threads';
import { SLOTS } from '../apps/provider/src/games/catalogue';
import { simulateRoulette } from '../apps/provider/src/games/shrine-roulette/index';
import { createSimRng } from '../apps/provider/src/rng/xoshiro128';
import { simulateSlot, type ReturnStats } from '../apps/provider/src/sim/simulate';

/** One chunk of the RTP simulation (bench/rtp.ts): a game, a mode, a number of rounds, a seed. */
export interface RtpTask {
  slug: string;
  mode: 'spins' | 'bonusBuy' | 'roulette';
  rounds: number;
  seed: number;
}

export function runTask(task: RtpTask): ReturnStats {
  const rng = createSimRng(task.seed);
  if (task.mode === 'roulette') return simulateRoulette(rng, task.rounds);
  const game = SLOTS[task.slug];
  if (!game) throw new Error(`unknown slot ${task.slug}`);
  return simulateSlot(game, rng, { rounds: task.rounds, mode: task.mode });
}

parentPort?.on('message', (task: RtpTask) => {
  parentPort?.postMessage(runTask(task));
});
