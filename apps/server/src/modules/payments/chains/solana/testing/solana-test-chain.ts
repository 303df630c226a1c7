/**
 * What tests do on a Solana node (the litesvm RPC node, or any local validator) with real,
 * signed transactions through its JSON-RPC: fund accounts (requestAirdrop), create SPL mints
 * with the assets' decimals, mint tokens to a wallet, pay SOL or tokens as a player's wallet
 * would, and read balances. Keys come from fixed seeds so addresses are known in advance.
 */
import { createHash } from 'node:crypto';
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  signature,
  type Instruction,
  type KeyPairSigner,
  type TransactionSigner,
} from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  TOKEN_PROGRAM_ADDRESS,
  fetchMaybeToken,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token';

/** A deterministic test keypair: sha256 of a label is its ed25519 private seed. */
export function testSigner(label: string): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(
    new Uint8Array(createHash('sha256').update(`tengu-test:${label}`).digest()),
  );
}

export const LAMPORTS_PER_SOL = 1_000_000_000n;

export function solanaTestChain(rpcUrl: string) {
  const rpc = createSolanaRpc(rpcUrl);

  async function send(
    feePayer: TransactionSigner,
    instructions: Instruction[],
    options: { skipPreflight?: boolean } = {},
  ) {
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const signed = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(feePayer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) => appendTransactionMessageInstructions(instructions, m),
      ),
    );
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), {
        encoding: 'base64',
        skipPreflight: options.skipPreflight ?? false,
      })
      .send();
    return getSignatureFromTransaction(signed);
  }

  const ataOf = async (owner: string, mint: string) =>
    (
      await findAssociatedTokenPda({
        owner: address(owner),
        mint: address(mint),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
    )[0];

  return {
    rpc,
    send,
    ataOf,
    async airdrop(to: string, amount: bigint) {
      return rpc.requestAirdrop(address(to), lamports(amount)).send();
    },
    /** A new SPL mint at `mint`'s address with `decimals`; `authority` mints and pays. */
    async createMint(authority: KeyPairSigner, mint: KeyPairSigner, decimals: number) {
      const space = BigInt(getMintSize());
      const rent = await rpc.getMinimumBalanceForRentExemption(space).send();
      return send(authority, [
        getCreateAccountInstruction({
          payer: authority,
          newAccount: mint,
          lamports: rent,
          space,
          programAddress: TOKEN_PROGRAM_ADDRESS,
        }),
        getInitializeMint2Instruction({
          mint: mint.address,
          decimals,
          mintAuthority: authority.address,
        }),
      ]);
    },
    /** Mints `amount` base units to `owner`'s associated token account (created if needed). */
    async mintTo(authority: KeyPairSigner, mint: string, owner: string, amount: bigint) {
      const ata = await ataOf(owner, mint);
      return send(authority, [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: authority,
          ata,
          owner: address(owner),
          mint: address(mint),
        }),
        getMintToInstruction({ mint: address(mint), token: ata, mintAuthority: authority, amount }),
      ]);
    },
    /** A player's wallet pays SOL (lamports) to `to`. */
    async paySol(from: KeyPairSigner, to: string, amount: bigint) {
      return send(from, [
        getTransferSolInstruction({ source: from, destination: address(to), amount }),
      ]);
    },
    /** A player's wallet pays tokens to `to`'s associated token account, creating it. */
    async payToken(
      from: KeyPairSigner,
      mint: string,
      decimals: number,
      to: string,
      amount: bigint,
    ) {
      const destination = await ataOf(to, mint);
      return send(from, [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: from,
          ata: destination,
          owner: address(to),
          mint: address(mint),
        }),
        getTransferCheckedInstruction({
          source: await ataOf(from.address, mint),
          mint: address(mint),
          destination,
          authority: from,
          amount,
          decimals,
        }),
      ]);
    },
    async solBalance(owner: string): Promise<bigint> {
      return (await rpc.getBalance(address(owner)).send()).value;
    },
    async tokenBalance(owner: string, mint: string): Promise<bigint> {
      const account = await fetchMaybeToken(rpc, await ataOf(owner, mint));
      return account.exists ? account.data.amount : 0n;
    },
    async warp(slots: number) {
      await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'litesvm_warpSlots',
          params: [slots],
        }),
      });
    },
    async statusOf(txid: string) {
      return (
        await rpc.getSignatureStatuses([signature(txid)], { searchTransactionHistory: true }).send()
      ).value[0];
    },
  };
}

export type SolanaTestChain = ReturnType<typeof solanaTestChain>;

/** The mints the end-to-end node creates, with the shared asset list's decimals on Solana. */
export const E2E_MINT_DECIMALS: Readonly<Record<string, number>> = {
  USDT: 6,
  USDC: 6,
  GIGA: 5,
  PUMP: 6,
};
