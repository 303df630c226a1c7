/**
 * A throwaway local EVM node for the integration tests: Hardhat Network (`hardhat node`, the
 * `hardhat` dev dependency, whose EDR engine ships prebuilt in npm packages) on a free loopback
 * port, with its well-known funded development accounts. Blocks are mined per transaction;
 * tests mine more, snapshot and revert (a reorg) through the node's RPC.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPublicClient, createWalletClient, defineChain, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { freePort } from '#app/db/embedded-postgres';

/** Hardhat's default accounts #0–#2 (public test keys, funded with 10 000 ETH each). */
export const DEV_KEYS: Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
];

export interface LocalEvmNode {
  rpcUrl: string;
  chainId: number;
  publicClient: ReturnType<typeof createPublicClient>;
  walletFor(key: Hex): ReturnType<typeof createWalletClient>;
  mine(blocks: number): Promise<void>;
  snapshot(): Promise<string>;
  revert(id: string): Promise<void>;
  stop(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));

export async function startLocalEvmNode(): Promise<LocalEvmNode> {
  let cli: string;
  try {
    cli = createRequire(import.meta.url).resolve('hardhat/internal/cli/cli.js');
  } catch {
    throw new Error(
      'hardhat is not installed: run `npm ci` (it is a dev dependency of @tengu/server).',
    );
  }
  const workDir = await mkdtemp(join(tmpdir(), 'tengu-evm-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      cli,
      'node',
      '--config',
      join(here, 'hardhat.config.cjs'),
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {
      cwd: here,
      env: {
        ...process.env,
        TENGU_EVM_NODE_DIR: workDir,
        HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`hardhat node did not start in 45 s: ${output}`)),
      45_000,
    );
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
      reject(new Error(`hardhat node exited with ${code}: ${output}`));
    });
  });
  // Keep draining its output so a full pipe never stalls the node.
  child.stdout?.resume();

  const rpcUrl = `http://127.0.0.1:${port}`;
  const chainId = 31337;
  const chain = defineChain({
    id: chainId,
    name: 'Hardhat',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const publicClient = createPublicClient({ chain, cacheTime: 0, transport: http(rpcUrl) });
  const request = (method: string, params: unknown[] = []) =>
    publicClient.request({ method: method as never, params: params as never });

  return {
    rpcUrl,
    chainId,
    publicClient,
    walletFor: (key) =>
      createWalletClient({ account: privateKeyToAccount(key), chain, transport: http(rpcUrl) }),
    mine: async (blocks) => {
      await request('hardhat_mine', [`0x${blocks.toString(16)}`]);
    },
    snapshot: async () => (await request('evm_snapshot')) as unknown as string,
    revert: async (id) => {
      await request('evm_revert', [id]);
    },
    async stop() {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
        });
      }
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
