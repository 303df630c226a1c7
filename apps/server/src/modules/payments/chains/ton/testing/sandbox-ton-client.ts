/**
 * Tests only: the TON adapter's client served by @ton/sandbox, the official TON emulator that
 * runs the real TVM (the wallet v4r2 / v5r1 contracts themselves) in-process. Same calls as the
 * toncenter client (ton-client.ts): an account's transactions newest first from (lt, hash)
 * inclusive, a masterchain height that moves with every transaction, and providers whose
 * external messages are executed at once (like a liteserver that applies them in the next block).
 */
import { Blockchain, type SandboxContract, type TreasuryContract } from '@ton/sandbox';
import {
  external,
  internal,
  SendMode,
  toNano,
  type Address,
  type ContractProvider,
  type StateInit,
  type Transaction,
} from '@ton/core';
import { keyPairFromSeed, type KeyPair } from '@ton/crypto';
import { WalletContractV4 } from '@ton/ton';
import { createHash } from 'node:crypto';
import type { TonChainClient } from '../ton-client';
import { textComment } from '../ton-transactions';

export interface SandboxTonChain {
  blockchain: Blockchain;
  client: TonChainClient;
  /** Number of times the adapter asked for transactions (to see paging at work). */
  reads: () => number;
  /** Makes the client's reads fail (a node that cannot be reached) until set back. */
  setUnavailable(value: boolean): void;
  /** Makes `getTransactions` answer at most this many (an API returning short pages); null: off. */
  setShortPages(count: number | null): void;
  /** A funded player wallet (wallet v4r2 with its own key), deployed in the sandbox. */
  playerWallet(name: string): Promise<PlayerWallet>;
  balanceOf(address: Address): Promise<bigint>;
  /** Toncoin straight from the sandbox's treasury (no comment), e.g. to fund the hot wallet. */
  fund(to: Address, amount: bigint): Promise<void>;
  /** Every transaction of an account, newest first. */
  transactionsOf(address: Address): Transaction[];
}

export interface PlayerWallet {
  address: Address;
  /** Pays `amount` nanoton to `to` with this text comment (none when undefined). */
  pay(to: Address, amount: bigint, comment?: string, options?: { bounce?: boolean }): Promise<void>;
}

const accountId = (address: Address) => BigInt(`0x${address.hash.toString('hex')}`);

export async function startSandboxTonChain(): Promise<SandboxTonChain> {
  const blockchain = await Blockchain.create();
  let treasury: SandboxContract<TreasuryContract> | undefined;
  let reads = 0;
  let unavailable = false;
  let shortPages: number | null = null;

  const transactionsOf = (address: Address): Transaction[] => {
    const id = accountId(address);
    return blockchain
      .snapshot()
      .transactions.filter((tx) => tx.address === id)
      .reverse();
  };

  const client: TonChainClient = {
    async getTransactions(address, page) {
      reads += 1;
      if (unavailable) throw new Error('connect ECONNREFUSED 127.0.0.1:8081');
      let list = transactionsOf(address);
      if (page.lt !== undefined && page.hash) {
        const start = list.findIndex((tx) => tx.lt === page.lt && tx.hash().equals(page.hash!));
        if (start < 0) throw new Error('LITE_SERVER_UNKNOWN: cannot locate transaction');
        list = list.slice(start);
      }
      return list.slice(0, Math.min(page.limit, shortPages ?? page.limit));
    },
    async getMasterchainSeqno() {
      if (unavailable) throw new Error('connect ECONNREFUSED 127.0.0.1:8081');
      return Number(blockchain.lt / 1_000_000n);
    },
    provider(address: Address, init?: StateInit | null): ContractProvider {
      const base = blockchain.provider(address, init);
      return {
        async getState() {
          if (unavailable) throw new Error('connect ECONNREFUSED 127.0.0.1:8081');
          return base.getState();
        },
        get: (name, args) => base.get(name, args),
        internal: (via, args) => base.internal(via, args),
        open: (contract) => base.open(contract),
        getTransactions: (addr, lt, hash, limit) =>
          client.getTransactions(addr, { limit: limit ?? 100, lt, hash }),
        async external(body) {
          const state = await base.getState();
          const withInit = state.state.type !== 'active' && init ? init : undefined;
          // Executed now, like a liteserver that includes it in the next block.
          await blockchain.sendMessage(external({ to: address, init: withInit, body }));
        },
      };
    },
  };

  const fund = async (to: Address, amount: bigint) => {
    treasury ??= await blockchain.treasury('tengu-test-treasury');
    await treasury.send({ to, value: amount, bounce: false });
  };

  return {
    blockchain,
    client,
    reads: () => reads,
    setUnavailable: (value) => {
      unavailable = value;
    },
    setShortPages: (count) => {
      shortPages = count;
    },
    async playerWallet(name) {
      const keys: KeyPair = keyPairFromSeed(createHash('sha256').update(`player:${name}`).digest());
      const wallet = blockchain.openContract(
        WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey }),
      );
      await fund(wallet.address, toNano('1000'));
      return {
        address: wallet.address,
        async pay(to, amount, comment, options) {
          const seqno = await wallet.getSeqno();
          await wallet.sendTransfer({
            seqno,
            secretKey: keys.secretKey,
            // What wallet apps use: the fee on top, so the recipient gets the amount sent.
            sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
            messages: [
              internal({
                to,
                value: amount,
                bounce: options?.bounce ?? false,
                ...(comment === undefined ? {} : { body: textComment(comment) }),
              }),
            ],
          });
        },
      };
    },
    balanceOf: async (address) => (await blockchain.getContract(address)).balance,
    fund,
    transactionsOf,
  };
}
