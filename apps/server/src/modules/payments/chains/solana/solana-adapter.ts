/**
 * Solana adapter: SOL and SPL tokens over any Solana JSON-RPC endpoint with @solana/kit
 * (docs/decisions/025-solana-adapter.md).
 *
 * - Deposit addresses: SLIP-0010 ed25519 keys `m/44'/501'/<index>'/0'` of the operator's deposit
 *   seed (ed25519 has no public derivation; the seed is also what sweeps sign with). SPL tokens
 *   are paid to the address's associated token account (ATA) of each watched mint.
 * - Scanning: `getSignaturesForAddress` on every watched address and each of its ATAs, newer
 *   than the signature the cursor remembers for that account, at `confirmed` commitment; each
 *   new transaction is read once (`getTransaction`, json) and its balance changes are the
 *   transfers: a positive lamport change of a watched address is a SOL deposit (index −1 − the
 *   account's position in the transaction), a positive token-balance change of a watched
 *   address's ATA of a watched mint is a token deposit (index = that ATA's position). Failed
 *   transactions move nothing and are skipped.
 * - Finality by commitment: `getSignatureStatuses` — finalized is the network's required
 *   confirmations (32, reached at once), confirmed counts the blocks voted on top of it (1…31),
 *   unknown or failed is 'dropped'.
 * - Withdrawals: SOL `transfer`, or an idempotent ATA creation for the recipient (rent paid by
 *   the hot wallet) plus `transferChecked`, signed with the hot key, one at a time.
 * - Sweeps: `sweep(index)` moves a deposit address's tokens and lamports to the hot wallet; the
 *   hot wallet pays the fee (and the rent of its own ATA), so the deposit account empties to 0.
 */
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isAddress,
  isSolanaError,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  signature as toSignature,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Signature,
  type TransactionSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  TOKEN_PROGRAM_ADDRESS,
  fetchMaybeToken,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token';
import { NETWORKS } from '@tengu/shared';
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
import { validateAccountAddress } from '../simulator/account-addresses';
import { depositPrivateKey, solanaAddressOf } from './solana-keys';
import type { SolanaToken } from './solana-tokens';

export interface SolanaAdapterOptions {
  rpcUrl: string;
  /** The operator's deposit seed (SLIP-0010 master seed). */
  depositSeed: Uint8Array;
  /** The hot wallet's 32-byte ed25519 private seed; without it withdrawals are refused. */
  hotWalletKey?: Uint8Array;
  tokens: readonly SolanaToken[];
  txUrlTemplate?: string;
}

/** The cursor: per scanned account (address or ATA), the newest signature already read. */
interface SolanaCursor {
  v: 1;
  newest: Record<string, string>;
}

/** What a browser wallet signs and sends for an instant deposit (base58 message bytes). */
export interface WalletTransferMessage {
  message: string;
  lastValidBlockHeight: string;
}

export interface SolanaAdapter extends ChainAdapter {
  readonly kind: 'solana';
  readonly hotWalletAddress: string | null;
  /**
   * The unsigned transfer of `amount` base units of `asset` from a player's wallet (`from`, the
   * fee payer) to their deposit address `to` — creating `to`'s ATA when needed, at the sender's
   * expense, as every wallet does — for the wallet to sign and send (the instant deposit).
   */
  walletTransfer(input: {
    from: string;
    to: string;
    asset: string;
    amount: bigint;
  }): Promise<WalletTransferMessage>;
  /** Moves deposit address `index`'s tokens and SOL to the hot wallet; the txid, or null. */
  sweep(index: number): Promise<string | null>;
}

const FINALIZED = NETWORKS.sol.confirmations;
const PAGE = 1000;
type Rpc = ReturnType<typeof createSolanaRpc>;

export function isSolanaAdapter(adapter: ChainAdapter | undefined): adapter is SolanaAdapter {
  return adapter?.kind === 'solana';
}

