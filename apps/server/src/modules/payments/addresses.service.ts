import {
  findAsset,
  findAssetNetwork,
  NETWORKS,
  PAYMENTS_MESSAGES,
  type DepositAddress,
  type NetworkId,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import {
  findCurrentAddress,
  insertAddress,
  lockPlayerNetwork,
  takeNextIndex,
  type DepositAddressRow,
} from './addresses.repository';
import { derivationKeyId, type PaymentChains } from './payments-chains';

/** The asset and network a request names, or UNSUPPORTED_CURRENCY. */
export function resolveAssetNetwork(currency: string, network?: string) {
  const asset = findAsset(currency);
  const found = asset && findAssetNetwork(asset.symbol, network ?? asset.defaultNetwork);
  if (!found) throw new AppError('UNSUPPORTED_CURRENCY', PAYMENTS_MESSAGES.unsupportedCurrency);
  return found;
}

function adapterOf(chains: PaymentChains, network: NetworkId) {
  const adapter = chains.adapter(network);
  if (!adapter) {
    throw new AppError('NETWORK_UNAVAILABLE', PAYMENTS_MESSAGES.networkUnavailable);
  }
  return adapter;
}

/**
 * The player's deposit address for a currency on a network (spec document 1 section 7: "GET by
 * currency nick with a new-address flag; response wallet, memo"). The first request derives one;
 * `fresh` derives the next index ('new address'). XRP and TON: the operator's address with the
 * player's own tag. The server only derives public addresses: it holds no deposit keys.
 */
export async function depositAddressFor(options: {
  db: DB;
  chains: PaymentChains;
  userId: string;
  currency: string;
  network?: string;
  fresh?: boolean;
}): Promise<DepositAddress> {
  const { db, chains, userId } = options;
  const { asset, on, network } = resolveAssetNetwork(options.currency, options.network);
  const adapter = adapterOf(chains, network.id);
  const keyId = derivationKeyId(adapter);
  const row = await db.transaction().execute(async (trx) => {
    await lockPlayerNetwork(trx, userId, network.id);
    if (!options.fresh) {
      const current = await findCurrentAddress(trx, userId, network.id, keyId);
      if (current) return current;
    }
    // Tag networks skip tag 0: a missing tag must never match a player.
    const index = await takeNextIndex(trx, network.id, keyId, adapter.usesTags ? 1 : 0);
    const derived = adapter.deriveAddress(index);
    return insertAddress(trx, {
      user_id: userId,
      network: network.id,
      address: derived.address,
      tag: derived.tag ?? null,
      key_id: keyId,
      derivation_index: index,
    });
  });
  // A watch-only wallet learns the address now; the watcher also re-imports at start.
  await adapter
    .watch([{ address: row.address, tag: row.tag ?? undefined, index: row.derivation_index }])
    .catch(() => undefined);
  return toDepositAddress(row, asset.symbol, on.minDeposit, chains.developmentMode);
}

function toDepositAddress(
  row: DepositAddressRow,
  symbol: string,
  minDeposit: string,
  developmentMode: boolean,
): DepositAddress {
  const network = row.network as NetworkId;
  return {
    asset: symbol,
    network,
    wallet: row.address,
    memo: row.tag,
    minDeposit,
    confirmations: NETWORKS[network].confirmations,
    developmentMode,
    created_at: row.created_at.toISOString(),
  };
}
