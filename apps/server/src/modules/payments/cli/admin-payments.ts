import { formatAssetAmount, unitsToDecimal } from '@tengu/shared';
import type { Config } from '#app/config';
import type { DB } from '#app/db/database';
import { allPriceIds } from '../prices/price-source';
import { createHttpPriceSource } from '../prices/http-price-source';
import {
  createFilePriceSource,
  operatorPricesFile,
  writePricesFile,
} from '../prices/file-price-source';
import { listWithdrawalsByStatus, resolveUnsentWithdrawal } from '../withdrawals.repository';
import { approveWithdrawal, rejectWithdrawal } from '../withdrawals.service';
import type { PaymentWithdrawalStatus } from '#app/db/schema';

export const PAYMENTS_ADMIN_USAGE = `       npm run admin -- withdrawals list [--status PENDING|PROCESSING|COMPLETED|REJECTED|CANCELLED]
       npm run admin -- withdrawals approve ID [--operator NAME]
       npm run admin -- withdrawals reject ID [--reason "..."] [--operator NAME]
       npm run admin -- withdrawals retry ID     (a send that did not finish: not on the chain)
       npm run admin -- withdrawals sent ID TXID (a send that did not finish: found on the chain)
       npm run admin -- prices show
       npm run admin -- prices refresh [--url https://api.coingecko.com/api/v3]`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_PRICE_API = 'https://api.coingecko.com/api/v3';
const STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'REJECTED', 'CANCELLED'] as const;

export function isPaymentsAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'withdrawals' || positionals[0] === 'prices';
}

/**
 * `npm run admin -- withdrawals …` (issue 9: the operator reviews withdrawals; the server's
 * watcher broadcasts approved ones on its next tick) and `npm run admin -- prices …` (refreshes
 * the prices file in DATA_DIR from a CoinGecko-compatible API). Prints one line per result.
 */
export async function runPaymentsAdminCommand(options: {
  db: DB;
  config: Config;
  positionals: string[];
  values: { status?: string; reason?: string; url?: string };
  operator: string;
  print: (line: string) => void;
}): Promise<void> {
  const { db, positionals, values, operator, print } = options;
  const [group, action, id, ...rest] = positionals;
  const txid = group === 'withdrawals' && action === 'sent' ? rest.shift() : undefined;
  const extra = rest;
  if (extra.length)
    throw new Error(`unexpected arguments: ${extra.join(' ')}\n${PAYMENTS_ADMIN_USAGE}`);
  if (group === 'withdrawals' && action === 'list') {
    const status = (values.status ?? 'PENDING').toUpperCase();
    if (!(STATUSES as readonly string[]).includes(status)) throw new Error(PAYMENTS_ADMIN_USAGE);
    const rows = await listWithdrawalsByStatus(db, status as PaymentWithdrawalStatus);
    if (rows.length === 0) print(`no ${status} withdrawals`);
    for (const row of rows) {
      const amount = formatAssetAmount(BigInt(row.asset_amount), row.asset_decimals);
      print(
        `${row.id}  ${row.created_at.toISOString()}  ${row.username}  ${amount} ${row.asset} on ${row.network}` +
          ` ($${unitsToDecimal(row.fiat_amount)}) → ${row.to_address}${row.tag ? ` tag ${row.tag}` : ''}` +
          `${row.txid ? `  tx ${row.txid}` : ''}${row.last_error ? `  last error: ${row.last_error}` : ''}`,
      );
    }
    return;
  }
  if (group === 'withdrawals' && (action === 'approve' || action === 'reject') && id) {
    if (action === 'approve') {
      const row = await approveWithdrawal({ db, id, operator });
      print(
        `withdrawal ${row.id} approved by ${operator}: PROCESSING, the watcher broadcasts it next`,
      );
    } else {
      const row = await rejectWithdrawal({
        db,
        realtime: null,
        id,
        operator,
        reason: values.reason,
      });
      print(
        `withdrawal ${row.id} rejected by ${operator}: $${unitsToDecimal(row.fiat_amount)} returned`,
      );
    }
    return;
  }
  if (group === 'withdrawals' && (action === 'retry' || (action === 'sent' && txid)) && id) {
    if (!UUID.test(id)) throw new Error(`not a withdrawal id: ${id}`);
    const row = await resolveUnsentWithdrawal(db, id, txid ?? null);
    if (!row) {
      throw new Error(
        `withdrawal ${id} is not a PROCESSING withdrawal without a transaction (see withdrawals list --status PROCESSING)`,
      );
    }
    print(
      txid
        ? `withdrawal ${row.id}: transaction ${txid} recorded by ${operator}; it completes at its confirmations`
        : `withdrawal ${row.id}: sent again on the watcher's next tick (${operator})`,
    );
    return;
  }
  if (group === 'prices' && action === 'show' && !id) {
    const source = createFilePriceSource({ dataDir: options.config.dataDir, ttlMs: 0 });
    const { path, prices } = await source.file();
    print(`${path} (updated ${prices.updatedAt})`);
    for (const [slug, price] of Object.entries(prices.usd)) print(`${slug}: $${price}`);
    return;
  }
  if (group === 'prices' && action === 'refresh' && !id) {
    const baseUrl = values.url ?? options.config.PRICE_API_URL ?? DEFAULT_PRICE_API;
    const source = createHttpPriceSource({ baseUrl, apiKey: options.config.PRICE_API_KEY });
    const fresh = await source.getPrices(allPriceIds());
    if (fresh.size === 0) throw new Error(`${baseUrl} returned no prices`);
    const current = await createFilePriceSource({
      dataDir: options.config.dataDir,
      ttlMs: 0,
    }).file();
    const path = operatorPricesFile(options.config.dataDir);
    await writePricesFile(path, {
      source: baseUrl,
      updatedAt: new Date().toISOString(),
      usd: { ...current.prices.usd, ...Object.fromEntries(fresh) },
    });
    print(`${fresh.size} prices from ${baseUrl} written to ${path}`);
    const missing = allPriceIds().filter((slug) => !fresh.has(slug));
    if (missing.length) print(`kept the previous price of: ${missing.join(', ')}`);
    return;
  }
  throw new Error(PAYMENTS_ADMIN_USAGE);
}
