/**
 * A small typed client for Algorand's REST APIs, the calls the Algorand adapter needs:
 * - algod (https://developer.algorand.org/docs/rest-apis/algod/): `GET /v2/status`,
 *   `GET /v2/transactions/params`, `GET /v2/accounts/{address}?exclude=all`,
 *   `GET /v2/accounts/{address}/assets/{asset-id}`,
 *   `GET /v2/transactions/pending/{txid}`, `POST /v2/transactions` (msgpack body);
 * - indexer (https://developer.algorand.org/docs/rest-apis/indexer/): `GET /health`,
 *   `GET /v2/transactions?asset-id&tx-type=axfer&min-round&max-round&limit&next`,
 *   `GET /v2/transactions/{txid}`.
 * Amounts are JSON numbers there; a number that is not a safe non-negative integer (a uint64
 * above 2^53 loses digits in JSON) makes the whole answer malformed: nothing is credited from
 * it (ChainUnavailableError).
 */
import { z } from 'zod';
import { joinUrl, nodeRequest, parseNodeAnswer } from '../node-http';

const units = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

const assetTransferSchema = z
  .object({
    'asset-id': units,
    amount: units,
    receiver: z.string(),
    'close-amount': units.optional(),
    'close-to': z.string().optional(),
  })
  .loose();

const indexerTransactionSchema = z
  .object({
    id: z.string().regex(/^[A-Z2-7]{52}$/),
    'confirmed-round': units.optional(),
    'tx-type': z.string(),
    sender: z.string(),
    'asset-transfer-transaction': assetTransferSchema.optional(),
  })
  .loose();
export type AlgoIndexerTransaction = z.infer<typeof indexerTransactionSchema>;

const transactionsPageSchema = z
  .object({
    'current-round': units,
    'next-token': z.string().optional(),
    transactions: z.array(indexerTransactionSchema),
  })
  .loose();

const statusSchema = z.object({ 'last-round': units }).loose();
const healthSchema = z.object({ round: units }).loose();
/** algod answers any valid address, one never funded too: amount 0 (no 404). */
const accountSchema = z.object({ amount: units, round: units }).loose();
const assetHoldingSchema = z
  .object({ 'asset-holding': z.object({ amount: units }).loose() })
  .loose();

const paramsSchema = z
  .object({
    fee: units,
    'min-fee': units,
    'last-round': units,
    'genesis-hash': z.string().min(1),
    'genesis-id': z.string().min(1),
  })
  .loose();
export type AlgoParams = z.infer<typeof paramsSchema>;

const pendingSchema = z
  .object({
    'confirmed-round': units.optional(),
    'pool-error': z.string(),
  })
  .loose();

const errorSchema = z.object({ message: z.string() }).loose();
const submitSchema = z.object({ txId: z.string() }).loose();

export function createAlgoClient(options: {
  algodUrl: string;
  indexerUrl: string;
  apiToken?: string;
}) {
  const headers = options.apiToken ? { 'X-Algo-API-Token': options.apiToken } : undefined;
  const algod = (path: string) => joinUrl(options.algodUrl, path);
  const indexer = (path: string) => joinUrl(options.indexerUrl, path);
  /** The account's holding of one asset: 200 with it, 404 when the account is not opted in. */
  const accountAsset = (address: string, assetId: number) =>
    nodeRequest(
      'algo',
      'account asset',
      algod(`/v2/accounts/${encodeURIComponent(address)}/assets/${assetId}`),
      z.unknown(),
      { headers, acceptStatus: [404] },
    );

  return {
    status: () =>
      nodeRequest('algo', 'status', algod('/v2/status'), statusSchema, { headers }).then(
        (r) => r.data,
      ),
    indexerRound: () =>
      nodeRequest('algo', 'indexer health', indexer('/health'), healthSchema, { headers }).then(
        (r) => r.data.round,
      ),
    params: () =>
      nodeRequest('algo', 'params', algod('/v2/transactions/params'), paramsSchema, {
        headers,
      }).then((r) => r.data),
    /** Whether the account holds (is opted in to) the asset. */
    isOptedIn: async (address: string, assetId: number) =>
      (await accountAsset(address, assetId)).status === 200,
    /** The account's microalgos and the round they were read at. */
    account: (address: string) =>
      nodeRequest(
        'algo',
        'account',
        algod(`/v2/accounts/${encodeURIComponent(address)}?exclude=all`),
        accountSchema,
        { headers },
      ).then((r) => r.data),
    /** The account's holding of the asset in base units; null when it holds none (404). */
    assetAmount: async (address: string, assetId: number) => {
      const { status, data } = await accountAsset(address, assetId);
      if (status === 404) return null;
      return parseNodeAnswer('algo', 'account asset', assetHoldingSchema, data)['asset-holding']
        .amount;
    },
    assetTransfers: (query: {
      assetId: number;
      minRound: number;
      maxRound: number;
      limit: number;
      next?: string;
    }) => {
      const search = new URLSearchParams({
        'asset-id': String(query.assetId),
        'tx-type': 'axfer',
        'min-round': String(query.minRound),
        'max-round': String(query.maxRound),
        limit: String(query.limit),
        ...(query.next ? { next: query.next } : {}),
      });
      return nodeRequest(
        'algo',
        'transactions',
        indexer(`/v2/transactions?${search}`),
        transactionsPageSchema,
        { headers },
      ).then((r) => r.data);
    },
    /** One transaction from the indexer, or null when it has none. */
    indexedTransaction: async (txid: string) => {
      const { status, data } = await nodeRequest(
        'algo',
        'transaction',
        indexer(`/v2/transactions/${encodeURIComponent(txid)}`),
        z.unknown(),
        { headers, acceptStatus: [404] },
      );
      if (status === 404) return null;
      const schema = z.object({ transaction: indexerTransactionSchema }).loose();
      return parseNodeAnswer('algo', 'transaction', schema, data).transaction;
    },
    /** algod's view of a transaction it was sent: null when it does not know it (404). */
    pending: async (txid: string) => {
      const { status, data } = await nodeRequest(
        'algo',
        'pending transaction',
        algod(`/v2/transactions/pending/${encodeURIComponent(txid)}`),
        z.unknown(),
        { headers, acceptStatus: [404] },
      );
      return status === 404 ? null : parseNodeAnswer('algo', 'pending', pendingSchema, data);
    },
    /** Sends signed transactions (concatenated msgpack); the node's error message on a 400. */
    submit: async (signed: Uint8Array) => {
      const { status, data } = await nodeRequest(
        'algo',
        'submit',
        algod('/v2/transactions'),
        z.unknown(),
        { headers, rawBody: signed, acceptStatus: [400] },
      );
      if (status === 400) {
        const refusal = parseNodeAnswer('algo', 'submit refusal', errorSchema, data);
        return { ok: false as const, message: refusal.message };
      }
      return {
        ok: true as const,
        txId: parseNodeAnswer('algo', 'submit', submitSchema, data).txId,
      };
    },
  };
}

export type AlgoClient = ReturnType<typeof createAlgoClient>;
