/**
 * What `npm run dev:deposit` (payments module) calls to "send" a deposit on a simulated chain,
 * and what tests call to simulate a reorganisation. Development only: the simulator adapter is
 * never built in production (registry.ts), so these rows would never be scanned there.
 */
import { randomBytes } from 'node:crypto';
import type { DB } from '#app/db/database';
import type { NetworkId } from '../chain-adapter';
import { simulatedTip, type SimulatedClock } from './simulated-chain';
import { insertSimulatedTransfer, markSimulatedTransferDropped } from './simulator.repository';

export interface SimulatedDeposit {
  txid: string;
  /** The simulated block it is mined in (the next one). */
  blockHeight: number;
}

/**
 * Records a payment of `amount` base units of `asset` to `address` (and `tag` on XRP/TON) on a
 * simulated network. It appears to the watcher when its block (the next one) is mined.
 */
export async function createSimulatedDeposit(options: {
  db: DB;
  network: NetworkId;
  address: string;
  tag?: string;
  asset: string;
  amount: bigint;
  clock?: SimulatedClock;
}): Promise<SimulatedDeposit> {
  if (options.amount <= 0n) throw new RangeError('the amount must be positive');
  const clock = options.clock ?? { now: Date.now, blockSeconds: DEFAULT_SIMULATED_BLOCK_SECONDS };
  const blockHeight = simulatedTip(clock) + 1;
  const row = await insertSimulatedTransfer(options.db, {
    network: options.network,
    direction: 'deposit',
    txid: `SIMULATED-${randomBytes(16).toString('hex')}`,
    address: options.address,
    tag: options.tag ?? null,
    asset: options.asset,
    amount: options.amount,
    blockHeight,
    reference: null,
  });
  return { txid: row.txid, blockHeight };
}

/** Simulates a reorganisation that removed the transfer; its confirmations become 'dropped'. */
export function dropSimulatedTransfer(options: {
  db: DB;
  network: NetworkId;
  txid: string;
}): Promise<boolean> {
  return markSimulatedTransferDropped(options.db, options.network, options.txid);
}

/** Simulated block time when the configuration sets none (CHAIN_SIMULATOR_BLOCK_SECONDS). */
export const DEFAULT_SIMULATED_BLOCK_SECONDS = 2;