export function createSolanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const network = 'sol' as const;
  const rpc: Rpc = createSolanaRpc(options.rpcUrl);
  const tokensBySymbol = new Map(options.tokens.map((t) => [t.symbol, t]));
  const txUrlTemplate = options.txUrlTemplate ?? NETWORKS.sol.txUrl;
  const hotAddress = options.hotWalletKey ? solanaAddressOf(options.hotWalletKey) : null;
  let hotSigner: Promise<KeyPairSigner> | null = null;
  let sendQueue: Promise<unknown> = Promise.resolve();
  const ataCache = new Map<string, Address>();

  async function read<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new ChainUnavailableError(network, `${what}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  async function ataOf(owner: string, mint: string): Promise<Address> {
    const key = `${owner}:${mint}`;
    let ata = ataCache.get(key);
    if (!ata) {
      [ata] = await findAssociatedTokenPda({
        owner: address(owner),
        mint: address(mint),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      });
      ataCache.set(key, ata);
    }
    return ata;
  }

  /** Every account to scan: each watched address and its ATA of each watched mint. */
  async function accountsOf(addresses: readonly WatchedAddress[]) {
    const owners = new Map<string, WatchedAddress>();
    const atas = new Map<string, { owner: WatchedAddress; token: SolanaToken }>();
    for (const watched of addresses) {
      if (!isAddress(watched.address)) continue;
      owners.set(watched.address, watched);
      for (const token of options.tokens) {
        atas.set(await ataOf(watched.address, token.mint), { owner: watched, token });
      }
    }
    return { owners, atas };
  }

  type Accounts = Awaited<ReturnType<typeof accountsOf>>;
  type LoadedTransaction = NonNullable<Awaited<ReturnType<typeof loadTransaction>>>;

  function loadTransaction(txid: Signature) {
    return read('getTransaction', () =>
      rpc
        .getTransaction(txid, {
          encoding: 'json',
          maxSupportedTransactionVersion: 0,
          commitment: 'confirmed',
        })
        .send(),
    );
  }

  /** The deposits a transaction made to the watched accounts: its positive balance changes. */
  function transfersIn(txid: string, tx: LoadedTransaction, accounts: Accounts) {
    const meta = tx.meta;
    if (!meta || meta.err) return [];
    const keys: string[] = [
      ...tx.transaction.message.accountKeys,
      ...(meta.loadedAddresses?.writable ?? []),
      ...(meta.loadedAddresses?.readonly ?? []),
    ];
    const at = { blockHeight: Number(tx.slot), blockHash: null };
    const transfers: IncomingTransfer[] = [];
    keys.forEach((key, i) => {
      const owner = accounts.owners.get(key);
      if (!owner) return;
      const delta = BigInt(meta.postBalances[i] ?? 0n) - BigInt(meta.preBalances[i] ?? 0n);
      if (delta <= 0n) return;
      transfers.push({
        network,
        txid,
        index: -1 - i,
        address: owner.address,
        asset: 'SOL',
        amount: delta,
        ...at,
      });
    });
    const amountOf = (
      balances: readonly {
        accountIndex: number;
        mint: string;
        uiTokenAmount: { amount: string };
      }[],
      index: number,
    ) => BigInt(balances.find((b) => b.accountIndex === index)?.uiTokenAmount.amount ?? '0');
    const touched = new Set(
      [...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])].map(
        (b) => b.accountIndex,
      ),
    );
    for (const index of touched) {
      const ata = accounts.atas.get(keys[index] ?? '');
      if (!ata) continue;
      const balance = [...(meta.postTokenBalances ?? []), ...(meta.preTokenBalances ?? [])].find(
        (b) => b.accountIndex === index,
      );
      if (balance?.mint !== ata.token.mint) continue;
      const delta =
        amountOf(meta.postTokenBalances ?? [], index) -
        amountOf(meta.preTokenBalances ?? [], index);
      if (delta <= 0n) continue;
      transfers.push({
        network,
        txid,
        index,
        address: ata.owner.address,
        asset: ata.token.symbol,
        amount: delta,
        ...at,
      });
    }
    return transfers;
  }

  /**
   * Every signature of `account` newer than `until` (newest first), page by page: never capped,
   * since the cursor moves to the newest one and anything left unread would be skipped.
   */
  async function newSignatures(account: string, until: string | undefined) {
    const found: { signature: string; err: unknown }[] = [];
    let before: Signature | undefined;
    for (;;) {
      const page = await read('getSignaturesForAddress', () =>
        rpc
          .getSignaturesForAddress(address(account), {
            limit: PAGE,
            commitment: 'confirmed',
            ...(until ? { until: toSignature(until) } : {}),
            ...(before ? { before } : {}),
          })
          .send(),
      );
      found.push(...page);
      if (page.length < PAGE) break;
      before = page[page.length - 1]!.signature;
    }
    return found;
  }

  async function scan({ cursor, addresses }: ScanInput): Promise<ScanResult> {
    const tip = Number(
      await read('getSlot', () => rpc.getSlot({ commitment: 'confirmed' }).send()),
    );
    const saved: SolanaCursor = cursor
      ? (JSON.parse(cursor) as SolanaCursor)
      : { v: 1, newest: {} };
    const accounts = await accountsOf(addresses);
    const next: SolanaCursor = { v: 1, newest: {} };
    const seen = new Set<string>();
    const transfers = new Map<string, IncomingTransfer>();
    for (const account of [...accounts.owners.keys(), ...accounts.atas.keys()]) {
      const signatures = await newSignatures(account, saved.newest[account]);
      const newest = signatures[0]?.signature ?? saved.newest[account];
      if (newest) next.newest[account] = newest;
      for (const { signature, err } of signatures) {
        if (err || seen.has(signature)) continue;
        seen.add(signature);
        const tx = await loadTransaction(toSignature(signature));
        // Listed but not readable yet at this commitment: forget the cursor's progress for
        // this account so that the next scan lists it again.
        if (!tx) {
          if (saved.newest[account]) next.newest[account] = saved.newest[account];
          else delete next.newest[account];
          continue;
        }
        for (const t of transfersIn(signature, tx, accounts))
          transfers.set(`${t.txid}:${t.index}`, t);
      }
    }
    return { transfers: [...transfers.values()], cursor: JSON.stringify(next), tipHeight: tip };
  }

  async function status(txid: string): Promise<ConfirmationStatus> {
    const { value } = await read('getSignatureStatuses', () =>
      rpc.getSignatureStatuses([toSignature(txid)], { searchTransactionHistory: true }).send(),
    );
    const found = value[0];
    if (!found || found.err) return 'dropped';
    if (found.confirmationStatus === 'finalized' || found.confirmations === null) return FINALIZED;
    if (found.confirmationStatus === 'processed') return 0;
    return Math.min(FINALIZED - 1, Number(found.confirmations) + 1);
  }

  async function transfersOf(
    txid: string,
    addresses: readonly WatchedAddress[],
  ): Promise<TransactionLookup> {
    let sig: Signature;
    try {
      sig = toSignature(txid);
    } catch {
      return { status: 'not-found' };
    }
    const tx = await loadTransaction(sig);
    if (!tx) {
      const { value } = await read('getSignatureStatuses', () =>
        rpc.getSignatureStatuses([sig], { searchTransactionHistory: true }).send(),
      );
      return value[0] ? { status: 'pending' } : { status: 'not-found' };
    }
    if (tx.meta?.err) return { status: 'failed' };
    return { status: 'found', transfers: transfersIn(txid, tx, await accountsOf(addresses)) };
  }

  function signerOf(): Promise<KeyPairSigner> {
    if (!options.hotWalletKey) {
      throw new Error('SOL: no hot wallet key configured for withdrawals');
    }
    hotSigner ??= createKeyPairSignerFromPrivateKeyBytes(options.hotWalletKey);
    return hotSigner;
  }

  /** Signs with the signers the instructions name (fee payer first) and sends. */
  async function signAndSend(
    feePayer: TransactionSigner,
    instructions: Instruction[],
  ): Promise<string> {
    const { value: blockhash } = await read('getLatestBlockhash', () =>
      rpc.getLatestBlockhash({ commitment: 'confirmed' }).send(),
    );
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(feePayer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    const signed = await signTransactionMessageWithSigners(message);
    const wire = getBase64EncodedWireTransaction(signed);
    try {
      await rpc
        .sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' })
        .send();
    } catch (error) {
      // A JSON-RPC error is the node's verdict (preflight failed: no funds, bad account).
      if (isSolanaError(error) && Number(error.context.__code) < 0) {
        throw new BroadcastRejectedError(network, error.message, { cause: error });
      }
      throw new ChainUnavailableError(network, (error as Error).message, { cause: error });
    }
    return getSignatureFromTransaction(signed);
  }

  /** The instructions paying `amount` of `asset` from `from` to `to` (owner address). */
  async function transferInstructions(
    from: TransactionSigner,
    feePayer: TransactionSigner,
    to: string,
    asset: string,
    amount: bigint,
  ): Promise<Instruction[]> {
    if (asset === 'SOL') {
      return [getTransferSolInstruction({ source: from, destination: address(to), amount })];
    }
    const token = tokensBySymbol.get(asset);
    if (!token) throw new BroadcastRejectedError(network, `cannot send ${asset} on Solana`);
    const mint = address(token.mint);
    const destination = await ataOf(to, token.mint);
    return [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: feePayer,
        ata: destination,
        owner: address(to),
        mint,
      }),
      getTransferCheckedInstruction({
        source: await ataOf(from.address, token.mint),
        mint,
        destination,
        authority: from,
        amount,
        decimals: token.decimals,
      }),
    ];
  }

  async function send(request: WithdrawalRequest): Promise<BroadcastResult> {
    const hot = await signerOf();
    if (!isAddress(request.to)) {
      throw new BroadcastRejectedError(network, `not a Solana address: ${request.to}`);
    }
    const instructions = await transferInstructions(
      hot,
      hot,
      request.to,
      request.asset,
      request.amount,
    );
    return { txid: await signAndSend(hot, instructions), simulated: false };
  }

  async function sweep(index: number): Promise<string | null> {
    const hot = await signerOf();
    const owner = await createKeyPairSignerFromPrivateKeyBytes(
      depositPrivateKey(options.depositSeed, index),
    );
    const instructions: Instruction[] = [];
    for (const token of options.tokens) {
      const ata = await ataOf(owner.address, token.mint);
      const account = await read('getAccountInfo', () => fetchMaybeToken(rpc, ata));
      if (!account.exists || account.data.amount === 0n) continue;
      instructions.push(
        ...(await transferInstructions(owner, hot, hot.address, token.symbol, account.data.amount)),
      );
    }
    const { value: lamports } = await read('getBalance', () =>
      rpc.getBalance(owner.address, { commitment: 'confirmed' }).send(),
    );
    // The hot wallet pays the fee: the deposit account can send everything and close at 0.
    if (lamports > 0n)
      instructions.push(...(await transferInstructions(owner, hot, hot.address, 'SOL', lamports)));
    if (instructions.length === 0) return null;
    return signAndSend(hot, instructions);
  }

  async function walletTransfer(input: {
    from: string;
    to: string;
    asset: string;
    amount: bigint;
  }): Promise<WalletTransferMessage> {
    if (!isAddress(input.from) || !isAddress(input.to)) throw new Error('not a Solana address');
    const payer = createNoopSigner(address(input.from));
    const instructions = await transferInstructions(
      payer,
      payer,
      input.to,
      input.asset,
      input.amount,
    );
    const { value: blockhash } = await read('getLatestBlockhash', () =>
      rpc.getLatestBlockhash({ commitment: 'confirmed' }).send(),
    );
    // A legacy message: what every wallet's `signAndSendTransaction` accepts as base58 bytes.
    const message = pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayer(payer.address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    const compiled = compileTransaction(message);
    return {
      message: getBase58Decoder().decode(compiled.messageBytes),
      lastValidBlockHeight: String(blockhash.lastValidBlockHeight),
    };
  }

  /** The hot wallet's lamports and its token accounts' amounts (ADR 048); no ATA = 0. */
  async function hotWalletBalance(): Promise<HotWalletBalance | null> {
    if (!hotAddress) return null;
    const owner = address(hotAddress);
    const [slot, lamports, tokens] = await Promise.all([
      read('getSlot', () => rpc.getSlot({ commitment: 'confirmed' }).send()),
      read('getBalance', () => rpc.getBalance(owner, { commitment: 'confirmed' }).send()),
      Promise.all(
        options.tokens.map(async (token) => {
          const ata = await ataOf(hotAddress, token.mint);
          const account = await read('getAccountInfo', () => fetchMaybeToken(rpc, ata));
          return { asset: token.symbol, amount: account.exists ? account.data.amount : 0n };
        }),
      ),
    ]);
    return {
      address: hotAddress,
      height: Number(slot),
      balances: [{ asset: 'SOL', amount: lamports.value }, ...tokens],
    };
  }

  return {
    network,
    kind: 'solana',
    assets: ['SOL', ...tokensBySymbol.keys()],
    usesTags: false,
    walletDeposits: {
      chainId: null,
      nativeAsset: 'SOL',
      tokenContracts: Object.fromEntries(options.tokens.map((t) => [t.symbol, t.mint])),
    },
    hotWalletAddress: hotAddress,
    deriveAddress(index) {
      return { address: solanaAddressOf(depositPrivateKey(options.depositSeed, index)), index };
    },
    validateAddress(text) {
      return validateAccountAddress('sol', text);
    },
    async watch() {
      // Nothing to register: scanning asks the node per address.
    },
    scan,
    transfersOf,
    confirmations: (transfer: TransferRef) => status(transfer.txid),
    broadcastWithdrawal(request) {
      const result = sendQueue.then(() => send(request));
      sendQueue = result.catch(() => undefined);
      return result;
    },
    withdrawalConfirmations: status,
    hotWalletBalance,
    txUrl: (txid) => txUrlTemplate.replace('{txid}', txid),
    walletTransfer,
    sweep(index) {
      const result = sendQueue.then(() => sweep(index));
      sendQueue = result.catch(() => undefined);
      return result;
    },
  };
}
