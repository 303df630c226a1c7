/**
 * The TON adapter against @ton/sandbox (the official emulator running the real wallet v4r2 and
 * v5r1 contracts): deposit address and memo, scanning from a cursor with paging, comments and
 * what is not a deposit, withdrawals signed and landing, idempotent by reference, refused when
 * the hot wallet cannot pay, and node failures as ChainUnavailableError.
 */
import { Address, toNano } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BroadcastRejectedError, ChainUnavailableError, type ChainAdapter } from '../chain-adapter';
import { createTonAdapter } from './ton-adapter';
import { operatorWallet, type OperatorWallet, type TonWalletVersion } from './ton-wallet';
import {
  startSandboxTonChain,
  type PlayerWallet,
  type SandboxTonChain,
} from './testing/sandbox-ton-client';

const keyOf = (name: string) => keyPairFromSeed(createHash('sha256').update(name).digest());

for (const version of ['v4r2', 'v5r1'] as TonWalletVersion[]) {
  describe(`TON adapter on the sandbox (operator wallet ${version})`, () => {
    let chain: SandboxTonChain;
    let wallet: OperatorWallet;
    let adapter: ChainAdapter;
    let alice: PlayerWallet;
    let cursor: string;

    beforeAll(async () => {
      chain = await startSandboxTonChain();
      wallet = operatorWallet(keyOf(`operator-${version}`), version);
      adapter = createTonAdapter({ client: chain.client, wallet, pollMs: 10, pageSize: 10 });
      alice = await chain.playerWallet('alice');
    });

    it('hands out the one operator address with the index as the memo', () => {
      const first = adapter.deriveAddress(1);
      const second = adapter.deriveAddress(2);
      expect(first).toEqual({ address: second.address, tag: '1', index: 1 });
      expect(second.tag).toBe('2');
      // Non-bounceable user-friendly form (UQ…): payments to a new wallet stay there.
      expect(first.address).toMatch(/^UQ[A-Za-z0-9_-]{46}$/);
      expect(Address.parse(first.address).equals(wallet.address)).toBe(true);
      expect(adapter.usesTags).toBe(true);
      expect(adapter.kind).toBe('ton');
    });

    it('validates recipients and memos', () => {
      expect(adapter.validateAddress(alice.address.toString())).toEqual({ valid: true });
      expect(adapter.validateAddress(alice.address.toRawString(), 'memo 42')).toEqual({
        valid: true,
      });
      expect(adapter.validateAddress('EQ-not-an-address')).toEqual({
        valid: false,
        reason: 'Invalid TON address',
      });
      expect(adapter.validateAddress(alice.address.toString(), 'x'.repeat(121))).toEqual({
        valid: false,
        reason: 'The memo may be at most 120 bytes',
      });
    });

    it('reports payments with their memo; not bounces, own notes or withdrawals', async () => {
      const empty = await adapter.scan({ cursor: null, addresses: [] });
      expect(empty.transfers).toEqual([]);
      expect(empty.cursor).toBe('empty');

      // Bounceable, to a wallet not deployed yet: it bounces back to the payer, no deposit.
      const aliceBefore = await chain.balanceOf(alice.address);
      await alice.pay(wallet.address, toNano('4'), '7', { bounce: true });
      expect(aliceBefore - (await chain.balanceOf(alice.address))).toBeLessThan(toNano('0.1'));
      await alice.pay(wallet.address, toNano('1.5'), ' 7 ');
      await alice.pay(wallet.address, toNano('0.25'));
      await alice.pay(wallet.address, toNano('2'), 'who am I');
      const first = await adapter.scan({ cursor: empty.cursor, addresses: [] });
      expect(first.transfers.map((t) => [t.tag, t.amount, t.asset, t.index])).toEqual([
        ['7', 1_500_000_000n, 'TON', 0],
        [undefined, 250_000_000n, 'TON', 0],
        ['who am I', 2_000_000_000n, 'TON', 0],
      ]);
      const hashes = chain.transactionsOf(wallet.address).map((tx) => tx.hash().toString('hex'));
      expect(first.transfers.map((t) => t.txid)).toEqual(hashes.slice(0, 3).reverse());
      expect(first.transfers[0]).toMatchObject({
        network: 'ton',
        address: adapter.deriveAddress(1).address,
        blockHeight: first.tipHeight,
      });
      expect(await adapter.confirmations(first.transfers[0]!)).toBe(1);

      // One payment looked up now by its hash (hex or base64), for the player's own address.
      const seven = first.transfers[0]!;
      const own = [{ address: seven.address, tag: '7' }];
      expect(await adapter.transfersOf!(seven.txid, own)).toEqual({
        status: 'found',
        transfers: [seven],
      });
      const base64 = Buffer.from(seven.txid, 'hex').toString('base64');
      expect(await adapter.transfersOf!(base64, own)).toMatchObject({ status: 'found' });
      expect(
        await adapter.transfersOf!(seven.txid, [{ address: seven.address, tag: '8' }]),
      ).toEqual({ status: 'found', transfers: [] });
      expect(await adapter.transfersOf!('ab'.repeat(32), own)).toEqual({ status: 'not-found' });
      expect(await adapter.transfersOf!('nope', own)).toEqual({ status: 'not-found' });
      cursor = first.cursor;

      // Nothing new: nothing reported, same cursor.
      const again = await adapter.scan({ cursor, addresses: [] });
      expect(again).toMatchObject({ transfers: [], cursor });
    });

    it('pages backwards to the cursor across many transactions, none skipped', async () => {
      const first25 = cursor;
      for (let i = 0; i < 25; i += 1) await alice.pay(wallet.address, 1_000_000n, `p${i}`);
      const readsBefore = chain.reads();
      const scan = await adapter.scan({ cursor, addresses: [] });
      expect(scan.transfers.map((t) => t.tag)).toEqual(
        Array.from({ length: 25 }, (_, i) => `p${i}`),
      );
      expect(chain.reads() - readsBefore).toBe(3); // pages of 10, anchored on (lt, hash)
      // An API answering shorter pages than asked skips nothing either.
      chain.setShortPages(3);
      try {
        const again = await adapter.scan({ cursor: first25, addresses: [] });
        expect(again.transfers.map((t) => t.tag)).toEqual(scan.transfers.map((t) => t.tag));
        expect(again.cursor).toBe(scan.cursor);
      } finally {
        chain.setShortPages(null);
      }
      cursor = scan.cursor;
      // The first scan of a new install reads only the newest transactions (here 100).
      const fresh = await adapter.scan({ cursor: null, addresses: [] });
      expect(fresh.transfers).toHaveLength(28);
      expect(fresh.transfers.at(-1)?.tag).toBe('p24');
      expect(fresh.cursor).toBe(cursor);
    });

    it('signs and sends a withdrawal with the memo; it lands, once per reference', async () => {
      await chain.fund(wallet.address, toNano('10'));
      const before = await chain.balanceOf(alice.address);
      const sent = await adapter.broadcastWithdrawal({
        asset: 'TON',
        to: alice.address.toString({ bounceable: false }),
        tag: 'exchange-memo-1',
        amount: toNano('1.2'),
        reference: `w-${version}-1`,
      });
      expect(sent.simulated).toBe(false);
      expect(sent.txid).toMatch(/^[0-9a-f]{64}$/);
      expect((await chain.balanceOf(alice.address)) - before).toBeGreaterThan(toNano('1.19'));
      const received = chain.transactionsOf(alice.address)[0]!;
      expect(
        received.inMessage?.info.type === 'internal' && received.inMessage.info.value.coins,
      ).toBe(toNano('1.2'));
      expect(received.inMessage!.body.beginParse().skip(32).loadStringTail()).toBe(
        'exchange-memo-1',
      );
      expect(await adapter.withdrawalConfirmations(sent.txid)).toBe(1);
      expect(adapter.txUrl(sent.txid)).toBe(`https://tonviewer.com/transaction/${sent.txid}`);

      // A retry after a crash (a new adapter, same reference) finds it: nothing paid twice.
      const restarted = createTonAdapter({ client: chain.client, wallet, pollMs: 10 });
      const seqnoBefore = await wallet.contract.getSeqno(chain.client.provider(wallet.address));
      const retried = await restarted.broadcastWithdrawal({
        asset: 'TON',
        to: alice.address.toString(),
        tag: 'exchange-memo-1',
        amount: toNano('1.2'),
        reference: `w-${version}-1`,
      });
      expect(retried.txid).toBe(sent.txid);
      expect(await wallet.contract.getSeqno(chain.client.provider(wallet.address))).toBe(
        seqnoBefore,
      );
      expect(await restarted.withdrawalConfirmations(sent.txid)).toBe(1);

      // The wallet's own sends and notes are not deposits; the operator's top-up (no memo) is.
      const scan = await adapter.scan({ cursor, addresses: [] });
      expect(scan.transfers.map((t) => [t.tag, t.amount])).toEqual([[undefined, toNano('10')]]);
      cursor = scan.cursor;
    });

    it('sends concurrent withdrawals one seqno at a time: all land', async () => {
      const before = await chain.balanceOf(alice.address);
      const sends = await Promise.all(
        [1, 2, 3].map((n) =>
          adapter.broadcastWithdrawal({
            asset: 'TON',
            to: alice.address.toString(),
            amount: toNano('0.1'),
            reference: `w-${version}-c${n}`,
          }),
        ),
      );
      expect(new Set(sends.map((s) => s.txid)).size).toBe(3);
      expect((await chain.balanceOf(alice.address)) - before).toBeGreaterThan(toNano('0.29'));
    });

    it('refuses what the hot wallet cannot pay, and other assets; sends nothing', async () => {
      const balance = await chain.balanceOf(wallet.address);
      await expect(
        adapter.broadcastWithdrawal({
          asset: 'TON',
          to: alice.address.toString(),
          amount: balance,
          reference: `w-${version}-too-much`,
        }),
      ).rejects.toBeInstanceOf(BroadcastRejectedError);
      await expect(
        adapter.broadcastWithdrawal({
          asset: 'USDT',
          to: alice.address.toString(),
          amount: 1n,
          reference: `w-${version}-usdt`,
        }),
      ).rejects.toThrow(/cannot send USDT/);
      expect(await chain.balanceOf(wallet.address)).toBe(balance);
    });

    it('answers ChainUnavailableError when the node cannot be reached', async () => {
      chain.setUnavailable(true);
      try {
        await expect(adapter.scan({ cursor, addresses: [] })).rejects.toBeInstanceOf(
          ChainUnavailableError,
        );
      } finally {
        chain.setUnavailable(false);
      }
    });
  });
}
