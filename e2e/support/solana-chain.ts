import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The local Solana chain of the end-to-end run (issue 19): the server's litesvm JSON-RPC node
 * (chains/solana/testing/litesvm-rpc-node-cli.ts — the real SVM in a process) on a free
 * loopback port, with SPL mints for USDT, USDC, GIGA and PUMP created by real transactions, and
 * a slot every 50 ms so deposits reach finality by themselves. The server under test watches it
 * through its production settings (CHAIN_RPC_URLS sol=…, SOLANA_DEPOSIT_SEED, HOT_WALLET_KEYS
 * sol=…, SOLANA_TOKEN_MINTS). Started once by the Playwright runner like the EVM node
 * (evm-chain.ts), handed to the workers through the environment, stopped by the global teardown.
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const serverTesting = (file: string) =>
  createRequire(import.meta.url).resolve(
    `@tengu/server/src/modules/payments/chains/solana/testing/${file}`,
  );

/** The operator's deposit seed of the run (m/44'/501'/i'/0' addresses) and its hot wallet. */
export const E2E_SOLANA_DEPOSIT_SEED = createHash('sha512').update('tengu-e2e-sol').digest('hex');
const HOT_SEED = createHash('sha256').update('tengu-e2e-sol-hot').digest();

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)]! + out;
    n /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

function hotWalletSecret(): string {
  const key = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: HOT_SEED.toString('base64url'), x: '' },
    format: 'jwk',
  });
  const publicKey = Buffer.from(createPublicKey(key).export({ format: 'jwk' }).x!, 'base64url');
  return base58(Buffer.concat([HOT_SEED, publicKey]));
}

let node: ChildProcess | null = null;

/** Stops the node (idempotent, synchronous: also safe in an `exit` handler). */
export function stopE2eSolanaChain(): void {
  const pid = node?.pid ?? Number(process.env.E2E_SOL_NODE_PID || 0);
  if (pid) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  node = null;
}

async function startNode(port: number): Promise<{ url: string; mints: Record<string, string> }> {
  const cli = serverTesting('litesvm-rpc-node-cli.ts');
  const child = spawn(
    process.execPath,
    [
      '--require',
      join(here, 'parent-watchdog.cjs'),
      '--import',
      'tsx',
      cli,
      '--port',
      String(port),
      '--slot-ms',
      '50',
    ],
    {
      cwd: dirname(cli),
      env: { ...process.env, TENGU_WATCHDOG_PARENT_PID: String(process.pid) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  node = child;
  process.once('exit', stopE2eSolanaChain);
  let output = '';
  const started = await new Promise<{ url: string; mints: Record<string, string> }>(
    (resolve, reject) => {
      const timer = setTimeout(() => {
        stopE2eSolanaChain();
        reject(new Error(`the litesvm node did not start in 60 s: ${output}`));
      }, 60_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((l) => l.startsWith('{'));
        if (line && output.includes('\n')) {
          clearTimeout(timer);
          resolve(JSON.parse(line) as { url: string; mints: Record<string, string> });
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the litesvm node exited with ${code}: ${output}`));
      });
    },
  );
  child.stdout?.resume();
  child.stderr?.resume();
  return started;
}

/**
 * Starts the chain once per run (the runner; workers find it in the environment) and returns
 * the server's Solana settings; the `sol=` entries join CHAIN_RPC_URLS and HOT_WALLET_KEYS.
 */
export async function e2eSolanaChain(freePort: () => Promise<number>): Promise<{
  rpcUrl: string;
  rpcEntry: string;
  hotWalletEntry: string;
  serverEnv: Record<string, string>;
}> {
  if (!process.env.E2E_SOL_RPC_URL) {
    const started = await startNode(await freePort());
    process.env.E2E_SOL_RPC_URL = started.url;
    process.env.E2E_SOL_MINTS = JSON.stringify(started.mints);
    process.env.E2E_SOL_NODE_PID = String(node?.pid ?? '');
  }
  const rpcUrl = process.env.E2E_SOL_RPC_URL;
  const mints = JSON.parse(process.env.E2E_SOL_MINTS ?? '{}') as Record<string, string>;
  return {
    rpcUrl,
    rpcEntry: `sol=${rpcUrl}`,
    hotWalletEntry: `sol=${hotWalletSecret()}`,
    serverEnv: {
      SOLANA_DEPOSIT_SEED: E2E_SOLANA_DEPOSIT_SEED,
      SOLANA_TOKEN_MINTS: Object.entries(mints)
        .map(([symbol, mint]) => `${symbol}=${mint}`)
        .join(','),
    },
  };
}
