/**
 * The UTXO adapter against a real `litecoind -regtest` (issue 9): derived addresses match the
 * node's own derivation, a payment is seen, confirms, survives a restart without duplicates, a
 * reorg marks it dropped, and a withdrawal signed with the hot wallet key pays on-chain.
 */
import { HDKey } from '@scure/bip32';
import { WIF } from '@scure/btc-signer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingTransfer, ScanResult, WatchedAddress } from '../chain-adapter';
import type { DB } from '#app/db/database';
import { parseChainsConfig } from '../chains-config';
import { createChainRegistry } from '../registry';
import { startLitecoinRegtest, type RegtestNode } from './testing/regtest-node';
import { createUtxoAdapter } from './utxo-adapter';
import { UTXO_PARAMS, btcSignerNetwork } from './utxo-networks';

const seed = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
// Testnet/regtest version bytes (tpub), as a regtest wallet exports them.
const root = HDKey.fromMasterSeed(seed, { private: 0x04358394, public: 0x043587cf });
const account = root.derive("m/84'/1'/0'");
const xpub = account.publicExtendedKey;
const hotKey = root.derive("m/84'/1'/1'/0/0").privateKey!;
const hotWif = WIF(btcSignerNetwork(UTXO_PARAMS.ltc.regtest)).encode(hotKey);

let node: RegtestNode;

function newAdapter() {
  return createUtxoAdapter({
    network: 'ltc',
    flavour: 'regtest',
    rpcUrl: node.rpcUrl,
    xpub,
    hotWallet: { kind: 'key', wif: hotWif },
    txUrlTemplate: 'https://explorer.invalid/tx/{txid}',
  });
}

/** What the watcher keeps: one row per (txid, index), updated in place. */
function remember(store: Map<string, IncomingTransfer>, result: ScanResult) {
  for (const t of result.transfers) store.set(`${t.txid}:${t.index}`, t);
}

beforeAll(async () => {
  node = await startLitecoinRegtest();
  await node.miner.mine(101); // mature coinbase for the miner's payments
}, 60_000);

afterAll(async () => {
  await node?.stop();
});

