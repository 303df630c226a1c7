// First: the garbage collector's setting applies before anything else allocates.
import './gc-tuning';
import { pino } from 'pino';
import { decimalToUnits } from '@tengu/shared';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { resolveDatabase } from './db/connect';
import { isConnectionLost } from './db/connection-lost';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { createTokens } from './modules/auth/tokens';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { loggerOptions } from './logger';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server';
import {
  shouldStartBundledProvider,
  startBundledProvider,
} from './modules/provider-wallet/bundled-provider';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = pino(loggerOptions(config) as pino.LoggerOptions);

// A library that lets a database call's rejection go unhandled (pg-boss 10 completes a job
// without awaiting it) would end the whole server when the database restarts. A lost connection
// is temporary: it is logged and the server carries on (its pools reconnect by themselves).
// Any other unhandled rejection still ends the process, as Node's default does (issue 25 item 3).
process.on('unhandledRejection', (reason) => {
  if (isConnectionLost(reason)) {
    logger.warn({ err: reason }, 'a database call failed unobserved: the database is unavailable');
    return;
  }
  logger.fatal({ err: reason }, 'unhandled rejection');
  process.exit(1);
});
const log = {
  info: (m: string) => logger.info(m),
  debug: (m: string) => logger.debug(m),
  warn: (m: string) => logger.warn(m),
};

const target = await resolveDatabase(config, log);
const database = createDatabase({
  connectionString: target.connectionString,
  poolSize: config.DATABASE_POOL_SIZE,
  onError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
});

try {
  const applied = await migrateToLatest(database.db);
  if (applied.length) logger.info(`migrations applied: ${applied.join(', ')}`);
  if (!config.isProduction) {
    const players = config.demoPlayers
      ? { maxProfit: decimalToUnits(config.MAX_PROFIT_PER_BET) }
      : undefined;
    // The demo operator's TOTP secret is sealed with the app's token key (ADR 048).
    const staff = { seal: createTokens(resolveJwtSecret(config)).seal };
    await seedDemoData(database.db, players ? { players, staff } : {});
  }
} catch (error) {
  logger.fatal({ err: error }, 'database setup failed');
  await database.close();
  await target.stop();
  process.exit(1);
}

// Issue 20: the studio (apps/provider) runs beside the casino unless PROVIDERS says otherwise.
const bundledProvider = shouldStartBundledProvider(config, process.env)
  ? await startBundledProvider({
      config,
      env: process.env,
      databaseUrl: target.connectionString,
      log,
    })
  : null;
if (bundledProvider) config.providers.push(bundledProvider.provider);

const { app, metrics } = await buildApp({
  config,
  db: database.db,
  logger,
  // The crash engine's leader lock lives on its own connection (not one borrowed from the pool).
  databaseUrl: target.connectionString,
});

let metricsServer: MetricsServer | null = null;
let isShuttingDown = false;
/**
 * Graceful shutdown: stop accepting, close sockets, finish in-flight requests, close the pool,
 * stop the embedded database. A watchdog forces the exit if that takes too long.
 */
async function shutdown(signal: NodeJS.Signals) {
  if (isShuttingDown) return;
  isShuttingDown = true;
  logger.info(`${signal} received: shutting down`);
  const watchdog = setTimeout(() => {
    logger.error('shutdown took too long: exiting now');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  watchdog.unref();
  let code = 0;
  for (const [what, step] of [
    ['metrics port', () => metricsServer?.close() ?? Promise.resolve()],
    ['http and sockets', () => app.close()],
    ['game provider', () => bundledProvider?.stop() ?? Promise.resolve()],
    ['database pool', () => database.close()],
    ['embedded database', () => target.stop()],
  ] as const) {
    try {
      await step();
    } catch (error) {
      code = 1;
      logger.error({ err: error }, `closing ${what} failed`);
    }
  }
  logger.info('bye');
  process.exit(code);
}
process.once('SIGTERM', (s) => void shutdown(s));
process.once('SIGINT', (s) => void shutdown(s));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  logger.fatal({ err: error }, `cannot listen on ${config.HOST}:${config.PORT}`);
  await database.close();
  await target.stop();
  process.exit(1);
}

// Metrics on an internal port (ADR 053): loopback unless METRICS_HOST says otherwise.
if (config.METRICS_PORT !== undefined) {
  try {
    metricsServer = await startMetricsServer({
      metrics,
      host: config.METRICS_HOST,
      port: config.METRICS_PORT,
      onError: (error) => logger.warn({ err: error }, 'metrics scrape failed'),
    });
    logger.info(`metrics on http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`);
  } catch (error) {
    logger.fatal({ err: error }, `cannot listen on ${config.METRICS_HOST}:${config.METRICS_PORT}`);
    await app.close();
    await bundledProvider?.stop();
    await database.close();
    await target.stop();
    process.exit(1);
  }
}
