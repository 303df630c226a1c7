/**
 * The EVM adapter against a local Hardhat node (issue 9): a real ERC-20 (TestToken.sol, deployed
 * here) and native transfers to derived addresses are seen and confirmed, a restart does not
 * duplicate them, a reorg drops one, and withdrawals signed with the hot key pay on-chain.
 */
import { HDKey } from '@scure/bip32';
import { bytesToHex, erc20Abi, getAddress, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BroadcastRejectedError,
  type IncomingTransfer,
  type ScanResult,
  type WatchedAddress,
} from '../chain-adapter';
import { createEvmAdapter } from './evm-adapter';
import { DEV_KEYS, startLocalEvmNode, type LocalEvmNode } from './testing/local-evm-node';
import { TEST_TOKEN_ABI, TEST_TOKEN_BYTECODE } from './testing/test-token.artifact';

const root = HDKey.fromMasterSeed(Uint8Array.from({ length: 32 }, (_, i) => 100 + i));
const xpub = root.derive("m/44'/60'/0'").publicExtendedKey;
const [playerKey, hotKey] = DEV_KEYS as [Hex, Hex];

let node: LocalEvmNode;
let usdt: `0x${string}`;

function newAdapter() {
  return createEvmAdapter({
    network: 'eth',
    rpcUrl: node.rpcUrl,
    xpub,
    nativeAsset: 'ETH',
    tokens: [{ symbol: 'USDT', address: usdt }],
    hotWalletKey: hotKey,
    expectedChainId: node.chainId,
    txUrlTemplate: 'https://explorer.invalid/tx/{txid}',
  });
}

function remember(store: Map<string, IncomingTransfer>, result: ScanResult) {
  for (const t of result.transfers) store.set(`${t.txid}:${t.index}`, t);
}

async function payToken(to: `0x${string}`, amount: bigint, key: Hex = playerKey) {
  const hash = await node.walletFor(key).writeContract({
    address: usdt,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    account: privateKeyToAccount(key),
    chain: undefined,
  });
  await node.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return hash;
}

beforeAll(async () => {
  node = await startLocalEvmNode();
  const deployer = node.walletFor(playerKey);
  const hash = await deployer.deployContract({
    abi: TEST_TOKEN_ABI,
    bytecode: TEST_TOKEN_BYTECODE,
    args: ['Tether USD', 'USDT', 6, 1_000_000_000_000n],
    account: privateKeyToAccount(playerKey),
    chain: undefined,
  });
  const receipt = await node.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  usdt = receipt.contractAddress!;
}, 60_000);

afterAll(async () => {
  await node?.stop();
});

