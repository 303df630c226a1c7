/**
 * The litesvm JSON-RPC node as a process, for the end-to-end run (e2e/support/solana-chain.ts):
 *
 *   node --import tsx litesvm-rpc-node-cli.ts --port 18899 --slot-ms 50
 *
 * It starts the node, creates the Solana test mints with the assets' decimals (USDT and USDC 6,
 * GIGA 5, PUMP 6) from fixed test keys by real transactions, then prints one JSON line
 * `{"url": …, "mints": {"USDC": …}}` and serves until killed. Slots advance every `--slot-ms`
 * (a cluster's clock), so deposits reach finality (32 slots) on their own.
 */
import {
  solanaTestChain,
  testSigner,
  E2E_MINT_DECIMALS,
  LAMPORTS_PER_SOL,
} from './solana-test-chain';
import { startLiteSvmRpcNode } from './litesvm-rpc-node';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};

const node = await startLiteSvmRpcNode({
  port: Number(arg('port') ?? 0),
  slotMs: Number(arg('slot-ms') ?? 0) || undefined,
});
const chain = solanaTestChain(node.url);
const authority = await testSigner('e2e-mint-authority');
await chain.airdrop(authority.address, 100n * LAMPORTS_PER_SOL);
const mints: Record<string, string> = {};
for (const [symbol, decimals] of Object.entries(E2E_MINT_DECIMALS)) {
  const mint = await testSigner(`e2e-mint-${symbol}`);
  await chain.createMint(authority, mint, decimals);
  mints[symbol] = mint.address;
}
process.stdout.write(`${JSON.stringify({ url: node.url, mints })}\n`);
const stop = () => void node.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
