/**
 * Development key material (issue 9: "with nothing configured, a development key pair is
 * generated into `.data/`"). One random BIP32 seed in `<DATA_DIR>/chain-dev-keys.json` (mode
 * 0600) stands in for the operator: it gives each network an account xpub for deposit addresses
 * and a hot wallet key for withdrawals. Never used in production (registry.ts refuses).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HDKey } from '@scure/bip32';
import { NETWORKS, type NetworkId } from '@tengu/shared';

export const DEV_KEYS_FILE = 'chain-dev-keys.json';

export interface DevelopmentKeys {
  /** Where the seed lives, for the "development mode" notice. */
  file: string;
  /** Account-level xpub for a network: m/44'/<coin type>'/0'. */
  accountXpub(network: NetworkId): string;
  /** Hot wallet private key for a network: m/44'/<coin type>'/1'/0/0. */
  hotWalletKey(network: NetworkId): Uint8Array;
  /** 32 bytes private to this installation and network, for simulated non-BIP32 addresses. */
  networkSecret(network: NetworkId): Uint8Array;
}

export function loadDevelopmentKeys(dataDir: string): DevelopmentKeys {
  const file = join(dataDir, DEV_KEYS_FILE);
  const seedHex = readSeed(file) ?? createSeed(file);
  const root = HDKey.fromMasterSeed(Buffer.from(seedHex, 'hex'));
  const coin = (network: NetworkId) => NETWORKS[network].coinType;
  return {
    file,
    accountXpub: (network) => root.derive(`m/44'/${coin(network)}'/0'`).publicExtendedKey,
    hotWalletKey: (network) => root.derive(`m/44'/${coin(network)}'/1'/0/0`).privateKey!,
    networkSecret: (network) => root.derive(`m/44'/${coin(network)}'/2'`).privateKey!,
  };
}

function readSeed(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const seed = (JSON.parse(text) as { seed?: unknown }).seed;
  if (typeof seed !== 'string' || !/^[0-9a-f]{64}$/.test(seed)) {
    throw new Error(`${file}: malformed development seed (delete the file to make a new one)`);
  }
  return seed;
}

function createSeed(file: string): string {
  const seed = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  const body = { note: 'Tengu development keys: never send real funds to them.', seed };
  try {
    writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return seed;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSeed(file)!;
    throw error;
  }
}
