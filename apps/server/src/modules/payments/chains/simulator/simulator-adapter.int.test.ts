/**
 * The development simulator on a real database (issue 9): every network gets an adapter outside
 * production, with real-format addresses from the development key in DATA_DIR; a deposit made
 * with createSimulatedDeposit is scanned once, confirms as simulated blocks pass, can be dropped
 * (reorg), and a withdrawal is recorded once per reference with a SIMULATED- txid.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NETWORK_IDS } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import type { ChainAdapter, IncomingTransfer, WatchedAddress } from '../chain-adapter';
import { parseChainsConfig } from '../chains-config';
import { DEV_KEYS_FILE } from '../dev-keys';
import { createChainRegistry, type ChainRegistry } from '../registry';
import { createSimulatedDeposit, dropSimulatedTransfer } from './simulate-deposit';

let db: TestDatabase;
let dataDir: string;
let registry: ChainRegistry;
let nowMs = 1_800_000_000_000;
const clock = { now: () => nowMs, blockSeconds: 2 };
const { chains } = parseChainsConfig({});

const adapterOf = (network: string): ChainAdapter =>
  registry.adapters.find((a) => a.network === network)!;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'tengu-sim-'));
  registry = createChainRegistry({
    config: { chains, isProduction: false, dataDir },
    db: db.db,
    simulatorClock: clock,
  });
});

afterAll(async () => {
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('chain registry with nothing configured', () => {
  it('serves every network from the simulator on a development key in DATA_DIR', async () => {
    expect(registry.adapters.map((a) => a.network).sort()).toEqual([...NETWORK_IDS].sort());
    expect(registry.adapters.every((a) => a.kind === 'simulator')).toBe(true);
    expect(registry.developmentMode).toBe(true);
    expect(registry.developmentKeysFile).toBe(join(dataDir, DEV_KEYS_FILE));
    expect((await stat(registry.developmentKeysFile!)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(registry.developmentKeysFile!, 'utf8'))).toHaveProperty(
      'seed',
    );

    // The same key file gives the same addresses after a restart.
    const again = createChainRegistry({
      config: { chains, isProduction: false, dataDir },
      db: db.db,
    });
    for (const network of ['btc', 'ltc', 'eth', 'sol', 'tron', 'algo', 'xrp', 'ton']) {
      const before = adapterOf(network).deriveAddress(3);
      expect(again.adapters.find((a) => a.network === network)!.deriveAddress(3)).toEqual(before);
      expect(adapterOf(network).validateAddress(before.address, before.tag)).toEqual({
        valid: true,
      });
    }
    expect(adapterOf('btc').deriveAddress(0).address).toMatch(/^bc1q/);
    expect(adapterOf('ltc').deriveAddress(0).address).toMatch(/^ltc1q/);
    expect(adapterOf('doge').deriveAddress(0).address).toMatch(/^D/);
    expect(adapterOf('bch').deriveAddress(0).address).toMatch(/^bitcoincash:q/);
    expect(adapterOf('eth').deriveAddress(0).address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(adapterOf('tron').deriveAddress(0).address).toMatch(/^T/);
    expect(adapterOf('xrp').deriveAddress(0).address).toMatch(/^r/);
    // Tag networks: one operator address, a tag per player.
    expect(adapterOf('xrp').deriveAddress(1).address).toBe(
      adapterOf('xrp').deriveAddress(2).address,
    );
    expect(adapterOf('xrp').deriveAddress(1).tag).not.toBe(adapterOf('xrp').deriveAddress(2).tag);
    expect(adapterOf('ton').usesTags).toBe(true);
    expect(adapterOf('sol').validateAddress(adapterOf('eth').deriveAddress(0).address).valid).toBe(
      false,
    );
  });

  it('refuses to run the simulator or development keys in production', () => {
    const prod = createChainRegistry({
      config: { chains, isProduction: true, dataDir },
      db: db.db,
    });
    expect(prod.adapters).toEqual([]);
    expect(prod.developmentMode).toBe(false);
  });
});

describe('simulated deposits and withdrawals', () => {
  it('scans a deposit once, confirms it over simulated blocks and drops it on a reorg', async () => {
    const sol = adapterOf('sol');
    const watched: WatchedAddress[] = [{ ...sol.deriveAddress(0), index: 0 }];
    const other = sol.deriveAddress(1);
    const deposit = await createSimulatedDeposit({
      db: db.db,
      network: 'sol',
      address: watched[0]!.address,
      asset: 'SOL',
      amount: 1_500_000_000n,
      clock,
    });
    await createSimulatedDeposit({
      db: db.db,
      network: 'sol',
      address: other.address,
      asset: 'SOL',
      amount: 1n,
      clock,
    });
    expect(deposit.txid).toMatch(/^SIMULATED-[0-9a-f]{32}$/);

    // Not mined yet: nothing, and the cursor does not pass it.
    const early = await sol.scan({ cursor: null, addresses: watched });
    expect(early.transfers).toEqual([]);

    nowMs += 2_000; // the next block
    const seen = await sol.scan({ cursor: early.cursor, addresses: watched });
    expect(seen.transfers).toEqual([
      expect.objectContaining({
        network: 'sol',
        txid: deposit.txid,
        index: 0,
        asset: 'SOL',
        amount: 1_500_000_000n,
        blockHeight: deposit.blockHeight,
      }),
    ]);
    const transfer: IncomingTransfer = seen.transfers[0]!;
    expect(await sol.confirmations(transfer)).toBe(1);
    nowMs += 10_000;
    expect(await sol.confirmations(transfer)).toBe(6);
    expect((await sol.scan({ cursor: seen.cursor, addresses: watched })).transfers).toEqual([]);

    expect(await dropSimulatedTransfer({ db: db.db, network: 'sol', txid: deposit.txid })).toBe(
      true,
    );
    expect(await sol.confirmations(transfer)).toBe('dropped');
    expect((await sol.scan({ cursor: null, addresses: watched })).transfers).toEqual([]);
  });

  it('matches tag networks by address and tag', async () => {
    const xrp = adapterOf('xrp');
    const mine = xrp.deriveAddress(4);
    const theirs = xrp.deriveAddress(5);
    await createSimulatedDeposit({
      db: db.db,
      network: 'xrp',
      address: mine.address,
      tag: theirs.tag,
      asset: 'XRP',
      amount: 7n,
      clock,
    });
    const paid = await createSimulatedDeposit({
      db: db.db,
      network: 'xrp',
      address: mine.address,
      tag: mine.tag,
      asset: 'XRP',
      amount: 9n,
      clock,
    });
    nowMs += 2_000;
    const scan = await xrp.scan({ cursor: null, addresses: [{ ...mine }] });
    expect(scan.transfers.map((t) => [t.txid, t.tag, t.amount])).toEqual([
      [paid.txid, mine.tag, 9n],
    ]);
  });

  it('records a withdrawal once per reference, marked simulated, confirming over time', async () => {
    const tron = adapterOf('tron');
    const to = tron.deriveAddress(9).address;
    const first = await tron.broadcastWithdrawal({
      asset: 'USDT',
      to,
      amount: 5_000_000n,
      reference: 'wd-1',
    });
    const retry = await tron.broadcastWithdrawal({
      asset: 'USDT',
      to,
      amount: 5_000_000n,
      reference: 'wd-1',
    });
    expect(first).toEqual({ txid: expect.stringMatching(/^SIMULATED-/), simulated: true });
    expect(retry).toEqual(first);
    expect(await tron.withdrawalConfirmations(first.txid)).toBe(0);
    nowMs += 4_000;
    expect(await tron.withdrawalConfirmations(first.txid)).toBe(2);
    expect(await tron.withdrawalConfirmations('SIMULATED-unknown')).toBe('dropped');
    await expect(
      tron.broadcastWithdrawal({ asset: 'BTC', to, amount: 1n, reference: 'wd-2' }),
    ).rejects.toThrow(/cannot send BTC/);
    expect(tron.txUrl(first.txid)).not.toMatch(/^https?:/);
  });
});
