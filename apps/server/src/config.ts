import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { isDecimalAmount } from '@tengu/shared';
import { REPO_ROOT } from './paths';
import { parseTrustProxy, type TrustProxy } from './plugins/trust-proxy';
import { parseChainsConfig, type ChainsConfig } from './modules/payments/chains/chains-config';
import {
  parseProvidersConfig,
  type ProviderConfig,
} from './modules/provider-wallet/provider-config';

/** An unset or empty variable both mean "use the default". */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const port = z.coerce.number().int().min(1).max(65535);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: port.default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: optionalString
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(65535).optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  TRUST_PROXY: optionalString,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4500),
  // Accounts (issue 3).
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // The dev outbox page (issue 15.4): only on request, only on loopback.
  DEV_OUTBOX: z.enum(['on', 'off', '']).optional(),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Tengu <no-reply@tengu.local>'),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The operator's licence line in the footer (issue 14 item 6); empty = none. */
  SITE_LICENSE_TEXT: optionalString.pipe(z.string().max(2000).optional()),
  /** The help centre's contact address (/support, live support's fallback); unset = none shown. */
  SUPPORT_EMAIL: optionalString.pipe(z.string().email().max(254).optional()),
  /** Fraud detection (issue 23 item 5): a first-party script every page loads; empty = none. */
  FRAUD_SCRIPT_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Live support (issue 23 item 3, ADR 041): a third-party widget's script replaces ours.
  LIVE_SUPPORT_SCRIPT_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  GEO_BLOCKED_COUNTRIES: z
    .string()
    .default('AE,GB')
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be two-letter country codes'))),
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_BOT_NAME: optionalString,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  // Bets (issue 5): the largest profit one bet may pay, in USD (decimal, at most 8 decimals).
  MAX_PROFIT_PER_BET: z
    .string()
    .default('10000')
    .refine(isDecimalAmount, 'must be a dollar amount with at most 8 decimals, e.g. 10000'),
  // Payments (issue 9): prices, the Buy Crypto widget, the watcher jobs.
  PRICE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PRICE_API_KEY: optionalString,
  DEPOSIT_XPUBS: optionalString,
  BUY_CRYPTO_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PAYMENTS_WATCHERS: z.enum(['on', 'off', '']).optional(),
  PAYMENTS_SCAN_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  // Chain adapters (issue 9; modules/payments/chains/chains-config.ts parses these lists).
  CHAIN_RPC_URLS: optionalString,
  HOT_WALLET_KEYS: optionalString,
  UTXO_CHAIN: optionalString,
  EVM_CHAIN_IDS: optionalString,
  EVM_TOKEN_CONTRACTS: optionalString,
  CHAIN_SIMULATOR_BLOCK_SECONDS: optionalString,
  // issue 19: XRP, TRON, Algorand (modules/payments/chains/ledger-chains-config.ts).
  XRP_OPERATOR_ADDRESS: optionalString,
  TRON_USDT_CONTRACT: optionalString,
  ALGO_INDEXER_URL: optionalString,
  ALGO_API_TOKEN: optionalString,
  ALGO_USDT_ASA_ID: optionalString,
  // Solana (issue 19; docs/decisions/025-solana-adapter.md).
  SOLANA_DEPOSIT_SEED: optionalString,
  SOLANA_TOKEN_MINTS: optionalString,
  // TON adapter (issue 19; docs/decisions/026-ton-adapter.md).
  TON_API_KEY: optionalString,
  TON_WALLET: optionalString,
  TON_NETWORK: optionalString,
  // Sportsbook (issue 21, ADR 038): how long an in-play bet waits before it is accepted.
  SPORTS_INPLAY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  // Crash (issue 7): the round engine (on by default, off under NODE_ENV=test unless asked),
  // its phases, the chain length and the public salt.
  CRASH_ENGINE: z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional(),
  CRASH_WAITING_MS: z.coerce.number().int().min(500).max(120_000).default(7000),
  CRASH_PAUSE_MS: z.coerce.number().int().min(0).max(120_000).default(3000),
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(1).max(10_000_000).default(1_000_000),
  CRASH_SALT: z.string().trim().min(1).max(200).default('tengu-crash-salt-v1'),
  // Demo players with a bet history (issue 14): on in development, off under NODE_ENV=test
  // unless asked, never in production.
  DEMO_PLAYERS: z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional(),
  // Game providers and their wallet keys (issue 20; modules/provider-wallet/provider-config.ts).
  PROVIDERS: optionalString,
  // The providers' catalogue import at start-up (issue 20; provider-games/catalogue-import.ts):
  // on by default, off under NODE_ENV=test unless asked.
  PROVIDER_CATALOGUE_IMPORT: z.enum(['on', 'off']).optional(),
  // Sportsbook feed (issue 21; ADR 038 "Feed service"): the simulated feed runs by default
  // (off under NODE_ENV=test unless asked); SPORTS_FEED=off disables every feed. A football match
  // lasts SPORTS_MATCH_MINUTES of wall time; prices carry SPORTS_MARGIN_PERCENT. ODDS_API_KEY
  // selects The Odds API's adapter instead (selectFeed).
  SPORTS_FEED: z.enum(['on', 'off', 'simulated']).optional(),
  SPORTS_MATCH_MINUTES: z.coerce.number().min(0.01).max(600).default(10),
  SPORTS_MARGIN_PERCENT: z.coerce.number().min(0).max(30).default(5),
  ODDS_API_KEY: optionalString,
  // Metrics (issue 24 item 5, ADR 053): /metrics on the main port with this bearer token, and/or
  // on an internal port (METRICS_PORT on METRICS_HOST, loopback by default); neither: not served.
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  METRICS_PORT: optionalString
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.string().default('127.0.0.1'),
  SIGNUP_IP_ALLOWLIST: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((ip) => ip.trim())
            .filter(Boolean),
    ),
});

