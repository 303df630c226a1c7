import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './index';

describe('migrations index', () => {
  it('lists every migration file of the folder, with timestamped names', () => {
    const folder = fileURLToPath(new URL('.', import.meta.url));
    const files = readdirSync(folder)
      .filter((f) => /^\d{14}_[a-z0-9_]+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(files.length).toBeGreaterThan(0);
    expect(Object.keys(MIGRATIONS).sort()).toEqual(files.sort());
  });
});
