import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  type Abi,
  type Hex,
} from 'viem';
import { HDKey, privateKeyToAccount } from 'viem/accounts';

/**
 * The local EVM chain of the end-to-end run (issue 9): Hardhat Network (the `hardhat` dev
 * dependency of the server, as in the chain adapter's integration tests) on a free loopback
 * port, with a real ERC-20 "USDT" deployed on it. The server under test watches it through its
 * production settings (DEPOSIT_XPUBS, CHAIN_RPC_URLS, EVM_CHAIN_IDS, EVM_TOKEN_CONTRACTS,
 * HOT_WALLET_KEYS); the other networks stay on the development simulator.
 *
 * Started once by the Playwright runner while it reads its configuration (before the web server,
 * which needs the node's URL and the token's address), and handed to the workers through the
 * environment. Stopped by the global teardown, by the runner's exit, and — should the runner be
 * killed outright — by the node itself, which watches its parent (parent-watchdog.cjs).
 */

/** Hardhat's well-known development accounts #0–#2 (public test keys, 10 000 ETH each). */
export const E2E_EVM_KEYS = {
  /** Deploys the token and pays the players' deposits. */
  payer: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  /** The casino's hot wallet (withdrawals). */
  hotWallet: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  /** The player's own browser wallet (the injected EIP-1193 wallet test). */
  browserWallet: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
} as const satisfies Record<string, Hex>;

export const E2E_EVM_CHAIN_ID = 31337;
/** 6 decimals like mainnet USDT; the hot wallet gets 100 000 of the supply for withdrawals. */
const USDT_SUPPLY = 1_000_000_000_000n;
const HOT_WALLET_USDT = 100_000_000_000n;

const here = fileURLToPath(new URL('.', import.meta.url));
/** The server's test chain files: its Hardhat configuration and the precompiled ERC-20. */
const serverTesting = (file: string) =>
  createRequire(import.meta.url).resolve(
    `@tengu/server/src/modules/payments/chains/evm/testing/${file}`,
  );
const hardhatConfig = serverTesting('hardhat.config.cjs');

async function testToken(): Promise<{ abi: Abi; bytecode: Hex }> {
  const artifact = (await import(pathToFileURL(serverTesting('test-token.artifact.ts')).href)) as {
    TEST_TOKEN_ABI: Abi;
    TEST_TOKEN_BYTECODE: Hex;
  };
  return { abi: artifact.TEST_TOKEN_ABI, bytecode: artifact.TEST_TOKEN_BYTECODE };
}

export function e2eChain(rpcUrl: string) {
  return defineChain({
    id: E2E_EVM_CHAIN_ID,
    name: 'Hardhat',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

let node: ChildProcess | null = null;
let workDir: string | null = null;

/** Stops the node (idempotent, synchronous: also safe in an `exit` handler). */
export function stopE2eEvmChain(): void {
  const pid = node?.pid ?? Number(process.env.E2E_EVM_NODE_PID || 0);
  if (pid) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  node = null;
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = null;
}

async function startNode(port: number): Promise<string> {
  const cli = createRequire(import.meta.url).resolve('hardhat/internal/cli/cli.js');
  workDir = mkdtempSync(join(tmpdir(), 'tengu-e2e-evm-'));
  const child = spawn(
    process.execPath,
    [
      '--require',
      join(here, 'parent-watchdog.cjs'),
      cli,
      'node',
      '--config',
      hardhatConfig,
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {
      // Hardhat runs only from inside the project that installs it.
      cwd: dirname(hardhatConfig),
      env: {
        ...process.env,
        TENGU_EVM_NODE_DIR: workDir,
        TENGU_WATCHDOG_PARENT_PID: String(process.pid),
        HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  node = child;
  process.once('exit', stopE2eEvmChain);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      stopE2eEvmChain();
      reject(new Error(`the local EVM node (hardhat) did not start in 60 s: ${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Started HTTP')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the local EVM node (hardhat) exited with ${code}: ${output}`));
    });
  });
  // Keep draining its output so that a full pipe never stalls the node.
  child.stdout?.resume();
  child.stderr?.resume();
  return `http://127.0.0.1:${port}`;
}

/** Deploys the token and gives the hot wallet some of it; returns the token's address. */
async function deployUsdt(rpcUrl: string): Promise<Hex> {
  const chain = e2eChain(rpcUrl);
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain, transport, cacheTime: 0 });
  const payer = createWalletClient({
    account: privateKeyToAccount(E2E_EVM_KEYS.payer),
    chain,
    transport,
  });
  const { abi, bytecode } = await testToken();
  const deployed = await payer.deployContract({
    abi,
    bytecode,
    args: ['Tether USD', 'USDT', 6, USDT_SUPPLY],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash: deployed });
  if (!receipt.contractAddress) throw new Error('the USDT test token was not deployed');
  const funded = await payer.writeContract({
    address: receipt.contractAddress,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [privateKeyToAccount(E2E_EVM_KEYS.hotWallet).address, HOT_WALLET_USDT],
  });
  await publicClient.waitForTransactionReceipt({ hash: funded });
  return receipt.contractAddress;
}

/**
 * The operator's deposit key of the run: an account xpub of a fixed test seed (the server never
 * holds deposit private keys; neither does this test).
 */
function depositXpub(): string {
  const seed = Uint8Array.from({ length: 32 }, (_, i) => 200 - i);
  return HDKey.fromMasterSeed(seed).derive("m/44'/60'/0'").publicExtendedKey;
}

/**
 * Starts the chain once per run (the runner; workers find it in the environment) and returns
 * the server's chain settings for it.
 */
export async function e2eEvmChain(freePort: () => Promise<number>): Promise<{
  rpcUrl: string;
  serverEnv: Record<string, string>;
}> {
  if (!process.env.E2E_EVM_RPC_URL) {
    const rpcUrl = await startNode(await freePort());
    process.env.E2E_EVM_USDT = await deployUsdt(rpcUrl);
    process.env.E2E_EVM_NODE_PID = String(node?.pid ?? '');
    process.env.E2E_EVM_RPC_URL = rpcUrl;
  }
  const rpcUrl = process.env.E2E_EVM_RPC_URL;
  const hotWallet = E2E_EVM_KEYS.hotWallet;
  return {
    rpcUrl,
    serverEnv: {
      DEPOSIT_XPUBS: `eth=${depositXpub()}`,
      CHAIN_RPC_URLS: `eth=${rpcUrl}`,
      EVM_CHAIN_IDS: `eth=${E2E_EVM_CHAIN_ID}`,
      EVM_TOKEN_CONTRACTS: `eth:USDT=${process.env.E2E_EVM_USDT}`,
      HOT_WALLET_KEYS: `eth=${hotWallet}`,
    },
  };
}
