/**
 * The development chain simulator (issue 9, item 3; never in production — registry.ts refuses):
 * a ChainAdapter for any network, backed by the `chain_simulator_transfers` table instead of a
 * node. Deposit addresses are real-format addresses derived from the development key in
 * DATA_DIR (dev-keys.ts), so the Deposit modal, QR codes and address validation behave as on a
 * real chain; deposits are created with `createSimulatedDeposit` (`npm run dev:deposit`), blocks
 * follow the clock (simulated-chain.ts), and withdrawals are recorded, not sent: their txids
 * start with `SIMULATED-` and `simulated: true` says so.
 */
import { randomBytes, createHash } from 'node:crypto';
import { ASSETS, NETWORKS } from '@tengu/shared';
import { bytesToHex, isAddress } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';
import type { DB } from '#app/db/database';
import type {
  ChainAdapter,
  ConfirmationStatus,
  DepositAddress,
  IncomingTransfer,
  NetworkId,
  ScanInput,
  ScanResult,
  TransactionLookup,
  WatchedAddress,
  WithdrawalRequest,
} from '../chain-adapter';
import type { DevelopmentKeys } from '../dev-keys';
import { depositPublicKey, parseExtendedPublicKey } from '../extended-key';
import { isEvmNetwork } from '../evm/evm-networks';
import { decompressPublicKey } from '../secp256k1-point';
import { addressForPublicKey, isValidUtxoAddress } from '../utxo/utxo-addresses';
import { UTXO_PARAMS, isUtxoNetwork } from '../utxo/utxo-networks';
import {
  algorandAddress,
  ed25519PublicKey,
  solanaAddress,
  tonAddress,
  tronAddress,
  validateAccountAddress,
  xrpAddress,
  type AccountNetworkId,
} from './account-addresses';
import { simulatedBlockHash, simulatedTip, type SimulatedClock } from './simulated-chain';
import {
  findSimulatedTransfer,
  insertSimulatedTransfer,
  listSimulatedDepositsAfter,
  type SimulatedTransferRow,
} from './simulator.repository';

export const SIMULATED_TXID_PREFIX = 'SIMULATED-';
const SCAN_BATCH = 500;

export interface SimulatorOptions {
  network: NetworkId;
  db: DB;
  keys: DevelopmentKeys;
  clock: SimulatedClock;
}

/** The assets of the shared list that exist on a network. */
export function assetsOn(network: NetworkId): string[] {
  return ASSETS.filter((a) => a.networks.some((n) => n.network === network)).map((a) => a.symbol);
}

/** Address derivation and validation in each network's real format, from the development key. */
function addressBook(network: NetworkId, keys: DevelopmentKeys) {
  const account = parseExtendedPublicKey(keys.accountXpub(network));
  const secret = keys.networkSecret(network);
  const ed25519At = (index: number) =>
    ed25519PublicKey(createHash('sha256').update(secret).update(`ed25519/${index}`).digest());
  const tagged = NETWORKS[network].tag !== null;
  const tagFor = (index: number) => String(index + 1);

  const derive = (index: number): string => {
    if (isUtxoNetwork(network)) {
      return addressForPublicKey(UTXO_PARAMS[network].mainnet, depositPublicKey(account, index));
    }
    if (isEvmNetwork(network)) {
      return publicKeyToAddress(bytesToHex(decompressPublicKey(depositPublicKey(account, index))));
    }
    switch (network as AccountNetworkId) {
      case 'sol':
        return solanaAddress(ed25519At(index));
      case 'algo':
        return algorandAddress(ed25519At(index));
      case 'tron':
        return tronAddress(depositPublicKey(account, index));
      case 'xrp':
        return xrpAddress(depositPublicKey(account, 0)); // the operator's one address
      case 'ton':
        return tonAddress(createHash('sha256').update(secret).update('ton-wallet').digest());
    }
  };

  return {
    tagged,
    deriveAddress(index: number): DepositAddress {
      return tagged
        ? { address: derive(index), tag: tagFor(index), index }
        : { address: derive(index), index };
    },
    validateAddress(address: string, tag?: string) {
      const text = address.trim();
      if (isUtxoNetwork(network)) {
        return isValidUtxoAddress(UTXO_PARAMS[network].mainnet, text)
          ? { valid: true as const }
          : { valid: false as const, reason: `Invalid ${NETWORKS[network].name} address` };
      }
      if (isEvmNetwork(network)) {
        return isAddress(text)
          ? { valid: true as const }
          : { valid: false as const, reason: `Invalid ${NETWORKS[network].name} address` };
      }
      return validateAccountAddress(network as AccountNetworkId, text, tag);
    },
  };
}

