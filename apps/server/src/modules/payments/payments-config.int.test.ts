import { assetBySymbol, paymentsConfigSchema } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { createPaymentsTestApp } from './payments.int-helpers';

/**
 * GET /api/payments/config tells the browser wallet what the server actually watches (the
 * instant deposit, issue 9): per EVM network on a real node, the expected chain id and the token
 * contracts — the operator's EVM_TOKEN_CONTRACTS over mainnet's. Simulated networks are absent.
 * The node is never contacted here (the watchers are off under Vitest).
 */
const LOCAL_USDT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const MAINNET_USDC = assetBySymbol('USDC')?.networks.find((n) => n.network === 'eth')?.contract;

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createPaymentsTestApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createPaymentsTestApp({
    db: database.db,
    env: {
      CHAIN_RPC_URLS: 'eth=http://127.0.0.1:9',
      EVM_CHAIN_IDS: 'eth=31337,base=any',
      EVM_TOKEN_CONTRACTS: `eth:USDT=${LOCAL_USDT}`,
    },
  });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('GET /api/payments/config: instant deposits', () => {
  it('lists the watched EVM networks with the configured token contracts over mainnet defaults', async () => {
    const response = await server.app.inject({ url: '/api/payments/config' });
    expect(response.statusCode).toBe(200);
    const config = paymentsConfigSchema.parse(response.json());
    expect(MAINNET_USDC).toMatch(/^0x/);
    expect(config.instantDeposits).toEqual([
      {
        network: 'eth',
        chainId: 31337,
        nativeAsset: 'ETH',
        // USDT: the operator's contract, not mainnet's 0xdAC17F…; USDC: mainnet's (not overridden).
        tokenContracts: { USDT: LOCAL_USDT, USDC: MAINNET_USDC },
      },
    ]);
    // Every other network (base included, despite its EVM_CHAIN_IDS entry) is simulated here.
    expect(config.simulatedNetworks).toContain('base');
    expect(config.simulatedNetworks).not.toContain('eth');
  });

  it('is public and lists nothing when every network is simulated', async () => {
    const simulated = await createPaymentsTestApp({ db: database.db });
    try {
      const response = await simulated.app.inject({ url: '/api/payments/config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ instantDeposits: [] });
    } finally {
      await simulated.close();
    }
  });
});
