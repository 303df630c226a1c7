/**
 * The TON adapter's hot wallet balance (the console's System page; ADR 048), with no database:
 * on @ton/sandbox in-process, and through the production path (@ton/ton's TonClient over HTTP)
 * against the toncenter-compatible sandbox server. What the operator reads: the wallet's own
 * address, the masterchain seqno, and its Toncoin to the nanoton, 0 before it was ever paid.
 */
import { toNano } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainUnavailableError } from '../chain-adapter';
import { createTonAdapter } from './ton-adapter';
import { createToncenterClient } from './ton-client';
import { operatorWallet, type OperatorWallet } from './ton-wallet';
import { startSandboxTonChain, type SandboxTonChain } from './testing/sandbox-ton-client';
import {
  startToncenterSandboxServer,
  type ToncenterSandboxServer,
} from './testing/toncenter-sandbox-server';

const walletOf = (name: string, version: 'v4r2' | 'v5r1' = 'v4r2') =>
  operatorWallet(keyPairFromSeed(createHash('sha256').update(name).digest()), version);

describe('TON adapter: hot wallet balance', () => {
  let chain: SandboxTonChain;
  let toncenter: ToncenterSandboxServer;

  beforeAll(async () => {
    chain = await startSandboxTonChain();
    toncenter = await startToncenterSandboxServer(chain);
  });
  afterAll(() => toncenter?.close());

  const onSandbox = (wallet: OperatorWallet) =>
    createTonAdapter({ client: chain.client, wallet, pollMs: 10 });
  const overHttp = (wallet: OperatorWallet) =>
    createTonAdapter({ client: createToncenterClient({ endpoint: toncenter.url }), wallet });

  it("reads the operator wallet's Toncoin and the masterchain seqno, before and after use", async () => {
    const wallet = walletOf('operator-hot-balance', 'v5r1');
    const adapter = onSandbox(wallet);
    const address = adapter.deriveAddress(0).address;

    // Never paid: not on the chain yet, 0 rather than an error.
    expect(await adapter.hotWalletBalance!()).toEqual({
      address,
      height: await chain.client.getMasterchainSeqno(),
      balances: [{ asset: 'TON', amount: 0n }],
    });

    await chain.fund(wallet.address, toNano('10'));
    const funded = await adapter.hotWalletBalance!();
    expect(funded).toEqual({
      address,
      height: await chain.client.getMasterchainSeqno(),
      balances: [{ asset: 'TON', amount: toNano('10') }],
    });

    // A withdrawal of 1.2 TON leaves 8.8 TON less the fees (deploying the wallet included).
    // Non-bounceable: alice's wallet is funded but not deployed, a bounceable payment returns.
    const alice = await chain.playerWallet('alice');
    await adapter.broadcastWithdrawal({
      asset: 'TON',
      to: alice.address.toString({ bounceable: false }),
      amount: toNano('1.2'),
      reference: 'hot-balance-1',
    });
    const after = await adapter.hotWalletBalance!();
    const left = after!.balances[0]!.amount;
    expect(left).toBe(await chain.balanceOf(wallet.address));
    expect(left).toBeLessThan(toNano('8.8'));
    expect(left).toBeGreaterThan(toNano('8.7'));
    expect(after!.height).toBeGreaterThan(funded!.height);
  });

  it('reads the same through the toncenter API, a never-paid wallet as 0', async () => {
    const wallet = walletOf('operator-hot-balance-http');
    await chain.fund(wallet.address, toNano('3.25'));
    const read = await overHttp(wallet).hotWalletBalance!();
    expect(read).toEqual({
      address: onSandbox(wallet).deriveAddress(0).address,
      height: await chain.client.getMasterchainSeqno(),
      balances: [{ asset: 'TON', amount: 3_250_000_000n }],
    });
    expect(toncenter.calls).toContain('getAddressInformation');

    const unused = await overHttp(walletOf('operator-never-paid')).hotWalletBalance!();
    expect(unused!.balances).toEqual([{ asset: 'TON', amount: 0n }]);
  });

  it('answers ChainUnavailableError when the node cannot be reached', async () => {
    const adapter = onSandbox(walletOf('operator-hot-balance'));
    chain.setUnavailable(true);
    try {
      await expect(adapter.hotWalletBalance!()).rejects.toBeInstanceOf(ChainUnavailableError);
      await expect(
        overHttp(walletOf('operator-hot-balance')).hotWalletBalance!(),
      ).rejects.toBeInstanceOf(ChainUnavailableError);
    } finally {
      chain.setUnavailable(false);
    }
  });
});
