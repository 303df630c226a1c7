import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createProviderApp, migrateProvider } from './server/index';

/**
 * Tengu Studio as its own process (issue 20). `npm start` runs it beside the casino by default
 * (apps/server/src/modules/provider-wallet/bundled-provider.ts); run alone it needs:
 * - DATABASE_URL: a PostgreSQL database; only its `provider` schema is used;
 * - CASINO_WALLET_URL: the casino's wallet base, e.g. https://casino/api/provider/tengu-studio/wallet;
 * - PROVIDER_PRIVATE_KEY (PEM) or PROVIDER_PRIVATE_KEY_FILE: signs our wallet calls;
 * - CASINO_PUBLIC_KEY (PEM) or CASINO_PUBLIC_KEY_FILE (optional): verifies the casino's answers
 *   and its free-spin grants (without it, grants are refused);
 * - PORT (3001), HOST (127.0.0.1), PUBLIC_URL (http://HOST:PORT), PROVIDER_ID (tengu-studio);
 * - SHRINE_ROUND_MS (30000) and SHRINE_SPIN_MS (8000; a quarter of a round shorter than 30 s): the shared
 *   roulette table's round and the part of it that shows the spin (ADR 034).
 */

function fromEnv(name: string): string | undefined {
  const value = process.env[name];
  if (value) return value.replace(/\\n/g, '\n');
  const file = process.env[`${name}_FILE`];
  return file ? readFileSync(file, 'utf8') : undefined;
}

function required(name: string, value: string | undefined): string {
  if (!value) {
    console.error(`provider: ${name} is required (see apps/provider/src/main.ts)`);
    process.exit(1);
  }
  return value;
}

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const publicUrl = process.env.PUBLIC_URL ?? `http://${host}:${port}`;
const pool = new pg.Pool({
  connectionString: required('DATABASE_URL', process.env.DATABASE_URL),
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
pool.on('error', () => {});

await migrateProvider(pool);
const casinoPublicKeyPem = fromEnv('CASINO_PUBLIC_KEY');
const roundMs = Number(process.env.SHRINE_ROUND_MS ?? 30_000);
const spinMs = process.env.SHRINE_SPIN_MS ? Number(process.env.SHRINE_SPIN_MS) : undefined;
const app = await createProviderApp({
  db: pool,
  publicUrl,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  table: { roundMs, ...(spinMs ? { spinMs } : {}) },
  casino: {
    walletUrl: required('CASINO_WALLET_URL', process.env.CASINO_WALLET_URL),
    providerId: process.env.PROVIDER_ID ?? 'tengu-studio',
    privateKeyPem: required('PROVIDER_PRIVATE_KEY', fromEnv('PROVIDER_PRIVATE_KEY')),
    ...(casinoPublicKeyPem ? { casinoPublicKeyPem } : {}),
  },
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  const watchdog = setTimeout(() => process.exit(1), 10_000);
  watchdog.unref();
  await app.close().catch(() => {});
  await pool.end().catch(() => {});
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
// Started by the casino with an IPC channel: when the casino goes (even killed), so do we.
if (process.channel) process.once('disconnect', () => void shutdown());

await app.listen({ port, host });
process.send?.({ ready: true, url: publicUrl });
