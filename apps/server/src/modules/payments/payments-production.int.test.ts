/**
 * The production rule (issue 19): in production every network of the spec is either backed by a
 * configured node or shown unavailable with a reason — never the simulator. Here production has
 * one node (XRP, a loopback port nothing listens on: nothing is contacted) and nothing else:
 * the config lists the fourteen others as unavailable, deposit-address and withdraw requests on
 * them answer 409 NETWORK_UNAVAILABLE with the reason and change nothing, and XRP hands out the
 * operator address with the player's tag.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  NETWORK_IDS,
  PAYMENTS_MESSAGES,
  depositAddressSchema,
  paymentsConfigSchema,
} from '@tengu/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { buildApp } from '#app/app';
import { loadConfig } from '#app/config';
import { TEST_ENV, bearer, signUp, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { fund, pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import { createChainRegistry } from './chains/registry';
import { errorOf, makeWithdrawable } from './payments.int-helpers';
import { paymentChainsOf } from './payments-chains';

const OPERATOR_SEED = 'sEdSPx8CLbFUna3DJdvJ74aQPLdemqu';
const OPERATOR = 'rEhh6f9rj5UUBhFzGGaxS5zYU2CCqKFXBC';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof buildApp>>;
let app: typeof server.app;

beforeAll(async () => {
  database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'tengu-production-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'tengu-no-web-')),
    DATA_DIR: dataDir,
    ...TEST_ENV,
    CHAIN_RPC_URLS: 'xrp=http://127.0.0.1:9',
    HOT_WALLET_KEYS: `xrp=${OPERATOR_SEED}`,
  });
  // The chains exactly as production builds them (the rest of the app stays in test mode).
  const registry = createChainRegistry({
    config: { ...config, isProduction: true },
    db: database.db,
  });
  const built = await buildApp({
    config,
    db: database.db,
    logger: pino({ level: 'silent' }),
    paymentChains: paymentChainsOf(registry),
  });
  server = built;
  app = built.app;
});
afterAll(async () => {
  await expectLedgerConsistent(database.db);
  await app.close();
  await database.drop();
});

describe('production: a network without a node is unavailable, never simulated', () => {
  it('GET /api/payments/config lists every network without a node, with the reason', async () => {
    const response = await app.inject({ url: '/api/payments/config' });
    const config = paymentsConfigSchema.parse(response.json());
    expect(config.developmentMode).toBe(false);
    expect(config.simulatedNetworks).toEqual([]);
    expect(config.unavailableNetworks).toEqual(
      NETWORK_IDS.filter((n) => n !== 'xrp').map((network) => ({ network, reason: 'no-node' })),
    );
  });

  it('answers deposit-address on such a network with 409 and the reason, storing nothing', async () => {
    const player = await signUp(server as unknown as TestServer);
    for (const [currency, network] of [
      ['usdt', 'tron'],
      ['usdt', 'algo'],
      ['btc', 'btc'],
      ['solana', 'sol'],
    ]) {
      const res = await app.inject({
        url: `/api/payments/deposit-address?currency=${currency}&network=${network}`,
        headers: bearer(player.accessToken),
      });
      expect(errorOf(res)).toEqual({
        status: 409,
        code: 'NETWORK_UNAVAILABLE',
        message: PAYMENTS_MESSAGES.networkUnavailable,
      });
    }
    const post = await app.inject({
      method: 'POST',
      url: '/api/payments/deposit-address',
      payload: { currency: 'ton' },
      headers: bearer(player.accessToken),
    });
    expect(errorOf(post)).toMatchObject({ status: 409, code: 'NETWORK_UNAVAILABLE' });
    const stored = await database.db
      .selectFrom('payment_deposit_addresses')
      .select('id')
      .where('user_id', '=', player.user.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('hands out the XRP operator address with the player’s own destination tag', async () => {
    const player = await signUp(server as unknown as TestServer);
    const res = await app.inject({
      url: '/api/payments/deposit-address?currency=xrp',
      headers: bearer(player.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const address = depositAddressSchema.parse(res.json());
    expect(address).toMatchObject({ network: 'xrp', wallet: OPERATOR, developmentMode: false });
    expect(address.memo).toMatch(/^[1-9]\d*$/);
  });

  it('refuses a withdrawal on such a network with 409 and the reason; the balance is untouched', async () => {
    const player = await signUp(server as unknown as TestServer);
    await makeWithdrawable(database.db, player.user.id);
    await fund(database.db, player.user.id, '100');
    const before = await pocketUnits(database.db, player.user.id, 'credits');
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/withdrawals',
      payload: {
        asset: 'USDT',
        network: 'tron',
        address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
        assetAmount: '20',
        fiatAmount: 0,
      },
      headers: bearer(player.accessToken),
    });
    expect(errorOf(res)).toEqual({
      status: 409,
      code: 'NETWORK_UNAVAILABLE',
      message: PAYMENTS_MESSAGES.networkUnavailable,
    });
    expect(await pocketUnits(database.db, player.user.id, 'credits')).toBe(before);
    const withdrawals = await database.db
      .selectFrom('payment_withdrawals')
      .select('id')
      .where('user_id', '=', player.user.id)
      .execute();
    expect(withdrawals).toEqual([]);
  });

  it('refuses to start with a node but no key its adapter needs', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...TEST_ENV,
      CHAIN_RPC_URLS: 'tron=http://127.0.0.1:9,algo=http://127.0.0.1:9',
      ALGO_INDEXER_URL: 'http://127.0.0.1:9',
    });
    const production = { ...config, isProduction: true };
    expect(() => createChainRegistry({ config: production, db: database.db })).toThrow(
      /tron: CHAIN_RPC_URLS has a node but DEPOSIT_XPUBS has no tron key/,
    );
  });
});
