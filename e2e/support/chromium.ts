import { existsSync } from 'node:fs';

/** Debian's Chromium, or the one named by CHROMIUM_PATH (see scripts/ensure-chromium.mjs). */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  return path;
}
