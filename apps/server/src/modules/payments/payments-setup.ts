import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#app/config';
import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';
import { createChainRegistry } from './chains/registry';
import { paymentChainsOf, type PaymentChains } from './payments-chains';
import { startPaymentsJobs, type PaymentsJobs } from './payments-jobs';
import { createPriceSource } from './prices/create-price-source';
import type { PriceSource } from './prices/price-source';

/**
 * The chains of this deployment, from the configuration (chains/registry.ts): real adapters for
 * networks with a node, the development simulator for the others outside production.
 */
export function createPaymentChains(options: {
  config: Config;
  db: DB;
  log: FastifyBaseLogger;
}): PaymentChains {
  const registry = createChainRegistry({
    config: options.config,
    db: options.db,
    log: { warn: (message) => options.log.warn(message) },
  });
  return paymentChainsOf(registry);
}

/** Whether this process runs the watchers: PAYMENTS_WATCHERS, else on except under Vitest. */
export function watchersEnabled(config: Pick<Config, 'PAYMENTS_WATCHERS'>): boolean {
  if (config.PAYMENTS_WATCHERS) return config.PAYMENTS_WATCHERS === 'on';
  return !process.env.VITEST;
}

/** Scan interval: the configured one, else 15 s in production and 2 s elsewhere. */
export function scanIntervalSeconds(
  config: Pick<Config, 'PAYMENTS_SCAN_INTERVAL_SECONDS' | 'isProduction'>,
): number {
  return config.PAYMENTS_SCAN_INTERVAL_SECONDS ?? (config.isProduction ? 15 : 2);
}

export interface PaymentsRuntime {
  chains: PaymentChains;
  prices: PriceSource;
  /** Starts the watcher jobs (pg-boss); call once the realtime emitter exists. */
  start(realtime: Realtime): Promise<PaymentsJobs | null>;
}

export async function setupPayments(options: {
  config: Config;
  db: DB;
  log: FastifyBaseLogger;
  chains?: PaymentChains;
}): Promise<PaymentsRuntime> {
  const { config, db, log } = options;
  const chains = options.chains ?? createPaymentChains({ config, db, log });
  const prices = createPriceSource(config);
  return {
    chains,
    prices,
    async start(realtime) {
      if (!watchersEnabled(config)) return null;
      return startPaymentsJobs({
        db,
        realtime,
        chains,
        prices,
        log,
        intervalSeconds: scanIntervalSeconds(config),
      });
    },
  };
}
