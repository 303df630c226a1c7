/**
 * A throwaway Solana node for tests: a loopback HTTP JSON-RPC server over an in-process LiteSVM
 * (the `litesvm` dev dependency: the real Solana runtime — signatures verified, the system, SPL
 * Token and Associated Token programs executed, balances moved). It serves exactly the methods
 * the Solana adapter, the test helpers and the e2e test wallet use, in the shapes of the real
 * RPC API: getSlot, getBlockHeight, getLatestBlockhash, getBalance, getAccountInfo,
 * getTokenAccountBalance, getMinimumBalanceForRentExemption, getSignaturesForAddress,
 * getTransaction (json or base64), getSignatureStatuses, sendTransaction (with preflight),
 * requestAirdrop, getHealth, getVersion; and one test method, `litesvm_warpSlots [n]`.
 *
 * LiteSVM runs transactions; this file keeps what a validator's ledger would: every executed
 * transaction with its slot and balance changes (lamports and SPL token balances, read before
 * and after from the SVM's accounts), the signatures per account, a slot that advances by one
 * per transaction (and by `slotMs` if given, or `litesvm_warpSlots`), and the last 150
 * blockhashes (a transaction with an older one is refused, as a cluster refuses it). A
 * transaction is `confirmed` in its slot and `finalized` 32 slots later. A failed transaction
 * is refused by preflight, or, sent with skipPreflight, recorded as failed.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports,
  type Address,
  type LegacyCompiledTransactionMessage,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS, getMintDecoder, getTokenDecoder } from '@solana-program/token';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';

const FINALITY_SLOTS = 32n;
const BLOCKHASHES_KEPT = 150;
const TOKEN_ACCOUNT_SIZE = 165;

interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string };
}

interface Recorded {
  signature: string;
  slot: bigint;
  blockTime: number;
  wire: Uint8Array | null;
  accountKeys: string[];
  err: unknown;
  fee: bigint;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logs: string[];
  message:
    | ((LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) & {
        lifetimeToken: string;
      })
    | null;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface LiteSvmRpcNode {
  url: string;
  svm: LiteSVM;
  /** Current slot (= block height here). */
  slot(): bigint;
  /** Moves the chain on by `slots` empty slots (what time does on a cluster). */
  warp(slots: number): void;
  stop(): Promise<void>;
}

const base58 = { encode: getBase58Decoder(), decode: getBase58Encoder() };
const base64 = { encode: getBase64Decoder(), decode: getBase64Encoder() };

function jsonWithBigInts(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'bigint' ? `__bigint__${v}` : v,
  ).replace(/"__bigint__(-?\d+)"/g, '$1');
}

const uiAmount = (amount: bigint, decimals: number) => {
  const text = amount.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
};

