/**
 * What the TON adapter needs from the chain (docs/decisions/026-ton-adapter.md): an account's
 * transactions paged backwards, the masterchain height, and a ContractProvider (get methods,
 * account state, external messages) for the operator wallet. Two implementations serve the same
 * calls: `createToncenterClient` over @ton/ton's TonClient (a toncenter-compatible v2 HTTP API,
 * production), and `testing/sandbox-ton-client.ts` over @ton/sandbox's Blockchain (tests: the
 * sandbox runs the real wallet contracts).
 */
import { TonClient } from '@ton/ton';
import type { Address, ContractProvider, StateInit, Transaction } from '@ton/core';

export interface TonTransactionsPage {
  /** At most this many transactions. */
  limit: number;
  /** Start at this transaction (inclusive) instead of the newest; both or neither. */
  lt?: bigint;
  hash?: Buffer;
}

export interface TonChainClient {
  /** The account's transactions, newest first, from (lt, hash) inclusive when given. */
  getTransactions(address: Address, page: TonTransactionsPage): Promise<Transaction[]>;
  /** Seqno of the newest masterchain block: transactions it references are final. */
  getMasterchainSeqno(): Promise<number>;
  /** A provider for the account: state, get methods, external messages (with `init` if new). */
  provider(address: Address, init?: StateInit | null): ContractProvider;
}

/**
 * The production client: toncenter's v2 API (`https://toncenter.com/api/v2/jsonRPC`, or any
 * compatible endpoint such as a self-hosted ton-http-api). It answers from the liteservers'
 * newest masterchain state, so every transaction it lists is already final.
 */
export function createToncenterClient(options: {
  endpoint: string;
  apiKey?: string;
  timeoutMs?: number;
}): TonChainClient {
  const client = new TonClient({
    endpoint: options.endpoint,
    apiKey: options.apiKey,
    timeout: options.timeoutMs ?? 15_000,
  });
  return {
    getTransactions: (address, page) =>
      client.getTransactions(address, {
        limit: page.limit,
        ...(page.lt !== undefined && page.hash
          ? { lt: page.lt.toString(), hash: page.hash.toString('base64'), inclusive: true }
          : {}),
        archival: true,
      }),
    getMasterchainSeqno: async () => (await client.getMasterchainInfo()).latestSeqno,
    provider: (address, init) => client.provider(address, init),
  };
}
