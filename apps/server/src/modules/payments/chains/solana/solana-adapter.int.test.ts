/**
 * The Solana adapter against the real SVM (LiteSVM behind a loopback JSON-RPC server,
 * testing/litesvm-rpc-node.ts): SOL and SPL deposits (USDC 6 decimals, GIGA 5) to derived
 * addresses and their ATAs are seen, confirmed to finality and never duplicated across restarts;
 * one transaction is looked up for verification; withdrawals signed with the hot key pay SOL and
 * tokens on-chain (creating the recipient's ATA); a sweep empties a deposit account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyPairSigner } from '@solana/kit';
import {
  BroadcastRejectedError,
  type IncomingTransfer,
  type ScanResult,
  type WatchedAddress,
} from '../chain-adapter';
import { createSolanaAdapter } from './solana-adapter';
import { depositPrivateKey, slip10Ed25519, solanaAddressOf } from './solana-keys';
import { solanaTokensOf } from './solana-tokens';
import { startLiteSvmRpcNode, type LiteSvmRpcNode } from './testing/litesvm-rpc-node';
import {
  LAMPORTS_PER_SOL,
  solanaTestChain,
  testSigner,
  type SolanaTestChain,
} from './testing/solana-test-chain';

const depositSeed = Uint8Array.from({ length: 64 }, (_, i) => i * 3);
const hotKey = Uint8Array.from({ length: 32 }, (_, i) => 90 + i);

let node: LiteSvmRpcNode;
let chain: SolanaTestChain;
let authority: KeyPairSigner;
let player: KeyPairSigner;
let usdc: KeyPairSigner;
let giga: KeyPairSigner;

function newAdapter() {
  return createSolanaAdapter({
    rpcUrl: node.url,
    depositSeed,
    hotWalletKey: hotKey,
    tokens: solanaTokensOf({ USDC: usdc.address, GIGA: giga.address }).filter((t) =>
      ['USDC', 'GIGA'].includes(t.symbol),
    ),
    txUrlTemplate: 'https://explorer.invalid/tx/{txid}',
  });
}

const remember = (store: Map<string, IncomingTransfer>, result: ScanResult) => {
  for (const t of result.transfers) store.set(`${t.txid}:${t.index}`, t);
};

beforeAll(async () => {
  node = await startLiteSvmRpcNode();
  chain = solanaTestChain(node.url);
  [authority, player, usdc, giga] = (await Promise.all(
    ['authority', 'player', 'usdc', 'giga'].map(testSigner),
  )) as [KeyPairSigner, KeyPairSigner, KeyPairSigner, KeyPairSigner];
  await chain.airdrop(authority.address, 10n * LAMPORTS_PER_SOL);
  await chain.airdrop(player.address, 10n * LAMPORTS_PER_SOL);
  await chain.createMint(authority, usdc, 6);
  await chain.createMint(authority, giga, 5);
  await chain.mintTo(authority, usdc.address, player.address, 1_000_000_000n);
  await chain.mintTo(authority, giga.address, player.address, 50_000_000n);
}, 60_000);

afterAll(async () => {
  await node?.stop();
});

describe('Solana adapter on the real SVM (litesvm)', () => {
  it("derives SLIP-0010 addresses (m/44'/501'/i'/0') and validates addresses", () => {
    // SLIP-0010 test vector 1 for ed25519, chain m/0'.
    const vector = Uint8Array.from(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'));
    expect(Buffer.from(slip10Ed25519(vector, [0])).toString('hex')).toBe(
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    );
    const adapter = newAdapter();
    expect(adapter.deriveAddress(4).address).toBe(
      solanaAddressOf(depositPrivateKey(depositSeed, 4)),
    );
    expect(adapter.deriveAddress(0).address).not.toBe(adapter.deriveAddress(1).address);
    expect(adapter.validateAddress(player.address)).toEqual({ valid: true });
    expect(adapter.validateAddress('0x1234').valid).toBe(false);
    expect(adapter.assets).toEqual(['SOL', 'USDC', 'GIGA']);
  });

  it('sees SOL and SPL deposits, confirms them to finality and never duplicates them', async () => {
    const adapter = newAdapter();
    const watched: WatchedAddress[] = [0, 1, 2].map((index) => ({
      ...adapter.deriveAddress(index),
      index,
    }));
    // Paid before the very first scan: found by it (the address's whole history is read).
    const early = await chain.paySol(player, watched[2]!.address, 250_000_000n);
    const store = new Map<string, IncomingTransfer>();
    const start = await adapter.scan({ cursor: null, addresses: watched });
    remember(store, start);
    expect(start.transfers).toEqual([
      expect.objectContaining({ txid: early, asset: 'SOL', amount: 250_000_000n }),
    ]);

    const tokenTx = await chain.payToken(player, usdc.address, 6, watched[0]!.address, 25_000_000n);
    const gigaTx = await chain.payToken(player, giga.address, 5, watched[1]!.address, 1_234_567n);
    const solTx = await chain.paySol(player, watched[1]!.address, LAMPORTS_PER_SOL);
    const seen = await adapter.scan({ cursor: start.cursor, addresses: watched });
    remember(store, seen);
    expect(seen.transfers).toHaveLength(3);
    const token = seen.transfers.find((t) => t.txid === tokenTx)!;
    expect(token).toMatchObject({
      network: 'sol',
      asset: 'USDC',
      amount: 25_000_000n,
      address: watched[0]!.address,
    });
    expect(token.index).toBeGreaterThanOrEqual(0);
    expect(seen.transfers.find((t) => t.txid === gigaTx)).toMatchObject({
      asset: 'GIGA',
      amount: 1_234_567n,
      address: watched[1]!.address,
    });
    const sol = seen.transfers.find((t) => t.txid === solTx)!;
    expect(sol).toMatchObject({ asset: 'SOL', amount: LAMPORTS_PER_SOL });
    expect(sol.index).toBeLessThan(0);

    // confirmed: blocks voted on top; finalized after 32 slots → the required 32 at once.
    const first = await adapter.confirmations(token);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThan(32);
    node.warp(40);
    expect(await adapter.confirmations(token)).toBe(32);

    const restarted = newAdapter();
    expect((await restarted.scan({ cursor: seen.cursor, addresses: watched })).transfers).toEqual(
      [],
    );
    remember(store, await restarted.scan({ cursor: start.cursor, addresses: watched }));
    remember(store, await restarted.scan({ cursor: null, addresses: watched }));
    expect(store.size).toBe(4);
    expect(adapter.txUrl(tokenTx)).toBe(`https://explorer.invalid/tx/${tokenTx}`);
  });

  it('looks one transaction up (deposit verification): transfers to the given addresses only', async () => {
    const adapter = newAdapter();
    const mine: WatchedAddress = { ...adapter.deriveAddress(20), index: 20 };
    const other: WatchedAddress = { ...adapter.deriveAddress(21), index: 21 };
    const txid = await chain.payToken(player, usdc.address, 6, mine.address, 12_000_000n);
    const found = await adapter.transfersOf!(txid, [mine]);
    expect(found).toEqual({
      status: 'found',
      transfers: [
        expect.objectContaining({
          txid,
          asset: 'USDC',
          amount: 12_000_000n,
          address: mine.address,
        }),
      ],
    });
    const viaScan = (await adapter.scan({ cursor: null, addresses: [mine] })).transfers[0]!;
    expect(found.status === 'found' && found.transfers[0]!.index).toBe(viaScan.index);
    expect(await adapter.transfersOf!(txid, [other])).toEqual({ status: 'found', transfers: [] });
    expect(await adapter.transfersOf!('1'.repeat(64), [mine])).toEqual({ status: 'not-found' });
    expect(await adapter.transfersOf!('not a signature', [mine])).toEqual({ status: 'not-found' });
  });

  it('reports a transaction that failed on-chain as failed, and credits nothing from it', async () => {
    const adapter = newAdapter();
    const mine: WatchedAddress = { ...adapter.deriveAddress(25), index: 25 };
    const { getTransferCheckedInstruction } = await import('@solana-program/token');
    const { address } = await import('@solana/kit');
    // Sent without preflight, so it lands and fails: the player's USDC account holds less.
    const failed = await chain.send(
      player,
      [
        getTransferCheckedInstruction({
          source: await chain.ataOf(player.address, usdc.address),
          mint: address(usdc.address),
          destination: await chain.ataOf(adapter.deriveAddress(0).address, usdc.address),
          authority: player,
          amount: 10n ** 15n,
          decimals: 6,
        }),
      ],
      { skipPreflight: true },
    );
    expect((await chain.statusOf(failed))?.err).toBeTruthy();
    expect(await adapter.transfersOf!(failed, [mine])).toEqual({ status: 'failed' });
    expect(await adapter.withdrawalConfirmations(failed)).toBe('dropped');
    // With preflight (the default) the node refuses it outright.
    await expect(
      chain.payToken(player, usdc.address, 6, mine.address, 10n ** 15n),
    ).rejects.toThrow();
  });

  it('builds the unsigned wallet transfer a browser wallet signs (instant deposit)', async () => {
    const adapter = newAdapter();
    const to = adapter.deriveAddress(30).address;
    const { message } = await adapter.walletTransfer({
      from: player.address,
      to,
      asset: 'USDC',
      amount: 3_000_000n,
    });
    // The player's wallet signs the message bytes and sends the transaction itself.
    const { getBase58Encoder, getTransactionEncoder, signBytes } = await import('@solana/kit');
    const messageBytes = getBase58Encoder().encode(message);
    const signed = await signBytes(player.keyPair.privateKey, messageBytes);
    const wire = getTransactionEncoder().encode({
      messageBytes: messageBytes as never,
      signatures: { [player.address]: signed } as never,
    });
    const txid = await chain.rpc
      .sendTransaction(Buffer.from(wire).toString('base64') as never, { encoding: 'base64' })
      .send();
    expect(await adapter.transfersOf!(txid, [{ address: to }])).toMatchObject({
      status: 'found',
      transfers: [{ asset: 'USDC', amount: 3_000_000n, address: to }],
    });
  });

  it('sends SOL and token withdrawals from the hot wallet, then sweeps a deposit account', async () => {
    const adapter = newAdapter();
    const hot = adapter.hotWalletAddress!;
    await chain.airdrop(hot, 2n * LAMPORTS_PER_SOL);
    await chain.payToken(player, usdc.address, 6, hot, 100_000_000n);
    const recipient = (await testSigner('recipient')).address;

    const tokenOut = await adapter.broadcastWithdrawal({
      asset: 'USDC',
      to: recipient,
      amount: 40_000_000n,
      reference: 'w-token',
    });
    expect(tokenOut.simulated).toBe(false);
    expect(await chain.tokenBalance(recipient, usdc.address)).toBe(40_000_000n);
    expect(await adapter.withdrawalConfirmations(tokenOut.txid)).toBeGreaterThanOrEqual(1);

    const solOut = await adapter.broadcastWithdrawal({
      asset: 'SOL',
      to: recipient,
      amount: 300_000_000n,
      reference: 'w-sol',
    });
    expect(await chain.solBalance(recipient)).toBe(300_000_000n);
    node.warp(32);
    expect(await adapter.withdrawalConfirmations(solOut.txid)).toBe(32);

    // More than the hot wallet holds: the node refuses it (preflight), nothing moves.
    await expect(
      adapter.broadcastWithdrawal({
        asset: 'USDC',
        to: recipient,
        amount: 10_000_000_000n,
        reference: 'w-too-much',
      }),
    ).rejects.toBeInstanceOf(BroadcastRejectedError);
    expect(await chain.tokenBalance(recipient, usdc.address)).toBe(40_000_000n);

    // Sweep deposit address 1 (GIGA + 1 SOL paid above) into the hot wallet.
    const deposit = adapter.deriveAddress(1).address;
    const hotSolBefore = await chain.solBalance(hot);
    const sweep = await adapter.sweep(1);
    expect(sweep).not.toBeNull();
    expect(await chain.tokenBalance(deposit, giga.address)).toBe(0n);
    expect(await chain.solBalance(deposit)).toBe(0n);
    expect(await chain.tokenBalance(hot, giga.address)).toBe(1_234_567n);
    // The hot wallet receives the lamports and pays the fee and its GIGA account's rent.
    const rent = await chain.rpc.getMinimumBalanceForRentExemption(165n).send();
    expect((await chain.solBalance(hot)) - hotSolBefore).toBe(LAMPORTS_PER_SOL - 5000n * 2n - rent);
    expect(await adapter.sweep(1)).toBeNull();
    // A sweep is not a deposit: the next scan reports nothing new for that address.
    const again = await adapter.scan({ cursor: null, addresses: [{ address: deposit, index: 1 }] });
    expect(again.transfers.every((t) => t.txid !== sweep)).toBe(true);
  });
  // The console's System page (issue 22, ADR 048): the hot wallet as the chain holds it.
  it("reads the hot wallet's lamports and token accounts; a token without an account is 0", async () => {
    const freshHot = Uint8Array.from({ length: 32 }, (_, i) => 200 - i);
    const adapter = createSolanaAdapter({
      rpcUrl: node.url,
      depositSeed,
      hotWalletKey: freshHot,
      tokens: solanaTokensOf({ USDC: usdc.address, GIGA: giga.address }).filter((t) =>
        ['USDC', 'GIGA'].includes(t.symbol),
      ),
    });
    const hotAddress = solanaAddressOf(freshHot);
    await chain.paySol(player, hotAddress, 3n * LAMPORTS_PER_SOL);
    await chain.payToken(player, usdc.address, 6, hotAddress, 12_500_000n);
    const read = await adapter.hotWalletBalance!();
    expect(read).toMatchObject({ address: hotAddress });
    expect(read!.height).toBeGreaterThan(0);
    expect(read!.balances).toEqual([
      { asset: 'SOL', amount: 3n * LAMPORTS_PER_SOL },
      { asset: 'USDC', amount: 12_500_000n },
      { asset: 'GIGA', amount: 0n },
    ]);
    const keyless = createSolanaAdapter({ rpcUrl: node.url, depositSeed, tokens: [] });
    expect(await keyless.hotWalletBalance!()).toBeNull();
  });
});
