/**
 * The simulator's chain is the clock: block N is mined at N × blockSeconds since the epoch, so
 * confirmations grow by themselves with no process producing blocks, the same in every server
 * instance. Block hashes are derived from the height (the simulator never forks on its own; a
 * reorg is simulated per transfer with dropSimulatedTransfer).
 */
import { createHash } from 'node:crypto';

export interface SimulatedClock {
  /** Milliseconds since the epoch (Date.now by default; tests move it). */
  now(): number;
  blockSeconds: number;
}

export function simulatedTip(clock: SimulatedClock): number {
  return Math.floor(clock.now() / (clock.blockSeconds * 1000));
}

export function simulatedBlockHash(network: string, height: number): string {
  return createHash('sha256').update(`tengu-simulator:${network}:${height}`).digest('hex');
}
