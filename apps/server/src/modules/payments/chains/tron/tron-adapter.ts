/**
 * TRON adapter (TRC-20 USDT) over a java-tron full node's HTTP API, with `tronweb` for addresses,
 * transaction encoding and signing (docs/decisions/027-xrp-tron-algorand.md).
 *
 * - Deposit addresses: `<operator xpub>/0/<index>` (secp256k1, like the EVM family) → base58check
 *   of 0x41 ‖ keccak(pubkey)[12..]. No key on the server.
 * - Scanning walks blocks after the cursor (at most 100 per call) with
 *   `gettransactioninfobyblocknum`: `Transfer(address,address,uint256)` logs of the configured
 *   token contracts whose recipient is watched, in transactions whose receipt is SUCCESS
 *   (index = the log's position in its transaction). A log that matches but whose amount is not
 *   one 32-byte word refuses the scan (ChainUnavailableError): nothing is credited from it.
 * - Reorgs: the cursor keeps the last scanned block's id; when the chain has another block at
 *   that height the scan steps back 20 blocks (the solidity depth) and re-reads (duplicates are
 *   harmless). A transfer whose block id is no longer the chain's at its height is 'dropped'.
 * - Withdrawals: the TRC-20 `transfer` call is built and encoded locally (tronweb protobuf), its
 *   energy estimated with `triggerconstantcontract`, its cost planned from the hot wallet's
 *   staked energy/bandwidth and the chain's prices (tron-fees.ts): the wallet must hold the TRX
 *   it will burn, and `fee_limit` caps it. Signed with the hot key, `broadcasttransaction`.
 */
import { NETWORKS } from '@tengu/shared';
import { TronWeb, utils as tronUtils } from 'tronweb';
import {
  BroadcastRejectedError,
  ChainUnavailableError,
  type BroadcastResult,
  type ChainAdapter,
  type ConfirmationStatus,
  type HotWalletBalance,
  type IncomingTransfer,
  type ScanInput,
  type ScanResult,
  type TransactionLookup,
  type TransferRef,
  type WatchedAddress,
  type WithdrawalRequest,
} from '../chain-adapter';
import { depositPublicKey, parseExtendedPublicKey } from '../extended-key';
import { decompressPublicKey } from '../secp256k1-point';
import { createTronClient, type TronTransactionInfo } from './tron-client';
import { chainParameter, planTronFee } from './tron-fees';

export interface TronToken {
  symbol: string;
  /** Base58 contract address (T…). */
  address: string;
}

export interface TronAdapterOptions {
  nodeUrl: string;
  xpub: string;
  tokens: readonly TronToken[];
  /** Hot wallet private key, 64 hex digits (with or without 0x). */
  hotWalletKey?: string;
  txUrlTemplate?: string;
  maxBlocksPerScan?: number;
  initialLookbackBlocks?: number;
}

interface TronCursor {
  height: number;
  hash: string | null;
}

export const TRC20_TRANSFER_TOPIC =
  'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const REORG_STEP_BACK = 20;
/** A TRC-20 transfer signed: ~345 bytes of bandwidth (raw data, signature, envelope). */
const TRANSFER_BYTES = 345;
/** Documented defaults when the node omits the parameters (sun). */
const DEFAULT_ENERGY_FEE = 210;
const DEFAULT_BANDWIDTH_FEE = 1000;

/** Hex of a base58 address, 41-prefixed, lower case. */
export const tronHex = (address: string) => TronWeb.address.toHex(address).toLowerCase();
export const tronBase58 = (hex41: string) => TronWeb.address.fromHex(hex41);

/** The TRON address of a compressed secp256k1 public key. */
export function tronAddressOf(compressedKey: Uint8Array): string {
  const bytes = tronUtils.crypto.computeAddress(decompressPublicKey(compressedKey));
  return tronUtils.crypto.getBase58CheckAddress(bytes);
}

export function validateTronAddress(
  address: string,
): { valid: true } | { valid: false; reason: string } {
  const text = address.trim();
  return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text) && TronWeb.isAddress(text)
    ? { valid: true }
    : { valid: false, reason: 'Invalid Tron address' };
}

