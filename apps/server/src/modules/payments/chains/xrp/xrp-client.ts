/**
 * A small typed client for rippled's JSON-RPC API (https://xrpl.org/docs/references/http-websocket-apis),
 * the methods the XRP adapter needs: `account_tx`, `tx`, `ledger`, `fee`, `account_info`,
 * `submit`. Requests ask for API version 2 (`tx_json` + `hash`), and the API version 1 shape
 * (`tx` carrying its `hash`) is read too, so rippled and Clio servers of either default work.
 * Every answer is checked against the documented shape (zod): anything else is
 * ChainUnavailableError, never a half-read transfer.
 */
import { z } from 'zod';
import { ChainUnavailableError } from '../chain-adapter';
import { nodeRequest } from '../node-http';

/** A drops amount as rippled writes it: a string of digits (XRP), or an object (tokens). */
const amountSchema = z.union([
  z.string(),
  z.object({ currency: z.string(), value: z.string(), issuer: z.string().optional() }).loose(),
  z.object({ mpt_issuance_id: z.string(), value: z.string() }).loose(),
]);
export type XrpAmount = z.infer<typeof amountSchema>;

const txFieldsSchema = z
  .object({
    TransactionType: z.string(),
    Account: z.string(),
    Destination: z.string().optional(),
    DestinationTag: z.number().int().nonnegative().max(0xffffffff).optional(),
    Fee: z.string().optional(),
    hash: z.string().optional(),
  })
  .loose();

const metaSchema = z
  .object({
    TransactionResult: z.string(),
    delivered_amount: z.union([amountSchema, z.literal('unavailable')]).optional(),
  })
  .loose();

/** One transaction as account_tx lists it and as `tx` answers (v1 `tx` or v2 `tx_json`). */
const txEntrySchema = z
  .object({
    ledger_index: z.number().int().nonnegative().optional(),
    ledger_hash: z.string().optional(),
    hash: z.string().optional(),
    validated: z.boolean().optional(),
    meta: z.union([metaSchema, z.string()]).optional(),
    tx_json: txFieldsSchema.optional(),
    tx: txFieldsSchema.extend({ ledger_index: z.number().int().optional() }).optional(),
  })
  .loose();
export type XrpTxEntry = z.infer<typeof txEntrySchema>;

const accountTxSchema = z
  .object({
    account: z.string(),
    ledger_index_min: z.number().int(),
    ledger_index_max: z.number().int(),
    marker: z.unknown().optional(),
    transactions: z.array(txEntrySchema),
  })
  .loose();

const ledgerSchema = z
  .object({
    ledger_index: z.number().int().positive(),
    ledger_hash: z.string().optional(),
    validated: z.boolean().optional(),
  })
  .loose();

const feeSchema = z
  .object({
    drafts: z
      .object({
        base_fee: z.string().regex(/^\d+$/),
        open_ledger_fee: z.string().regex(/^\d+$/),
        minimum_fee: z.string().regex(/^\d+$/).optional(),
      })
      .loose(),
    ledger_current_index: z.number().int().optional(),
  })
  .loose();

const accountInfoSchema = z
  .object({
    account_data: z
      .object({
        Account: z.string(),
        Balance: z.string().regex(/^\d+$/),
        Sequence: z.number().int().nonnegative(),
      })
      .loose(),
    ledger_current_index: z.number().int().optional(),
  })
  .loose();

const submitSchema = z
  .object({
    engine_result: z.string(),
    engine_result_message: z.string().optional(),
    tx_json: z.object({ hash: z.string() }).loose().optional(),
  })
  .loose();

/** rippled's envelope: `result.status` is "success", or "error" with an error code. */
const envelope = z.object({
  result: z
    .object({
      status: z.string().optional(),
      error: z.string().optional(),
      error_message: z.string().optional(),
    })
    .loose(),
});

/** rippled answered an error of its own (e.g. `txnNotFound`, `actNotFound`). */
export class XrpRpcError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'XrpRpcError';
  }
}

export function createXrpClient(rpcUrl: string) {
  async function call<S extends z.ZodType>(
    method: string,
    params: Record<string, unknown>,
    schema: S,
  ): Promise<z.infer<S>> {
    const { data } = await nodeRequest('xrp', method, rpcUrl, envelope, {
      body: { method, params: [{ api_version: 2, ...params }] },
    });
    const { result } = data;
    if (result.status === 'error' || result.error) {
      throw new XrpRpcError(
        result.error ?? 'error',
        `${method}: ${result.error_message ?? result.error ?? 'error'}`,
      );
    }
    const parsed = schema.safeParse(result);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ChainUnavailableError(
        'xrp',
        `${method}: malformed response (${issue?.path.join('.') || 'result'}: ${issue?.message})`,
      );
    }
    return parsed.data as z.infer<S>;
  }

  return {
    accountTx: (params: {
      account: string;
      ledgerIndexMin: number;
      ledgerIndexMax: number;
      marker?: unknown;
      limit: number;
    }) =>
      call(
        'account_tx',
        {
          account: params.account,
          ledger_index_min: params.ledgerIndexMin,
          ledger_index_max: params.ledgerIndexMax,
          forward: true,
          limit: params.limit,
          ...(params.marker !== undefined ? { marker: params.marker } : {}),
        },
        accountTxSchema,
      ),
    tx: (hash: string) => call('tx', { transaction: hash, binary: false }, txEntrySchema),
    validatedLedger: () => call('ledger', { ledger_index: 'validated' }, ledgerSchema),
    fee: () => call('fee', {}, feeSchema),
    /** The account in the open ledger ('current': its next Sequence) or in a validated one. */
    accountInfo: (account: string, ledgerIndex: number | 'current' = 'current') =>
      call('account_info', { account, ledger_index: ledgerIndex }, accountInfoSchema),
    submit: (txBlob: string) => call('submit', { tx_blob: txBlob }, submitSchema),
  };
}

export type XrpClient = ReturnType<typeof createXrpClient>;

/** The transaction fields and hash of an entry, whichever API version wrote it. */
export function txOf(entry: XrpTxEntry) {
  const fields = entry.tx_json ?? entry.tx;
  const hash = entry.hash ?? entry.tx?.hash ?? entry.tx_json?.hash;
  const ledgerIndex = entry.ledger_index ?? entry.tx?.ledger_index;
  return { fields, hash, ledgerIndex };
}
