import type { Config } from '#app/config';
import type { DB } from '#app/db/database';
import { listNetworkAddresses } from '#app/modules/payments/addresses.repository';
import { createChainRegistry } from '#app/modules/payments/chains/registry';
import { isSolanaAdapter } from '../solana-adapter';

export const SOLANA_ADMIN_USAGE = `       npm run admin -- solana sweep   (moves every Solana deposit account's tokens and SOL to the hot wallet)`;

export function isSolanaAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'solana';
}

/**
 * `npm run admin -- solana sweep` (issue 19; docs/decisions/025): every deposit address handed
 * out on `sol` whose account holds tokens or SOL is emptied into the hot wallet, which pays the
 * fees and its own token accounts' rent. A sweep is not a deposit: the watcher ignores it.
 */
export async function runSolanaAdminCommand(options: {
  db: DB;
  config: Config;
  positionals: string[];
  print: (line: string) => void;
}): Promise<void> {
  const [, action, ...extra] = options.positionals;
  if (action !== 'sweep' || extra.length) throw new Error(SOLANA_ADMIN_USAGE);
  const registry = createChainRegistry({ config: options.config, db: options.db });
  const adapter = registry.adapters.find((a) => a.network === 'sol');
  if (!isSolanaAdapter(adapter)) {
    throw new Error('sol has no Solana node: set sol=… in CHAIN_RPC_URLS');
  }
  if (!adapter.hotWalletAddress) throw new Error('sol: no HOT_WALLET_KEYS entry to sweep into');
  const addresses = await listNetworkAddresses(options.db, 'sol');
  let swept = 0;
  for (const watched of addresses) {
    if (watched.index === undefined) continue;
    // Addresses of another deposit seed (the operator changed it) are not ours to sign for.
    if (adapter.deriveAddress(watched.index).address !== watched.address) continue;
    const txid = await adapter.sweep(watched.index);
    if (txid) {
      swept++;
      options.print(
        `swept ${watched.address} → ${adapter.hotWalletAddress}: ${adapter.txUrl(txid)}`,
      );
    }
  }
  options.print(swept ? `${swept} deposit account(s) swept` : 'nothing to sweep');
}
