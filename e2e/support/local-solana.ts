import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import {
  getBase58Encoder,
  getBase64Decoder,
  getTransactionEncoder,
  signBytes,
  type KeyPairSigner,
} from '@solana/kit';
import type * as TestChain from '@tengu/server/src/modules/payments/chains/solana/testing/solana-test-chain';

/**
 * The run's Solana chain (support/solana-chain.ts) as the tests use it: test wallets funded by
 * airdrop and by minting the run's SPL tokens (real transactions by the mint authority), and the
 * browser wallet's signer — it signs the message the page hands it with the wallet's ed25519 key
 * and sends the transaction to the node, as Phantom does with its own node.
 */
export async function localSolana() {
  const rpcUrl = process.env.E2E_SOL_RPC_URL;
  const mints = JSON.parse(process.env.E2E_SOL_MINTS ?? '{}') as Record<string, string>;
  if (!rpcUrl || !mints.USDC) {
    throw new Error('the local Solana chain is not running (support/solana-chain.ts)');
  }
  const file = createRequire(import.meta.url).resolve(
    '@tengu/server/src/modules/payments/chains/solana/testing/solana-test-chain.ts',
  );
  const helpers = (await import(pathToFileURL(file).href)) as typeof TestChain;
  const chain = helpers.solanaTestChain(rpcUrl);
  const authority = await helpers.testSigner('e2e-mint-authority');

  return {
    chain,
    mints,
    /** A fresh wallet with `sol` SOL and `tokens` (base units) of the given mints. */
    async fundedWallet(label: string, sol: bigint, tokens: Record<string, bigint> = {}) {
      const wallet = await helpers.testSigner(`${label}-${Date.now()}-${Math.random()}`);
      await chain.airdrop(wallet.address, sol * helpers.LAMPORTS_PER_SOL);
      for (const [symbol, amount] of Object.entries(tokens)) {
        await chain.mintTo(authority, mints[symbol]!, wallet.address, amount);
      }
      return wallet;
    },
    /** What the injected wallet does on signAndSendTransaction: sign, send, the signature. */
    async signAndSend(wallet: KeyPairSigner, message: string): Promise<string> {
      const messageBytes = getBase58Encoder().encode(message);
      const signature = await signBytes(wallet.keyPair.privateKey, messageBytes);
      const wire = getTransactionEncoder().encode({
        messageBytes: messageBytes as never,
        signatures: { [wallet.address]: signature } as never,
      });
      return chain.rpc
        .sendTransaction(getBase64Decoder().decode(wire) as never, { encoding: 'base64' })
        .send();
    },
  };
}