export async function startLiteSvmRpcNode(
  options: { port?: number; slotMs?: number } = {},
): Promise<LiteSvmRpcNode> {
  const svm = new LiteSVM().withBlockhashCheck(false);
  const recorded = new Map<string, Recorded>();
  const byAccount = new Map<string, string[]>(); // account → signatures, oldest first
  const blockhashes: string[] = [svm.latestBlockhash()];

  const slot = () => svm.getClock().slot;
  const warp = (slots: number) => {
    if (slots > 0) svm.warpToSlot(slot() + BigInt(slots));
  };
  const context = () => ({ slot: slot(), apiVersion: '2.2.0' });

  function tokenBalance(key: string, accountIndex: number): TokenBalance | null {
    const account = svm.getAccount(address(key));
    if (
      !account.exists ||
      account.programAddress !== TOKEN_PROGRAM_ADDRESS ||
      account.data.length !== TOKEN_ACCOUNT_SIZE
    ) {
      return null;
    }
    const token = getTokenDecoder().decode(account.data);
    const mint = svm.getAccount(token.mint);
    const decimals = mint.exists ? getMintDecoder().decode(mint.data).decimals : 0;
    const text = uiAmount(token.amount, decimals);
    return {
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: TOKEN_PROGRAM_ADDRESS,
      uiTokenAmount: {
        amount: token.amount.toString(),
        decimals,
        uiAmount: Number(text),
        uiAmountString: text,
      },
    };
  }

  function snapshot(keys: readonly string[]) {
    return {
      balances: keys.map((key) => svm.getBalance(address(key)) ?? 0n),
      tokens: keys
        .map((key, i) => tokenBalance(key, i))
        .filter((b): b is TokenBalance => b !== null),
    };
  }

  function record(entry: Omit<Recorded, 'slot' | 'blockTime'>) {
    const full: Recorded = { ...entry, slot: slot(), blockTime: Math.floor(Date.now() / 1000) };
    recorded.set(full.signature, full);
    for (const key of new Set(full.accountKeys)) {
      const list = byAccount.get(key) ?? [];
      list.push(full.signature);
      byAccount.set(key, list);
    }
    // The next transaction lands in the next slot, under a new blockhash.
    svm.expireBlockhash();
    blockhashes.push(svm.latestBlockhash());
    if (blockhashes.length > BLOCKHASHES_KEPT) blockhashes.shift();
    warp(1);
  }

  function sendTransaction(wire: string, config: { encoding?: string; skipPreflight?: boolean }) {
    const bytes =
      config.encoding === 'base64' ? base64.decode.encode(wire) : base58.decode.encode(wire);
    let tx: Transaction;
    let message: Recorded['message'];
    try {
      tx = getTransactionDecoder().decode(bytes);
      const decoded = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
      if (decoded.version === 1) throw new Error('transaction version 1 is not supported');
      message = decoded;
    } catch (error) {
      throw new RpcError(-32602, `failed to deserialize transaction: ${(error as Error).message}`);
    }
    const keys = message.staticAccounts.map(String);
    const first = tx.signatures[keys[0] as Address];
    if (!first || Object.values(tx.signatures).some((s) => s === null)) {
      throw new RpcError(-32003, 'Transaction signature verification failure');
    }
    const signature = base58.encode.decode(first);
    if (recorded.has(signature)) {
      throw new RpcError(
        -32002,
        'Transaction simulation failed: This transaction has already been processed',
        {
          err: 'AlreadyProcessed',
        },
      );
    }
    if (!blockhashes.includes(String(message.lifetimeToken))) {
      throw new RpcError(-32002, 'Transaction simulation failed: Blockhash not found', {
        err: 'BlockhashNotFound',
      });
    }
    if (!config.skipPreflight) {
      const simulated = svm.simulateTransaction(tx);
      if (simulated instanceof FailedTransactionMetadata) {
        throw new RpcError(-32002, `Transaction simulation failed: ${simulated.err().toString()}`, {
          err: simulated.err().toString(),
          logs: simulated.meta().logs(),
        });
      }
    }
    const before = snapshot(keys);
    let result;
    try {
      result = svm.sendTransaction(tx);
    } catch (error) {
      throw new RpcError(-32003, `Transaction signature verification failure: ${String(error)}`);
    }
    const after = snapshot(keys);
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result;
    record({
      signature,
      wire: new Uint8Array(bytes),
      accountKeys: keys,
      err:
        result instanceof FailedTransactionMetadata
          ? { TransactionError: result.err().toString() }
          : null,
      fee: 5000n * BigInt(message.header.numSignerAccounts),
      preBalances: before.balances,
      postBalances: after.balances,
      preTokenBalances: before.tokens,
      postTokenBalances: after.tokens,
      logs: meta.logs(),
      message,
    });
    return signature;
  }

  function requestAirdrop(to: string, amount: bigint) {
    const keys = [to];
    const before = snapshot(keys);
    const result = svm.airdrop(address(to), lamports(amount));
    if (!result || result instanceof FailedTransactionMetadata) {
      throw new RpcError(-32603, 'airdrop failed');
    }
    const signature = base58.encode.decode(result.signature());
    record({
      signature,
      wire: null,
      accountKeys: keys,
      err: null,
      fee: 0n,
      preBalances: before.balances,
      postBalances: snapshot(keys).balances,
      preTokenBalances: [],
      postTokenBalances: [],
      logs: result.logs(),
      message: null,
    });
    return signature;
  }

  const commitmentOf = (entry: Recorded) =>
    slot() - entry.slot >= FINALITY_SLOTS ? 'finalized' : 'confirmed';
  const visibleAt = (entry: Recorded, commitment: string | undefined) =>
    commitment !== 'finalized' || commitmentOf(entry) === 'finalized';

  function transactionJson(entry: Recorded, encoding: string) {
    const meta = {
      err: entry.err,
      status: entry.err ? { Err: entry.err } : { Ok: null },
      fee: entry.fee,
      preBalances: entry.preBalances,
      postBalances: entry.postBalances,
      preTokenBalances: entry.preTokenBalances,
      postTokenBalances: entry.postTokenBalances,
      logMessages: entry.logs,
      innerInstructions: [],
      loadedAddresses: { writable: [], readonly: [] },
      rewards: [],
      computeUnitsConsumed: 0n,
    };
    const version = entry.message?.version ?? 'legacy';
    const transaction =
      encoding === 'base64'
        ? [entry.wire ? base64.encode.decode(entry.wire) : '', 'base64']
        : {
            signatures: [entry.signature],
            message: {
              accountKeys: entry.accountKeys,
              header: entry.message?.header ?? {
                numSignerAccounts: 0,
                numReadonlySignerAccounts: 0,
                numReadonlyNonSignerAccounts: 0,
              },
              recentBlockhash: entry.message ? String(entry.message.lifetimeToken) : '',
              instructions: (entry.message?.instructions ?? []).map((ix) => ({
                programIdIndex: ix.programAddressIndex,
                accounts: ix.accountIndices ?? [],
                data: base58.encode.decode(ix.data ?? new Uint8Array()),
                stackHeight: null,
              })),
              ...(version === 'legacy' ? {} : { addressTableLookups: [] }),
            },
          };
    return { slot: entry.slot, blockTime: entry.blockTime, version, transaction, meta };
  }

  type Params = unknown[];
  const handlers: Record<string, (params: Params) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0-litesvm', 'feature-set': 0 }),
    getSlot: () => slot(),
    getBlockHeight: () => slot(),
    getLatestBlockhash: () => ({
      context: context(),
      value: {
        blockhash: blockhashes[blockhashes.length - 1],
        lastValidBlockHeight: slot() + 150n,
      },
    }),
    getBalance: ([key]) => ({
      context: context(),
      value: svm.getBalance(address(String(key))) ?? 0n,
    }),
    getAccountInfo: ([key]) => {
      const account = svm.getAccount(address(String(key)));
      return {
        context: context(),
        value: account.exists
          ? {
              lamports: account.lamports,
              owner: account.programAddress,
              data: [base64.encode.decode(account.data), 'base64'],
              executable: account.executable,
              rentEpoch: 18446744073709551615n,
              space: BigInt(account.data.length),
            }
          : null,
      };
    },
    getTokenAccountBalance: ([key]) => {
      const balance = tokenBalance(String(key), 0);
      if (!balance) throw new RpcError(-32602, 'Invalid param: not a Token account');
      return { context: context(), value: balance.uiTokenAmount };
    },
    getMinimumBalanceForRentExemption: ([size]) =>
      svm.minimumBalanceForRentExemption(BigInt(Number(size))),
    getSignaturesForAddress: ([key, config]) => {
      const { before, until, limit, commitment } = (config ?? {}) as {
        before?: string;
        until?: string;
        limit?: number;
        commitment?: string;
      };
      const newestFirst = [...(byAccount.get(String(key)) ?? [])].reverse();
      let start = 0;
      if (before) start = Math.max(0, newestFirst.indexOf(before) + 1);
      const out = [];
      for (const signature of newestFirst.slice(start)) {
        if (signature === until || out.length >= Math.min(limit ?? 1000, 1000)) break;
        const entry = recorded.get(signature)!;
        if (!visibleAt(entry, commitment)) continue;
        out.push({
          signature,
          slot: entry.slot,
          err: entry.err,
          memo: null,
          blockTime: entry.blockTime,
          confirmationStatus: commitmentOf(entry),
        });
      }
      return out;
    },
    getTransaction: ([sig, config]) => {
      const { encoding, commitment } = (config ?? {}) as { encoding?: string; commitment?: string };
      const entry = recorded.get(String(sig));
      if (!entry || !visibleAt(entry, commitment)) return null;
      return transactionJson(entry, encoding ?? 'json');
    },
    getSignatureStatuses: ([sigs]) => ({
      context: context(),
      value: (sigs as string[]).map((sig) => {
        const entry = recorded.get(sig);
        if (!entry) return null;
        const finalized = commitmentOf(entry) === 'finalized';
        return {
          slot: entry.slot,
          confirmations: finalized ? null : slot() - entry.slot,
          err: entry.err,
          status: entry.err ? { Err: entry.err } : { Ok: null },
          confirmationStatus: commitmentOf(entry),
        };
      }),
    }),
    sendTransaction: ([wire, config]) =>
      sendTransaction(
        String(wire),
        (config ?? {}) as { encoding?: string; skipPreflight?: boolean },
      ),
    requestAirdrop: ([to, amount]) => requestAirdrop(String(to), BigInt(amount as number)),
    litesvm_warpSlots: ([slots]) => {
      warp(Number(slots));
      return slot();
    },
  };

  async function body(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function answer(call: { id?: unknown; method?: string; params?: Params }) {
    const id = call.id ?? null;
    const handler = call.method ? handlers[call.method] : undefined;
    if (!handler) {
      return {
        jsonrpc: '2.0',
        id,
        error: { code: -32601, message: `Method not found: ${call.method}` },
      };
    }
    try {
      return { jsonrpc: '2.0', id, result: handler(call.params ?? []) };
    } catch (error) {
      const rpcError =
        error instanceof RpcError
          ? error
          : new RpcError(-32603, `Internal error: ${String(error)}`);
      return {
        jsonrpc: '2.0',
        id,
        error: { code: rpcError.code, message: rpcError.message, data: rpcError.data },
      };
    }
  }

  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'content-type, solana-client');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method !== 'POST') return void response.writeHead(405).end();
    void body(request).then((text) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      const result = Array.isArray(parsed)
        ? parsed.map((call) => answer(call as never))
        : parsed && typeof parsed === 'object'
          ? answer(parsed as never)
          : { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } };
      response.writeHead(200, { 'content-type': 'application/json' }).end(jsonWithBigInts(result));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const timer = options.slotMs ? setInterval(() => warp(1), options.slotMs) : null;
  timer?.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    svm,
    slot,
    warp,
    stop: () =>
      new Promise<void>((resolve) => {
        if (timer) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
