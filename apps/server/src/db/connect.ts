import type { Config } from '#app/config';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface DatabaseTarget {
  connectionString: string;
  /** Stops the embedded cluster this process started; a no-op for DATABASE_URL. */
  stop(): Promise<void>;
  isEmbedded: boolean;
}

interface Log {
  info(message: string): void;
  debug(message: string): void;
  warn(message: string): void;
}

/** DATABASE_URL when set; otherwise a real embedded PostgreSQL in DATA_DIR/pg. */
export async function resolveDatabase(config: Config, log: Log): Promise<DatabaseTarget> {
  if (config.DATABASE_URL) {
    return { connectionString: config.DATABASE_URL, stop: async () => {}, isEmbedded: false };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.EMBEDDED_PG_PORT,
    log,
  });
  return { connectionString: embedded.connectionString, stop: embedded.stop, isEmbedded: true };
}
