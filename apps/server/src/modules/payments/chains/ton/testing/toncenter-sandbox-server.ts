/**
 * Tests only: a toncenter v2 JSON-RPC endpoint (the subset @ton/ton's TonClient calls) answered
 * from a @ton/sandbox chain, on 127.0.0.1. With it the app runs its production TON path
 * (CHAIN_RPC_URLS `ton=` → TonClient over HTTP → the adapter) against the real wallet contracts:
 * getMasterchainInfo, getAddressInformation, runGetMethod, getTransactions and sendBoc, in
 * toncenter's response shapes (hashes base64, amounts as strings, transactions as BoCs).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Address, Cell, loadMessage, type TupleItem } from '@ton/core';
import type { SandboxTonChain } from './sandbox-ton-client';

export interface ToncenterSandboxServer {
  /** The JSON-RPC endpoint, e.g. http://127.0.0.1:40123/jsonRPC */
  url: string;
  /** Methods called so far, in order. */
  calls: string[];
  close(): Promise<void>;
}

const blockId = (seqno: number) => ({
  '@type': 'ton.blockIdExt',
  workchain: -1,
  shard: '-9223372036854775808',
  seqno,
  root_hash: Buffer.alloc(32).toString('base64'),
  file_hash: Buffer.alloc(32).toString('base64'),
});

const boc = (cell: Cell | undefined | null) => (cell ? cell.toBoc().toString('base64') : '');

function stackItem(item: TupleItem): unknown {
  switch (item.type) {
    case 'int':
      return [
        'num',
        `${item.value < 0n ? '-' : ''}0x${(item.value < 0n ? -item.value : item.value).toString(16)}`,
      ];
    case 'null':
      return ['null'];
    case 'cell':
      return ['cell', { bytes: boc(item.cell) }];
    case 'slice':
      return ['slice', { bytes: boc(item.cell) }];
    default:
      throw new Error(`stack item ${item.type} not served`);
  }
}

async function readJson(
  request: IncomingMessage,
): Promise<{ method: string; params: Record<string, unknown> }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export async function startToncenterSandboxServer(
  chain: SandboxTonChain,
): Promise<ToncenterSandboxServer> {
  const { blockchain } = chain;
  const calls: string[] = [];

  async function answer(method: string, params: Record<string, unknown>): Promise<unknown> {
    switch (method) {
      case 'getMasterchainInfo': {
        const seqno = await chain.client.getMasterchainSeqno();
        return {
          '@type': 'blocks.masterchainInfo',
          last: blockId(seqno),
          init: blockId(0),
          state_root_hash: Buffer.alloc(32).toString('base64'),
        };
      }
      case 'getAddressInformation': {
        const contract = await blockchain.getContract(Address.parse(String(params.address)));
        const account = contract.accountState;
        const state =
          account?.type === 'active'
            ? 'active'
            : account?.type === 'frozen'
              ? 'frozen'
              : 'uninitialized';
        const hash = contract.lastTransactionHash;
        return {
          '@type': 'raw.fullAccountState',
          balance: contract.balance.toString(),
          state,
          code: account?.type === 'active' ? boc(account.state.code) : '',
          data: account?.type === 'active' ? boc(account.state.data) : '',
          last_transaction_id: {
            '@type': 'internal.transactionId',
            lt: contract.lastTransactionLt.toString(),
            hash: Buffer.from(hash.toString(16).padStart(64, '0'), 'hex').toString('base64'),
          },
          block_id: blockId(await chain.client.getMasterchainSeqno()),
          sync_utime: Math.floor(Date.now() / 1000),
        };
      }
      case 'runGetMethod': {
        const address = Address.parse(String(params.address));
        try {
          const result = await blockchain.runGetMethod(address, String(params.method), []);
          return {
            gas_used: Number(result.gasUsed),
            exit_code: 0,
            stack: result.stack.map(stackItem),
          };
        } catch (error) {
          const exitCode = (error as { exitCode?: number }).exitCode;
          if (typeof exitCode !== 'number') throw error;
          return { gas_used: 0, exit_code: exitCode, stack: [] };
        }
      }
      case 'getTransactions': {
        const address = Address.parse(String(params.address));
        const hash = params.hash ? Buffer.from(String(params.hash), 'hex') : undefined;
        const lt = params.lt ? BigInt(String(params.lt)) : undefined;
        const list = await chain.client.getTransactions(address, {
          limit: Number(params.limit ?? 10),
          ...(lt !== undefined && hash ? { lt, hash } : {}),
        });
        return list.map((tx) => ({
          '@type': 'raw.transaction',
          data: boc(tx.raw),
          utime: tx.now,
          transaction_id: {
            '@type': 'internal.transactionId',
            lt: tx.lt.toString(),
            hash: tx.hash().toString('base64'),
          },
          fee: tx.totalFees.coins.toString(),
          storage_fee: '0',
          other_fee: '0',
          out_msgs: [],
        }));
      }
      case 'sendBoc': {
        const cell = Cell.fromBoc(Buffer.from(String(params.boc), 'base64'))[0]!;
        const message = loadMessage(cell.beginParse());
        await blockchain.sendMessage(message);
        return { '@type': 'ok' };
      }
      default:
        throw new Error(`method ${method} not served`);
    }
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      try {
        const { method, params } = await readJson(request);
        calls.push(method);
        const result = await answer(method, params ?? {});
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: true, result, jsonrpc: '2.0', id: '1' }));
      } catch (error) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: false, error: (error as Error).message, code: 500 }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/jsonRPC`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