describe('EVM adapter on a local node', () => {
  it('derives from the xpub the addresses the private keys of the same BIP44 path own', () => {
    const adapter = newAdapter();
    for (const addressIndex of [0, 1, 7]) {
      const privateKey = root.derive(`m/44'/60'/0'/0/${addressIndex}`).privateKey!;
      expect(adapter.deriveAddress(addressIndex).address).toBe(
        privateKeyToAccount(bytesToHex(privateKey)).address,
      );
    }
    expect(adapter.validateAddress(adapter.deriveAddress(0).address)).toEqual({ valid: true });
    expect(adapter.validateAddress('0x1234').valid).toBe(false);
    expect(adapter.assets).toEqual(['ETH', 'USDT']);
  });

  it('sees an ERC-20 and a native deposit, confirms them and never duplicates them', async () => {
    const adapter = newAdapter();
    const watched: WatchedAddress[] = [0, 1, 2].map((index) => ({
      ...adapter.deriveAddress(index),
      index,
    }));
    // Paid before the watcher's very first scan: found by the first scan's look-back.
    const earlyTx = await payToken(watched[2]!.address as `0x${string}`, 5_000_000n);
    const store = new Map<string, IncomingTransfer>();
    const start = await adapter.scan({ cursor: null, addresses: watched });
    remember(store, start);
    expect(start.transfers).toEqual([
      expect.objectContaining({ txid: earlyTx, asset: 'USDT', amount: 5_000_000n }),
    ]);

    const tokenTx = await payToken(watched[0]!.address as `0x${string}`, 250_000_000n);
    const nativeTx = await node.walletFor(playerKey).sendTransaction({
      to: watched[1]!.address as `0x${string}`,
      value: 1_500_000_000_000_000_000n,
      account: privateKeyToAccount(playerKey),
      chain: undefined,
    });
    await node.publicClient.waitForTransactionReceipt({ hash: nativeTx, pollingInterval: 50 });

    const seen = await adapter.scan({ cursor: start.cursor, addresses: watched });
    remember(store, seen);
    const token = seen.transfers.find((t) => t.txid === tokenTx)!;
    const native = seen.transfers.find((t) => t.txid === nativeTx)!;
    expect(seen.transfers).toHaveLength(2);
    expect(token).toMatchObject({
      network: 'eth',
      asset: 'USDT',
      amount: 250_000_000n,
      address: getAddress(watched[0]!.address),
    });
    expect(token.index).toBeGreaterThanOrEqual(0);
    expect(native).toMatchObject({ asset: 'ETH', index: -1, amount: 1_500_000_000_000_000_000n });
    expect(await adapter.confirmations(token)).toBe(2);
    expect(await adapter.confirmations(native)).toBe(1);
    await node.mine(5);
    expect(await adapter.confirmations(token)).toBe(7);

    const restarted = newAdapter();
    expect((await restarted.scan({ cursor: seen.cursor, addresses: watched })).transfers).toEqual(
      [],
    );
    remember(store, await restarted.scan({ cursor: start.cursor, addresses: watched }));
    remember(store, await restarted.scan({ cursor: null, addresses: watched }));
    expect(store.size).toBe(3);
    expect(adapter.txUrl(tokenTx)).toBe(`https://explorer.invalid/tx/${tokenTx}`);
  });

  it('looks one transaction up (deposit verification): transfers to the given addresses only', async () => {
    const adapter = newAdapter();
    const mine: WatchedAddress = { ...adapter.deriveAddress(20), index: 20 };
    const other: WatchedAddress = { ...adapter.deriveAddress(21), index: 21 };
    const tokenTx = await payToken(mine.address as `0x${string}`, 12_000_000n);
    const found = await adapter.transfersOf!(tokenTx, [mine]);
    expect(found).toEqual({
      status: 'found',
      transfers: [
        expect.objectContaining({
          txid: tokenTx,
          asset: 'USDT',
          amount: 12_000_000n,
          address: mine.address,
        }),
      ],
    });
    // The same identity as the scan gives it: the watcher's key (txid, log index) matches.
    const scanned = await adapter.scan({ cursor: null, addresses: [mine] });
    const viaScan = scanned.transfers.find((t) => t.txid === tokenTx)!;
    expect(found.status === 'found' && found.transfers[0]).toMatchObject({
      index: viaScan.index,
      blockHash: viaScan.blockHash,
      blockHeight: viaScan.blockHeight,
    });
    // Someone else's addresses: the transaction exists but pays none of them.
    expect(await adapter.transfersOf!(tokenTx, [other])).toEqual({
      status: 'found',
      transfers: [],
    });
    expect(await adapter.transfersOf!(`0x${'12'.repeat(32)}`, [mine])).toEqual({
      status: 'not-found',
    });
    expect(await adapter.transfersOf!('not-a-hash', [mine])).toEqual({ status: 'not-found' });

    // Native value, seen while still in the mempool and then once mined.
    await node.publicClient.request({
      method: 'evm_setAutomine' as never,
      params: [false] as never,
    });
    try {
      const nativeTx = await node.walletFor(playerKey).sendTransaction({
        to: mine.address as `0x${string}`,
        value: 10n ** 17n,
        account: privateKeyToAccount(playerKey),
        chain: undefined,
      });
      expect(await adapter.transfersOf!(nativeTx, [mine])).toEqual({ status: 'pending' });
      await node.mine(1);
      expect(await adapter.transfersOf!(nativeTx, [mine])).toEqual({
        status: 'found',
        transfers: [expect.objectContaining({ index: -1, asset: 'ETH', amount: 10n ** 17n })],
      });
    } finally {
      await node.publicClient.request({
        method: 'evm_setAutomine' as never,
        params: [true] as never,
      });
    }
  });

  it('marks a transfer dropped when its block is reorganised away', async () => {
    const adapter = newAdapter();
    const watched: WatchedAddress[] = [{ ...adapter.deriveAddress(3), index: 3 }];
    const start = await adapter.scan({ cursor: null, addresses: watched });
    const snapshot = await node.snapshot();
    const txid = await payToken(watched[0]!.address as `0x${string}`, 10_000_000n);
    const seen = await adapter.scan({ cursor: start.cursor, addresses: watched });
    const transfer = seen.transfers.find((t) => t.txid === txid)!;
    expect(await adapter.confirmations(transfer)).toBe(1);

    await node.revert(snapshot); // the block holding the transfer is gone
    await node.mine(3); // and another chain grows past it
    expect(await adapter.confirmations(transfer)).toBe('dropped');
    const after = await adapter.scan({ cursor: seen.cursor, addresses: watched });
    expect(after.transfers).toEqual([]);
    expect(JSON.parse(after.cursor)).toMatchObject({ height: after.tipHeight });
  });

  it('broadcasts ERC-20 and native withdrawals from the hot wallet', async () => {
    const adapter = newAdapter();
    const hot = privateKeyToAccount(hotKey).address;
    expect(adapter.hotWalletAddress).toBe(hot);
    await payToken(hot, 100_000_000n);
    const recipient = privateKeyToAccount(DEV_KEYS[2]!).address;
    const balanceOf = () =>
      node.publicClient.readContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      });

    const tokenOut = await adapter.broadcastWithdrawal({
      asset: 'USDT',
      to: recipient,
      amount: 40_000_000n,
      reference: 'w-token',
    });
    expect(tokenOut.simulated).toBe(false);
    await node.publicClient.waitForTransactionReceipt({
      hash: tokenOut.txid as Hex,
      pollingInterval: 50,
    });
    expect(await balanceOf()).toBe(40_000_000n);
    expect(await adapter.withdrawalConfirmations(tokenOut.txid)).toBe(1);

    const before = await node.publicClient.getBalance({ address: recipient });
    const nativeOut = await adapter.broadcastWithdrawal({
      asset: 'ETH',
      to: recipient,
      amount: 250_000_000_000_000_000n,
      reference: 'w-native',
    });
    await node.publicClient.waitForTransactionReceipt({
      hash: nativeOut.txid as Hex,
      pollingInterval: 50,
    });
    expect((await node.publicClient.getBalance({ address: recipient })) - before).toBe(
      250_000_000_000_000_000n,
    );

    await expect(
      adapter.broadcastWithdrawal({
        asset: 'USDT',
        to: recipient,
        amount: 10n ** 12n,
        reference: 'w-big',
      }),
    ).rejects.toBeInstanceOf(BroadcastRejectedError);
  });
});