describe('UTXO adapter on litecoind regtest', () => {
  it('derives the same addresses as the node from the operator xpub', async () => {
    const adapter = newAdapter();
    const { descriptor } = await node.rpc.call<{ descriptor: string }>('getdescriptorinfo', [
      `wpkh(${xpub}/0/*)`,
    ]);
    const fromNode = await node.rpc.call<string[]>('deriveaddresses', [descriptor, [0, 2]]);
    expect([0, 1, 2].map((i) => adapter.deriveAddress(i).address)).toEqual(fromNode);
    expect(xpub).toMatch(/^tpub/);
    expect(fromNode[0]).toMatch(/^rltc1/);
    expect(adapter.validateAddress(fromNode[0]!)).toEqual({ valid: true });
    expect(adapter.validateAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq').valid).toBe(false);
    expect(adapter.validateAddress('not-an-address').valid).toBe(false);
  });

  it('sees a payment, counts confirmations and survives a restart without duplicates', async () => {
    const adapter = newAdapter();
    const watched: WatchedAddress[] = [0, 1].map((index) => ({
      ...adapter.deriveAddress(index),
      index,
    }));
    const store = new Map<string, IncomingTransfer>();
    const first = await adapter.scan({ cursor: null, addresses: watched });
    expect(first.transfers).toEqual([]);

    const txid = await node.miner.send(watched[0]!.address, '1.25');
    const inMempool = await adapter.scan({ cursor: first.cursor, addresses: watched });
    remember(store, inMempool);
    expect(inMempool.transfers).toEqual([
      expect.objectContaining({
        network: 'ltc',
        txid,
        address: watched[0]!.address,
        asset: 'LTC',
        amount: 125_000_000n,
        blockHash: null,
      }),
    ]);
    expect(await adapter.confirmations(inMempool.transfers[0]!)).toBe(0);

    const [blockHash] = await node.miner.mine(1);
    const mined = await adapter.scan({ cursor: inMempool.cursor, addresses: watched });
    remember(store, mined);
    const transfer = store.get(`${txid}:${inMempool.transfers[0]!.index}`)!;
    expect(transfer.blockHash).toBe(blockHash);
    expect(transfer.blockHeight).toBe(102);
    expect(await adapter.confirmations(transfer)).toBe(1);
    await node.miner.mine(2);
    expect(await adapter.confirmations(transfer)).toBe(3);

    // A restarted watcher (new adapter, state only in the saved cursor) finds nothing new, and a
    // re-scan from an older cursor yields the same key again, never a second transfer.
    const restarted = newAdapter();
    const afterRestart = await restarted.scan({ cursor: mined.cursor, addresses: watched });
    expect(afterRestart.transfers).toEqual([]);
    remember(store, await restarted.scan({ cursor: first.cursor, addresses: watched }));
    remember(store, await restarted.scan({ cursor: null, addresses: watched }));
    expect(store.size).toBe(1);
    expect(adapter.txUrl(txid)).toBe(`https://explorer.invalid/tx/${txid}`);
  });

  it('looks one transaction up (deposit verification) with the identities the scan gives', async () => {
    const adapter = newAdapter();
    const mine: WatchedAddress = { ...adapter.deriveAddress(8), index: 8 };
    const other: WatchedAddress = { ...adapter.deriveAddress(9), index: 9 };
    const start = await adapter.scan({ cursor: null, addresses: [mine, other] });
    const txid = await node.miner.send(mine.address, '0.75');
    const pending = await adapter.transfersOf!(txid, [mine]);
    expect(pending).toEqual({
      status: 'found',
      transfers: [
        expect.objectContaining({
          txid,
          address: mine.address,
          asset: 'LTC',
          amount: 75_000_000n,
          blockHash: null,
        }),
      ],
    });
    const [blockHash] = await node.miner.mine(1);
    const found = await adapter.transfersOf!(txid.toUpperCase(), [mine]);
    const scanned = await adapter.scan({ cursor: start.cursor, addresses: [mine, other] });
    expect(found).toEqual({ status: 'found', transfers: scanned.transfers });
    expect(scanned.transfers[0]).toMatchObject({ txid, blockHash });
    // Not the given addresses, unknown to the wallet, or not a transaction id at all.
    expect(await adapter.transfersOf!(txid, [other])).toEqual({ status: 'found', transfers: [] });
    expect(await adapter.transfersOf!('ab'.repeat(32), [mine])).toEqual({ status: 'not-found' });
    expect(await adapter.transfersOf!('0xnope', [mine])).toEqual({ status: 'not-found' });
  });

  it('marks a transfer dropped when its block is reorganised away', async () => {
    const adapter = newAdapter();
    const watched: WatchedAddress[] = [{ ...adapter.deriveAddress(5), index: 5 }];
    const start = await adapter.scan({ cursor: null, addresses: watched });
    const txid = await node.miner.send(watched[0]!.address, '0.5');
    const [blockHash] = await node.miner.mine(1);
    const seen = await adapter.scan({ cursor: start.cursor, addresses: watched });
    const transfer = seen.transfers.find((t) => t.txid === txid)!;
    expect(transfer.blockHash).toBe(blockHash);
    expect(await adapter.confirmations(transfer)).toBe(1);

    await node.rpc.call('invalidateblock', [blockHash]);
    expect(await adapter.confirmations(transfer)).toBe('dropped');

    // The transaction went back to the mempool; mined again it is reported again under the same
    // key with its new block, from the cursor that pointed at the vanished block.
    // A different coinbase, or the node would rebuild the very block it was told is invalid.
    const elsewhere = await node.rpc.wallet<string>('miner', 'getnewaddress', ['', 'bech32']);
    const [newBlock] = await node.rpc.call<string[]>('generatetoaddress', [1, elsewhere]);
    const again = await adapter.scan({ cursor: seen.cursor, addresses: watched });
    const back = again.transfers.find((t) => t.txid === txid)!;
    expect(back).toMatchObject({ index: transfer.index, blockHash: newBlock, amount: 50_000_000n });
    expect(await adapter.confirmations(back)).toBe(1);
  });

  it('broadcasts a withdrawal signed with the hot wallet key and pays the recipient', async () => {
    const adapter = newAdapter();
    expect(adapter.hotWalletAddress).toMatch(/^rltc1/);
    await adapter.watch([]);
    await node.miner.send(adapter.hotWalletAddress!, '2');
    await node.miner.mine(1);

    const recipient = await node.rpc.wallet<string>('miner', 'getnewaddress', ['payout', 'bech32']);
    const { txid, simulated } = await adapter.broadcastWithdrawal({
      asset: 'LTC',
      to: recipient,
      amount: 40_000_000n,
      reference: 'withdrawal-1',
    });
    expect(simulated).toBe(false);
    expect(await adapter.withdrawalConfirmations(txid)).toBe(0);
    await node.miner.mine(1);
    expect(await adapter.withdrawalConfirmations(txid)).toBe(1);
    const received = await node.rpc.wallet<number>('miner', 'getreceivedbyaddress', [recipient, 1]);
    expect(received).toBe(0.4);

    await expect(
      adapter.broadcastWithdrawal({
        asset: 'LTC',
        to: recipient,
        amount: 500_000_000n,
        reference: 'w2',
      }),
    ).rejects.toThrow(/cannot pay 5\.00000000/);
  });

  it('is what the registry builds from the configuration lists in production', async () => {
    const { chains, problems } = parseChainsConfig({
      CHAIN_RPC_URLS: `ltc=${node.rpcUrl}`,
      DEPOSIT_XPUBS: `ltc=${xpub}`,
      HOT_WALLET_KEYS: `ltc=${hotWif}`,
      UTXO_CHAIN: 'regtest',
    });
    expect(problems).toEqual([]);
    const registry = createChainRegistry({
      config: { chains, isProduction: true, dataDir: '/nonexistent' },
      db: {} as DB, // production builds no simulator, so no table is touched
    });
    expect(registry.adapters.map((a) => [a.network, a.kind])).toEqual([['ltc', 'utxo']]);
    expect(registry.developmentMode).toBe(false);
    const adapter = registry.adapters[0]!;
    expect(adapter.deriveAddress(7)).toEqual(newAdapter().deriveAddress(7));
    const scan = await adapter.scan({ cursor: null, addresses: [{ ...adapter.deriveAddress(7) }] });
    expect(scan.tipHeight).toBe(await node.rpc.call<number>('getblockcount'));
    expect(adapter.txUrl('ab')).toBe('https://litecoinspace.org/tx/ab');
  });
});
