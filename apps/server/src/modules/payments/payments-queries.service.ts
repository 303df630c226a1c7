import {
  findAsset,
  formatAssetAmount,
  parseAssetAmount,
  decimalToUnits,
  PAYMENTS_MESSAGES,
  unitsToDecimal,
  type ConvertToCrypto,
  type ConvertToUsd,
  type DepositsPage,
  type WithdrawalsPage,
  type PaymentsListQuery,
  type DepositRecord,
  type WithdrawalRecord,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { findUserDeposit, listUserDeposits } from './deposits.repository';
import { decodePageCursor, encodePageCursor } from './payments-cursor';
import {
  assetUnitsToUsdUnits,
  priceOf,
  PricesUnavailableError,
  usdUnitsToAssetUnits,
  type PriceSource,
} from './prices/price-source';
import { toDepositRecord, toWithdrawalRecord } from './records';
import { findUserWithdrawal, listUserWithdrawals } from './withdrawals.repository';

async function priceFor(prices: PriceSource, assetText: string) {
  const asset = findAsset(assetText);
  if (!asset) throw new AppError('UNSUPPORTED_CURRENCY', PAYMENTS_MESSAGES.unsupportedCurrency);
  try {
    return { asset, price: await priceOf(prices, asset) };
  } catch (error) {
    if (error instanceof PricesUnavailableError) {
      throw new AppError('PRICES_UNAVAILABLE', PAYMENTS_MESSAGES.pricesUnavailable);
    }
    throw error;
  }
}

/** The precision conversions use: the asset's finest network, never above 18 decimals. */
function decimalsOf(asset: { networks: { decimals: number }[] }) {
  return Math.max(...asset.networks.map((on) => on.decimals));
}

/** GET /api/payments/convert/usd: crypto amount → dollars (spec document 2 section 7). */
export async function convertToUsd(options: {
  prices: PriceSource;
  asset: string;
  amount: string;
}): Promise<ConvertToUsd> {
  const { asset, price } = await priceFor(options.prices, options.asset);
  const decimals = decimalsOf(asset);
  let units: bigint;
  try {
    units = parseAssetAmount(options.amount, decimals);
  } catch {
    throw new AppError('VALIDATION_FAILED', `Enter a valid ${asset.symbol} amount.`);
  }
  return { usdAmount: unitsToDecimal(assetUnitsToUsdUnits(units, decimals, price)), price };
}

/** GET /api/payments/convert/crypto: dollars → crypto amount. */
export async function convertToCrypto(options: {
  prices: PriceSource;
  asset: string;
  amount: string;
}): Promise<ConvertToCrypto> {
  const { asset, price } = await priceFor(options.prices, options.asset);
  const decimals = decimalsOf(asset);
  let usd: bigint;
  try {
    usd = decimalToUnits(options.amount);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Enter a valid dollar amount with at most 8 decimals.');
  }
  return {
    cryptoAmount: formatAssetAmount(usdUnitsToAssetUnits(usd, decimals, price), decimals),
    price,
  };
}

export async function listDeposits(options: {
  db: DB;
  userId: string;
  query: PaymentsListQuery;
}): Promise<DepositsPage> {
  const { db, userId, query } = options;
  const rows = await listUserDeposits(db, userId, query.limit, decodePageCursor(query.cursor));
  const page = rows.slice(0, query.limit);
  const addresses = await addressesOf(
    db,
    page.map((row) => row.address_id),
  );
  return {
    deposits: page.map((row) => toDepositRecord(row, addresses.get(row.address_id))),
    nextCursor:
      rows.length > query.limit && page.length ? encodePageCursor(page[page.length - 1]!) : null,
  };
}

export async function getDeposit(options: {
  db: DB;
  userId: string;
  id: string;
}): Promise<DepositRecord> {
  const row = await findUserDeposit(options.db, options.userId, options.id);
  if (!row) throw new AppError('NOT_FOUND', 'Deposit not found.');
  const addresses = await addressesOf(options.db, [row.address_id]);
  return toDepositRecord(row, addresses.get(row.address_id));
}

export async function listWithdrawals(options: {
  db: DB;
  userId: string;
  query: PaymentsListQuery;
}): Promise<WithdrawalsPage> {
  const { db, userId, query } = options;
  const rows = await listUserWithdrawals(db, userId, query.limit, decodePageCursor(query.cursor));
  const page = rows.slice(0, query.limit);
  return {
    withdrawals: page.map(toWithdrawalRecord),
    nextCursor:
      rows.length > query.limit && page.length ? encodePageCursor(page[page.length - 1]!) : null,
  };
}

export async function getWithdrawal(options: {
  db: DB;
  userId: string;
  id: string;
}): Promise<WithdrawalRecord> {
  const row = await findUserWithdrawal(options.db, options.userId, options.id);
  if (!row) throw new AppError('NOT_FOUND', 'Withdrawal not found.');
  return toWithdrawalRecord(row);
}

async function addressesOf(db: DB, ids: string[]) {
  if (ids.length === 0) return new Map<string, { address: string; tag: string | null }>();
  const rows = await db
    .selectFrom('payment_deposit_addresses')
    .select(['id', 'address', 'tag'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