export type Config = z.infer<typeof envSchema> & {
  /** Absolute paths, resolved against the repository root. */
  dataDir: string;
  webDistDir: string;
  isProduction: boolean;
  /** Base of the links in emails, without a trailing slash. */
  publicUrl: string;
  /** TRUST_PROXY parsed: the hop count or the proxies' addresses (plugins/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** DEV_OUTBOX=on: /dev/outbox serves the unsent emails, to loopback clients only. */
  devOutbox: boolean;
  /** IPs exempt from the one-sign-up-per-IP rule. */
  signupIpAllowlist: string[];
  /** Whether this replica runs for crash leadership (CRASH_ENGINE). */
  crashEngine: boolean;
  /** Whether the start seeds the demo players (DEMO_PLAYERS; never in production). */
  demoPlayers: boolean;
  /** Chain nodes, operator keys and simulator settings (modules/payments/chains). */
  chains: ChainsConfig;
  /** Game providers allowed to call the seamless wallet (PROVIDERS). */
  providers: ProviderConfig[];
};

/** 127.0.0.0/8, ::1 and localhost: a server on these is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = env[name];
        return `${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
      }),
    );
  }
  const data = parsed.data;
  const isProduction = data.NODE_ENV === 'production';
  if (isProduction && !data.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: required in production (at least 32 characters)']);
  }
  if (isProduction && data.FRAUD_SCRIPT_URL?.startsWith('http:')) {
    // A script over plain http could be swapped on the way: in production it must be https.
    throw new ConfigError([
      `FRAUD_SCRIPT_URL: must be https in production (got "${data.FRAUD_SCRIPT_URL}")`,
    ]);
  }
  if (isProduction && data.LIVE_SUPPORT_SCRIPT_URL?.startsWith('http:')) {
    throw new ConfigError([
      `LIVE_SUPPORT_SCRIPT_URL: must be https in production (got "${data.LIVE_SUPPORT_SCRIPT_URL}")`,
    ]);
  }
  const trustProxy = parseTrustProxy(data.TRUST_PROXY);
  if (!trustProxy.ok) {
    throw new ConfigError([`TRUST_PROXY: ${trustProxy.problem} (got "${data.TRUST_PROXY}")`]);
  }
  const devOutbox = data.DEV_OUTBOX === 'on';
  if (devOutbox && (isProduction || !isLoopbackHost(data.HOST))) {
    // The outbox holds password-reset links: anyone who can read it can take accounts over.
    throw new ConfigError([
      `DEV_OUTBOX: "on" is for a local demo only: it needs a loopback HOST (got "${data.HOST}") and NODE_ENV other than production`,
    ]);
  }
  const chains = parseChainsConfig(data);
  if (chains.problems.length) throw new ConfigError(chains.problems);
  const providers = parseProvidersConfig(data.PROVIDERS);
  if (providers.problems.length) throw new ConfigError(providers.problems);
  const absolute = (p: string) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p));
  return {
    ...data,
    dataDir: absolute(data.DATA_DIR),
    webDistDir: absolute(data.WEB_DIST_DIR),
    isProduction,
    trustProxy: trustProxy.value,
    devOutbox,
    publicUrl: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, ''),
    // e2e signs several players up from loopback; production exempts nobody unless told.
    signupIpAllowlist: data.SIGNUP_IP_ALLOWLIST ?? (isProduction ? [] : ['127.0.0.1', '::1']),
    crashEngine:
      data.CRASH_ENGINE === undefined || data.CRASH_ENGINE === ''
        ? data.NODE_ENV !== 'test'
        : ['true', '1', 'yes'].includes(data.CRASH_ENGINE),
    chains: chains.chains,
    providers: providers.providers,
    demoPlayers:
      !isProduction &&
      (data.DEMO_PLAYERS === undefined || data.DEMO_PLAYERS === ''
        ? data.NODE_ENV === 'development'
        : ['true', '1', 'yes'].includes(data.DEMO_PLAYERS)),
  };
}
