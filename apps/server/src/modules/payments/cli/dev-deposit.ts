import { parseArgs } from 'node:util';
import { findAsset, findAssetNetwork, parseAssetAmount } from '@tengu/shared';
import { loadConfig } from '#app/config';
import { exitOnError, runWithDatabase } from '#app/db/cli/run-with-database';
import { depositAddressFor } from '../addresses.service';
import { createChainRegistry } from '../chains/registry';
import { findUserByUsername } from '#app/modules/users/users.repository';
import { createSimulatedDeposit } from '../chains/simulator/simulate-deposit';
import { paymentChainsOf } from '../payments-chains';

const USAGE = 'usage: npm run dev:deposit -- --user NAME --asset SOL --amount 1.5 [--network sol]';

/**
 * `npm run dev:deposit` (issue 9, development only): "sends" a deposit on a simulated chain to
 * the player's deposit address. The running server's watcher finds it like any transfer: deposit
 * PENDING ('Deposit detected'), PROCESSING while the simulated blocks confirm it, then COMPLETED
 * and credited at the current price ('Deposit Completed').
 */
function parse() {
  const { values } = parseArgs({
    options: {
      user: { type: 'string' },
      asset: { type: 'string' },
      amount: { type: 'string' },
      network: { type: 'string' },
    },
  });
  if (!values.user || !values.asset || !values.amount) throw new Error(USAGE);
  const asset = findAsset(values.asset);
  if (!asset) throw new Error(`unknown asset ${values.asset}\n${USAGE}`);
  const found = findAssetNetwork(
    asset.symbol,
    values.network?.toLowerCase() ?? asset.defaultNetwork,
  );
  if (!found) {
    const networks = asset.networks.map((on) => on.network).join(', ');
    throw new Error(`${asset.symbol} is not on network ${values.network} (networks: ${networks})`);
  }
  let amount: bigint;
  try {
    amount = parseAssetAmount(values.amount, found.on.decimals);
  } catch {
    throw new Error(
      `--amount must be a positive ${asset.symbol} amount with at most ${found.on.decimals} decimals`,
    );
  }
  if (amount <= 0n) throw new Error('--amount must be above 0');
  return { username: values.user, found, amount, amountText: values.amount };
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return exitOnError(error);
  }
})();
if (config.isProduction)
  exitOnError(new Error('dev:deposit is for development only (NODE_ENV=production)'));
const args = (() => {
  try {
    return parse();
  } catch (error) {
    return exitOnError(error);
  }
})();

await runWithDatabase(async (db) => {
  const user = await findUserByUsername(db, args.username);
  if (!user) throw new Error(`no user named ${args.username}`);
  const { asset, network } = args.found;
  const registry = createChainRegistry({ config, db });
  const adapter = registry.adapters.find((item) => item.network === network.id);
  if (!adapter || adapter.kind !== 'simulator') {
    throw new Error(
      `${network.id} runs on a real node (CHAIN_RPC_URLS): send a real transaction to the player's address instead`,
    );
  }
  const chains = paymentChainsOf(registry);
  const address = await depositAddressFor({
    db,
    chains,
    userId: user.id,
    currency: asset.symbol,
    network: network.id,
  });
  const sent = await createSimulatedDeposit({
    db,
    network: network.id,
    address: address.wallet,
    tag: address.memo ?? undefined,
    asset: asset.symbol,
    amount: args.amount,
    clock: registry.simulatorClock,
  });
  console.log(
    `simulated deposit of ${args.amountText} ${asset.symbol} on ${network.id} to ${user.username} ` +
      `(${address.wallet}${address.memo ? ` tag ${address.memo}` : ''}): tx ${sent.txid} in block ` +
      `${sent.blockHeight}; the server's watcher credits it after ${network.confirmations} confirmations`,
  );
}).catch(exitOnError);
