/**
 * A throwaway `litecoind -regtest` for the integration tests: loopback only, a free port, a temp
 * data directory, no peers. Debian's `litecoind` is installed by .ci/run and
 * scripts/ensure-test-tools.mjs; when it is missing the tests fail with the install command
 * rather than skipping.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#app/db/embedded-postgres';
import { createBitcoinRpc, type BitcoinRpc } from '../bitcoin-rpc';

export interface RegtestNode {
  rpcUrl: string;
  rpc: BitcoinRpc;
  /** A key-holding wallet in the node that mines and pays, like a player's wallet would. */
  miner: {
    address: string;
    send(to: string, coins: string): Promise<string>;
    mine(blocks: number): Promise<string[]>;
  };
  stop(): Promise<void>;
}

export const LITECOIND = process.env.LITECOIND_PATH ?? 'litecoind';

export async function startLitecoinRegtest(): Promise<RegtestNode> {
  if (spawnSync(LITECOIND, ['-version']).status !== 0) {
    throw new Error(
      `${LITECOIND} not found: install Debian's litecoind (apt-get install -y litecoind, see .ci/run` +
        ' and scripts/ensure-test-tools.mjs) or set LITECOIND_PATH.',
    );
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'tengu-ltc-'));
  const rpcPort = await freePort();
  const user = 'tengu';
  const password = 'regtest-only';
  const child: ChildProcess = spawn(
    LITECOIND,
    [
      '-regtest',
      `-datadir=${dataDir}`,
      `-rpcport=${rpcPort}`,
      '-rpcbind=127.0.0.1',
      '-rpcallowip=127.0.0.1',
      `-rpcuser=${user}`,
      `-rpcpassword=${password}`,
      '-listen=0',
      '-dnsseed=0',
      '-fallbackfee=0.0002',
      '-server=1',
      '-txindex=0',
      '-printtoconsole=0',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const rpcUrl = `http://${user}:${password}@127.0.0.1:${rpcPort}`;
  const rpc = createBitcoinRpc({ url: rpcUrl, network: 'ltc', timeoutMs: 60_000 });

  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`litecoind exited early: ${stderr}`);
    try {
      await rpc.call('getblockcount');
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`litecoind did not answer RPC: ${stderr}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  await rpc.call('createwallet', ['miner', false, false, '', false, false]);
  const minerAddress = await rpc.wallet<string>('miner', 'getnewaddress', ['', 'bech32']);
  // The node tells its other wallets (the adapter's watch-only one) of a new transaction or
  // block asynchronously; waiting for that queue makes what a test sends visible at once, as it
  // would be a moment later on a real node.
  const settled = async <T>(result: T): Promise<T> => {
    await rpc.call('syncwithvalidationinterfacequeue', []);
    return result;
  };
  const miner = {
    address: minerAddress,
    send: async (to: string, coins: string) =>
      settled(await rpc.wallet<string>('miner', 'sendtoaddress', [to, coins])),
    mine: async (blocks: number) =>
      settled(await rpc.call<string[]>('generatetoaddress', [blocks, minerAddress])),
  };

  return {
    rpcUrl,
    rpc,
    miner,
    async stop() {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        });
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