/** ABI-encoded `transfer(address,uint256)` arguments (without the selector). */
export function trc20TransferParameter(to: string, amount: bigint): string {
  if (amount <= 0n || amount >= 2n ** 256n) throw new RangeError('amount out of range');
  return addressWord(to) + amount.toString(16).padStart(64, '0');
}

/** A TRON address as one ABI word (its 20-byte hex, left-padded to 32 bytes). */
function addressWord(address: string): string {
  return tronHex(address).slice(2).padStart(64, '0');
}

export function createTronAdapter(options: TronAdapterOptions): ChainAdapter & {
  hotWalletAddress: string | null;
} {
  const client = createTronClient(options.nodeUrl);
  const account = parseExtendedPublicKey(options.xpub);
  const tokensByHex = new Map(options.tokens.map((t) => [tronHex(t.address).slice(2), t]));
  const tokensBySymbol = new Map(options.tokens.map((t) => [t.symbol, t]));
  const hotKey = options.hotWalletKey?.replace(/^0x/, '') ?? null;
  const hotAddress = hotKey ? TronWeb.address.fromPrivateKey(hotKey) || null : null;
  const maxBlocks = options.maxBlocksPerScan ?? 100;
  const lookback = options.initialLookbackBlocks ?? 200;
  const txUrlTemplate = options.txUrlTemplate ?? NETWORKS.tron.txUrl;
  let sendQueue: Promise<unknown> = Promise.resolve();

  const tipHeight = async () => (await client.nowBlock()).block_header.raw_data.number;

  /** The watched TRC-20 receipts of one transaction's execution info. */
  function transfersIn(
    info: TronTransactionInfo,
    watched: ReadonlyMap<string, WatchedAddress>,
    blockHash: string | null,
  ): IncomingTransfer[] {
    if (info.receipt?.result !== 'SUCCESS' || info.result === 'FAILED') return [];
    const found: IncomingTransfer[] = [];
    (info.log ?? []).forEach((log, index) => {
      const token = tokensByHex.get(log.address.toLowerCase().replace(/^41/, ''));
      if (!token || log.topics[0]?.toLowerCase() !== TRC20_TRANSFER_TOPIC) return;
      if (log.topics.length !== 3) return; // not the standard event (e.g. an indexed value)
      const recipient = tronBase58(`41${log.topics[2]!.slice(-40)}`);
      const target = watched.get(recipient);
      if (!target) return;
      if (!log.data || !/^[0-9a-fA-F]{64}$/.test(log.data)) {
        throw new ChainUnavailableError('tron', `malformed Transfer amount in ${info.id}`);
      }
      const amount = BigInt(`0x${log.data}`);
      if (amount === 0n) return;
      found.push({
        network: 'tron',
        txid: info.id.toLowerCase(),
        index,
        address: target.address,
        asset: token.symbol,
        amount,
        blockHeight: info.blockNumber,
        blockHash,
      });
    });
    return found;
  }

  async function scan({ cursor, addresses }: ScanInput): Promise<ScanResult> {
    const tip = await tipHeight();
    let from: number;
    if (!cursor) {
      from = Math.max(0, tip - lookback);
    } else {
      const saved = JSON.parse(cursor) as TronCursor;
      const block = saved.hash ? await client.blockByNumber(saved.height) : null;
      const isCanonical = !saved.hash || block?.blockID.toLowerCase() === saved.hash;
      from = isCanonical ? saved.height + 1 : Math.max(0, saved.height - REORG_STEP_BACK);
    }
    const to = Math.min(tip, from + maxBlocks - 1);
    if (from > to) {
      return {
        transfers: [],
        cursor: cursor ?? JSON.stringify({ height: tip, hash: null }),
        tipHeight: tip,
      };
    }
    const watched = new Map(addresses.map((a) => [a.address, a]));
    const transfers: IncomingTransfer[] = [];
    for (let height = from; height <= to && watched.size > 0; height++) {
      const infos = await client.transactionInfosOfBlock(height);
      const inBlock = infos.flatMap((info) => transfersIn(info, watched, null));
      if (inBlock.length === 0) continue;
      const block = await client.blockByNumber(height);
      if (!block)
        throw new ChainUnavailableError('tron', `block ${height} vanished while scanning`);
      for (const transfer of inBlock) {
        transfers.push({ ...transfer, blockHash: block.blockID.toLowerCase() });
      }
    }
    const last = await client.blockByNumber(to);
    const next: TronCursor = { height: to, hash: last?.blockID.toLowerCase() ?? null };
    return { transfers, cursor: JSON.stringify(next), tipHeight: tip };
  }

  async function confirmations(transfer: TransferRef): Promise<ConfirmationStatus> {
    if (transfer.blockHeight === null || !transfer.blockHash) {
      return withdrawalConfirmations(transfer.txid);
    }
    const block = await client.blockByNumber(transfer.blockHeight);
    if (!block || block.blockID.toLowerCase() !== transfer.blockHash.toLowerCase()) {
      return 'dropped';
    }
    return (await tipHeight()) - transfer.blockHeight + 1;
  }

  async function withdrawalConfirmations(txid: string): Promise<ConfirmationStatus> {
    const info = await client.transactionInfo(txid);
    if (!info) return (await client.hasTransaction(txid)) ? 0 : 'dropped';
    if (info.receipt?.result !== 'SUCCESS' || info.result === 'FAILED') return 'dropped';
    return Math.max(1, (await tipHeight()) - info.blockNumber + 1);
  }

  async function transfersOf(
    txid: string,
    addresses: readonly WatchedAddress[],
  ): Promise<TransactionLookup> {
    if (!/^[0-9a-fA-F]{64}$/.test(txid)) return { status: 'not-found' };
    const info = await client.transactionInfo(txid);
    if (!info)
      return (await client.hasTransaction(txid)) ? { status: 'pending' } : { status: 'not-found' };
    if (info.receipt?.result !== 'SUCCESS' || info.result === 'FAILED') return { status: 'failed' };
    const block = await client.blockByNumber(info.blockNumber);
    const watched = new Map(addresses.map((a) => [a.address, a]));
    return {
      status: 'found',
      transfers: transfersIn(info, watched, block?.blockID.toLowerCase() ?? null),
    };
  }

  /** A TRC-20 `balanceOf(owner)` read with a constant call; anything but one word is refused. */
  async function tokenBalance(token: TronToken, owner: string): Promise<bigint> {
    const answer = await client.estimateCall({
      owner,
      contract: token.address,
      functionSelector: 'balanceOf(address)',
      parameter: addressWord(owner),
    });
    const word = answer.constant_result?.[0];
    if (answer.result.result !== true || !word || !/^[0-9a-fA-F]{64}$/.test(word)) {
      const reason = decodeMessage(answer.result.message) || 'no result';
      throw new ChainUnavailableError('tron', `${token.symbol} balanceOf: ${reason}`);
    }
    return BigInt(`0x${word}`);
  }

  /**
   * The hot wallet's TRX (the energy and bandwidth it burns are paid in it) and each configured
   * token's balanceOf, beside the latest block number (ADR 048). java-tron reads both at its
   * latest state, not at that block. A wallet not activated yet (`getaccount` answers `{}`) holds
   * 0 TRX.
   */
  async function hotWalletBalance(): Promise<HotWalletBalance | null> {
    if (!hotAddress) return null;
    const [tip, wallet, tokens] = await Promise.all([
      tipHeight(),
      client.account(hotAddress),
      Promise.all(options.tokens.map((token) => tokenBalance(token, hotAddress))),
    ]);
    return {
      address: hotAddress,
      height: tip,
      balances: [
        // TRX (6 decimals) pays the fees; it is not a deposit asset, so the asset list lacks it.
        { asset: NETWORKS.tron.nativeAsset, amount: BigInt(wallet.balance ?? 0), decimals: 6 },
        ...options.tokens.map((token, i) => ({ asset: token.symbol, amount: tokens[i]! })),
      ],
    };
  }

  async function send(request: WithdrawalRequest): Promise<BroadcastResult> {
    if (!hotKey || !hotAddress)
      throw new Error('TRON: no hot wallet key configured for withdrawals');
    const token = tokensBySymbol.get(request.asset);
    if (!token) throw new BroadcastRejectedError('tron', `cannot send ${request.asset}`);
    if (!validateTronAddress(request.to).valid) {
      throw new BroadcastRejectedError('tron', `not a TRON address: ${request.to}`);
    }
    let parameter: string;
    try {
      parameter = trc20TransferParameter(request.to.trim(), request.amount);
    } catch {
      throw new BroadcastRejectedError('tron', `amount out of range: ${request.amount}`);
    }
    const [estimate, parameters, resources, wallet, now] = await Promise.all([
      client.estimateCall({
        owner: hotAddress,
        contract: token.address,
        functionSelector: 'transfer(address,uint256)',
        parameter,
      }),
      client.chainParameters(),
      client.accountResource(hotAddress),
      client.account(hotAddress),
      client.nowBlock(),
    ]);
    if (estimate.result.result !== true || estimate.energy_used === undefined) {
      throw new BroadcastRejectedError(
        'tron',
        `the transfer would fail: ${decodeMessage(estimate.result.message) || 'reverted'}`,
      );
    }
    const plan = planTronFee({
      energy: estimate.energy_used,
      bytes: TRANSFER_BYTES,
      resources,
      energyFeeSun: chainParameter(parameters.chainParameter, 'getEnergyFee', DEFAULT_ENERGY_FEE),
      bandwidthFeeSun: chainParameter(
        parameters.chainParameter,
        'getTransactionFee',
        DEFAULT_BANDWIDTH_FEE,
      ),
    });
    const balance = BigInt(wallet.balance ?? 0);
    if (balance < plan.burnSun) {
      throw new BroadcastRejectedError(
        'tron',
        `the hot wallet holds ${balance} sun but the transfer burns ${plan.burnSun} sun of energy/bandwidth`,
      );
    }
    const header = now.block_header.raw_data;
    const rawData = {
      contract: [
        {
          parameter: {
            value: {
              data: `a9059cbb${parameter}`,
              owner_address: tronHex(hotAddress),
              contract_address: tronHex(token.address),
            },
            type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
          },
          type: 'TriggerSmartContract',
        },
      ],
      ref_block_bytes: header.number.toString(16).padStart(16, '0').slice(-4),
      ref_block_hash: now.blockID.slice(16, 32),
      expiration: header.timestamp + 60_000,
      fee_limit: Number(plan.feeLimitSun),
      timestamp: header.timestamp,
    };
    const pb = tronUtils.transaction.txJsonToPb({ raw_data: rawData });
    const unsigned = {
      txID: tronUtils.transaction.txPbToTxID(pb).replace(/^0x/, ''),
      raw_data: rawData,
      raw_data_hex: tronUtils.transaction.txPbToRawDataHex(pb),
      visible: false,
    };
    const signed = tronUtils.crypto.signTransaction(hotKey, unsigned);
    const answer = await client.broadcast(signed);
    if (answer.result === true || answer.code === 'DUP_TRANSACTION_ERROR') {
      return { txid: unsigned.txID, simulated: false };
    }
    throw new BroadcastRejectedError(
      'tron',
      `${answer.code ?? 'refused'}: ${decodeMessage(answer.message)}`,
    );
  }

  return {
    network: 'tron',
    kind: 'tron',
    assets: [...tokensBySymbol.keys()],
    usesTags: false,
    hotWalletAddress: hotAddress,
    deriveAddress(index) {
      return { address: tronAddressOf(depositPublicKey(account, index)), index };
    },
    validateAddress: (address) => validateTronAddress(address),
    async watch() {
      // Nothing to register: every block's logs are read.
    },
    scan,
    transfersOf,
    confirmations,
    broadcastWithdrawal(request) {
      const result = sendQueue.then(() => send(request));
      sendQueue = result.catch(() => undefined);
      return result;
    },
    withdrawalConfirmations,
    hotWalletBalance,
    txUrl: (txid) => txUrlTemplate.replace('{txid}', txid),
  };
}

/** java-tron writes error messages as hex of UTF-8; plain text is kept. */
function decodeMessage(message: string | undefined): string {
  if (!message) return '';
  if (/^([0-9a-fA-F]{2})+$/.test(message)) {
    return Buffer.from(message, 'hex')
      .toString('utf8')
      .replace(/[^\x20-\x7e]/g, '')
      .trim();
  }
  return message;
}
