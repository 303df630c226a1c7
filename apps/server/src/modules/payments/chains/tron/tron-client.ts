/**
 * A small typed client for the TRON full-node HTTP API (java-tron `/wallet/*`,
 * https://developers.tron.network/reference/full-node-api-overview), the calls the TRON adapter
 * needs. Addresses in requests are hex (`41…`) unless `visible: true`; logs carry the 20-byte
 * hex address without the 41 prefix, as documented. Every answer is checked against the
 * documented shape (zod); java-tron answers `{}` for "not found", which is kept as such.
 */
import { z } from 'zod';
import { joinUrl, nodeRequest, parseNodeAnswer } from '../node-http';

const hex = z.string().regex(/^[0-9a-fA-F]*$/);
const count = z.number().int().nonnegative();

const blockSchema = z
  .object({
    blockID: hex.length(64),
    block_header: z
      .object({
        raw_data: z.object({ number: count, timestamp: count }).loose(),
      })
      .loose(),
  })
  .loose();
export type TronBlock = z.infer<typeof blockSchema>;

const logSchema = z
  .object({
    address: hex,
    topics: z.array(hex),
    data: hex.optional(),
  })
  .loose();

const transactionInfoSchema = z
  .object({
    id: hex.length(64),
    blockNumber: count,
    blockTimeStamp: count.optional(),
    fee: count.optional(),
    result: z.string().optional(),
    receipt: z
      .object({
        result: z.string().optional(),
        energy_usage_total: count.optional(),
        net_usage: count.optional(),
        net_fee: count.optional(),
        energy_fee: count.optional(),
      })
      .loose()
      .optional(),
    log: z.array(logSchema).optional(),
  })
  .loose();
export type TronTransactionInfo = z.infer<typeof transactionInfoSchema>;

const empty = z.object({}).strict();

/** java-tron's "not found" is `{}`; anything else must be the documented object. */
const orEmpty =
  <S extends z.ZodType>(what: string, schema: S) =>
  (json: unknown): z.infer<S> | null =>
    empty.safeParse(json).success ? null : parseNodeAnswer('tron', what, schema, json);

const accountResourceSchema = z
  .object({
    freeNetUsed: count.optional(),
    freeNetLimit: count.optional(),
    NetUsed: count.optional(),
    NetLimit: count.optional(),
    EnergyUsed: count.optional(),
    EnergyLimit: count.optional(),
  })
  .loose();
export type TronAccountResource = z.infer<typeof accountResourceSchema>;

const accountSchema = z.object({ balance: count.optional() }).loose();

const constantSchema = z
  .object({
    result: z.object({ result: z.boolean().optional(), message: z.string().optional() }).loose(),
    energy_used: count.optional(),
    constant_result: z.array(hex).optional(),
  })
  .loose();

const chainParametersSchema = z.object({
  chainParameter: z.array(z.object({ key: z.string(), value: z.number().optional() }).loose()),
});

const broadcastSchema = z
  .object({
    result: z.boolean().optional(),
    txid: z.string().optional(),
    code: z.string().optional(),
    message: z.string().optional(),
  })
  .loose();

export function createTronClient(nodeUrl: string) {
  const post = <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    nodeRequest('tron', path, joinUrl(nodeUrl, path), schema, { body }).then((r) => r.data);

  return {
    nowBlock: () => post('/wallet/getnowblock', {}, blockSchema),
    /** The block at a height, or null when the chain has none there yet. */
    blockByNumber: (num: number) =>
      post('/wallet/getblockbynum', { num }, z.unknown()).then(
        orEmpty('getblockbynum', blockSchema),
      ),
    /** Every transaction's execution info in a block (logs included). */
    transactionInfosOfBlock: (num: number) =>
      post('/wallet/gettransactioninfobyblocknum', { num }, z.unknown()).then(
        (json) =>
          orEmpty('gettransactioninfobyblocknum', z.array(transactionInfoSchema))(json) ?? [],
      ),
    /** A transaction's execution info, or null while it is not in a block (or unknown). */
    transactionInfo: (txid: string) =>
      post('/wallet/gettransactioninfobyid', { value: txid }, z.unknown()).then(
        orEmpty('gettransactioninfobyid', transactionInfoSchema),
      ),
    /** Whether the node knows the transaction at all (pending or mined). */
    hasTransaction: (txid: string) =>
      post('/wallet/gettransactionbyid', { value: txid }, z.unknown()).then(
        (json) => orEmpty('gettransactionbyid', z.object({ txID: hex }).loose())(json) !== null,
      ),
    accountResource: (address: string) =>
      post('/wallet/getaccountresource', { address, visible: true }, accountResourceSchema),
    account: (address: string) =>
      post('/wallet/getaccount', { address, visible: true }, accountSchema),
    estimateCall: (call: {
      owner: string;
      contract: string;
      functionSelector: string;
      parameter: string;
    }) =>
      post(
        '/wallet/triggerconstantcontract',
        {
          owner_address: call.owner,
          contract_address: call.contract,
          function_selector: call.functionSelector,
          parameter: call.parameter,
          visible: true,
        },
        constantSchema,
      ),
    chainParameters: () => post('/wallet/getchainparameters', {}, chainParametersSchema),
    broadcast: (signed: unknown) => post('/wallet/broadcasttransaction', signed, broadcastSchema),
  };
}

export type TronClient = ReturnType<typeof createTronClient>;