export function createSimulatorAdapter(options: SimulatorOptions): ChainAdapter {
  const { network, db, clock } = options;
  const book = addressBook(network, options.keys);
  const assets = assetsOn(network);

  async function status(txid: string): Promise<ConfirmationStatus> {
    const row = await findSimulatedTransfer(db, network, { txid });
    if (!row || row.dropped_at) return 'dropped';
    return Math.max(0, simulatedTip(clock) - Number(row.block_height) + 1);
  }

  /** A mined simulated deposit as the watcher receives it. */
  function transferOf(row: SimulatedTransferRow): IncomingTransfer {
    const height = Number(row.block_height);
    return {
      network,
      txid: row.txid,
      index: 0,
      address: row.address,
      ...(row.tag ? { tag: row.tag } : {}),
      asset: row.asset,
      amount: BigInt(row.amount),
      blockHeight: height,
      blockHash: simulatedBlockHash(network, height),
    };
  }

  /** A destination as the watcher matches it: the tag decides on tag chains. */
  const key = (address: string, tag?: string | null) =>
    book.tagged ? `${address}#${tag ?? ''}` : address.toLowerCase();

  async function scan({ cursor, addresses }: ScanInput): Promise<ScanResult> {
    const tip = simulatedTip(clock);
    const watched = new Set(addresses.map((a) => key(a.address, a.tag)));
    let last = BigInt(cursor ?? '0');
    const transfers: IncomingTransfer[] = [];
    for (;;) {
      const rows = await listSimulatedDepositsAfter(db, network, last, SCAN_BATCH);
      let reachedUnmined = false;
      for (const row of rows) {
        const height = Number(row.block_height);
        // Not mined yet: stop here so the cursor never passes it.
        if (height > tip) {
          reachedUnmined = true;
          break;
        }
        last = row.id;
        if (row.dropped_at || !watched.has(key(row.address, row.tag))) continue;
        transfers.push(transferOf(row));
      }
      if (reachedUnmined || rows.length < SCAN_BATCH) break;
    }
    return { transfers, cursor: last.toString(), tipHeight: tip };
  }

  /** One simulated transaction, as `scan` would report it once its block is reached. */
  async function transfersOf(
    txid: string,
    addresses: readonly WatchedAddress[],
  ): Promise<TransactionLookup> {
    const row = await findSimulatedTransfer(db, network, { txid });
    if (!row || row.dropped_at || row.direction !== 'deposit') return { status: 'not-found' };
    const height = Number(row.block_height);
    if (height > simulatedTip(clock)) return { status: 'pending' };
    const isWatched = addresses.some((a) => key(a.address, a.tag) === key(row.address, row.tag));
    return { status: 'found', transfers: isWatched ? [transferOf(row)] : [] };
  }

  async function broadcastWithdrawal(request: WithdrawalRequest) {
    const existing = await findSimulatedTransfer(db, network, { reference: request.reference });
    if (existing) return { txid: existing.txid, simulated: true };
    if (!assets.includes(request.asset)) {
      throw new Error(`${network.toUpperCase()} cannot send ${request.asset}`);
    }
    const row = await insertSimulatedTransfer(db, {
      network,
      direction: 'withdrawal',
      txid: `${SIMULATED_TXID_PREFIX}${randomBytes(16).toString('hex')}`,
      address: request.to.trim(),
      tag: request.tag ?? null,
      asset: request.asset,
      amount: request.amount,
      blockHeight: simulatedTip(clock) + 1,
      reference: request.reference,
    });
    return { txid: row.txid, simulated: true };
  }

  return {
    network,
    kind: 'simulator',
    assets,
    usesTags: book.tagged,
    deriveAddress: book.deriveAddress,
    validateAddress: book.validateAddress,
    async watch() {
      // Nothing to register: the simulator's table is scanned directly.
    },
    scan,
    transfersOf,
    confirmations: (transfer) => status(transfer.txid),
    broadcastWithdrawal,
    withdrawalConfirmations: status,
    // Simulated transactions exist on no explorer: an in-page anchor, never a broken link.
    txUrl: (txid) => `#simulated-${txid}`,
  };
}
