import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '#app/config';

/**
 * The signing secret: JWT_SECRET when set (required in production, checked by loadConfig).
 * Otherwise tests get a throw-away one, and development one generated once into
 * DATA_DIR/jwt-secret, so that sessions survive a restart.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.isProduction) throw new Error('JWT_SECRET is required in production');
  if (config.NODE_ENV === 'test') return randomBytes(32).toString('base64url');
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
