import type { NetworkId } from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';
import { BroadcastRejectedError, type ChainAdapter } from './chains/chain-adapter';
import { listNetworkAddresses } from './addresses.repository';
import { advanceDeposits, recordTransfers } from './deposits.service';
import type { PaymentChains } from './payments-chains';
import type { PriceSource } from './prices/price-source';
import {
  claimBroadcastAttempt,
  listBroadcastOpen,
  listToBroadcast,
  recordBroadcast,
} from './withdrawals.repository';
import { completeWithdrawal, requiredWithdrawalConfirmations } from './withdrawals.service';

export interface WatcherDeps {
  db: DB;
  realtime: Realtime | null;
  chains: PaymentChains;
  prices: PriceSource;
  log: { warn: (object: object, message: string) => void; info?: (message: string) => void };
}

/**
 * How often an approved withdrawal is sent automatically. Only the simulator's broadcast is
 * idempotent (keyed by the withdrawal); on a real chain a send whose outcome is unknown (a
 * timeout, a crash before its txid was stored) may have paid already, so it is never resent
 * automatically: the operator checks the chain, then `withdrawals retry` or `withdrawals sent`
 * (docs/decisions/011-chain-adapters.md).
 */
export const MAX_BROADCAST_ATTEMPTS = 3;

function automaticAttempts(adapter: ChainAdapter): number {
  return adapter.kind === 'simulator' ? MAX_BROADCAST_ATTEMPTS : 1;
}

/** Adapters whose addresses were imported by this process (watch-only wallets). */
const prepared = new WeakSet<ChainAdapter>();

/**
 * One pass of a network's watcher (the pg-boss job `payments-tick-<network>`), restart-safe:
 * 1. scan from the saved cursor and record the transfers (idempotent per (txid, index)), then
 *    save the cursor — a crash in between re-scans, never skips;
 * 2. follow the open deposits' confirmations (credit once, cancel on reorg);
 * 3. broadcast approved withdrawals; 4. complete the broadcast ones once confirmed.
 */
export async function runNetworkTick(deps: WatcherDeps & { network: NetworkId }): Promise<void> {
  const { db, network } = deps;
  const adapter = deps.chains.adapter(network);
  if (!adapter) return;
  const addresses = await listNetworkAddresses(db, network);
  if (addresses.length > 0) {
    if (!prepared.has(adapter)) {
      await adapter.watch(addresses);
      prepared.add(adapter);
    }
    const saved = await db
      .selectFrom('payment_watch_cursors')
      .select('cursor')
      .where('network', '=', network)
      .executeTakeFirst();
    const scan = await adapter.scan({ cursor: saved?.cursor ?? null, addresses });
    await recordTransfers({
      ...deps,
      network,
      transfers: scan.transfers,
      source: adapter.kind === 'simulator' ? 'simulator' : 'chain',
    });
    await db
      .insertInto('payment_watch_cursors')
      .values({ network, cursor: scan.cursor, tip_height: BigInt(scan.tipHeight) })
      .onConflict((oc) =>
        oc.column('network').doUpdateSet({
          cursor: scan.cursor,
          tip_height: BigInt(scan.tipHeight),
          updated_at: new Date(),
        }),
      )
      .execute();
  }
  await advanceDeposits({ ...deps, network, adapter });
  await broadcastApproved({ ...deps, network, adapter });
  await followBroadcast({ ...deps, network, adapter });
}

async function broadcastApproved(
  deps: WatcherDeps & { network: NetworkId; adapter: ChainAdapter },
) {
  const { db, adapter } = deps;
  for (const pending of await listToBroadcast(db, deps.network, automaticAttempts(adapter))) {
    const claimed = await claimBroadcastAttempt(db, pending.id, pending.broadcast_attempts);
    if (!claimed) continue;
    try {
      const sent = await adapter.broadcastWithdrawal({
        asset: claimed.asset,
        to: claimed.to_address,
        tag: claimed.tag ?? undefined,
        amount: BigInt(claimed.received_amount),
        reference: claimed.id,
      });
      await recordBroadcast(db, claimed.id, {
        txid: sent.txid,
        simulated: sent.simulated,
        last_error: null,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isRefused = error instanceof BroadcastRejectedError;
      // A refusal is final (e.g. hot wallet empty): the operator rejects or retries it. Any
      // other failure may have reached the chain: said so, and not resent on a real chain.
      await recordBroadcast(db, claimed.id, {
        txid: null,
        last_error: (isRefused ? message : `outcome unknown: ${message}`).slice(0, 500),
        ...(isRefused ? { broadcast_attempts: MAX_BROADCAST_ATTEMPTS } : {}),
      });
      deps.log.warn(
        { err: error, withdrawalId: claimed.id },
        isRefused
          ? 'withdrawal broadcast refused by the chain'
          : 'withdrawal broadcast failed: check the chain, then withdrawals retry or withdrawals sent',
      );
    }
  }
}

async function followBroadcast(deps: WatcherDeps & { network: NetworkId; adapter: ChainAdapter }) {
  const { db, adapter } = deps;
  const required = requiredWithdrawalConfirmations(deps.network);
  for (const sent of await listBroadcastOpen(db, deps.network)) {
    if (!sent.txid) continue;
    const status = await adapter.withdrawalConfirmations(sent.txid);
    if (status === 'dropped') {
      if (sent.last_error !== 'dropped') {
        await recordBroadcast(db, sent.id, { txid: sent.txid, last_error: 'dropped' });
        deps.log.warn({ withdrawalId: sent.id, txid: sent.txid }, 'withdrawal left the chain');
      }
      continue;
    }
    if (status >= required) await completeWithdrawal({ db, id: sent.id, confirmations: status });
  }
}
