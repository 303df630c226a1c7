// The same code must run in the browser verifier and on the server (ARCHITECTURE.md, Bets and
// fairness), so library files may not reach for Node: only the CLI and test code may.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const NODE_ONLY = /from ['"]node:|\brequire\(|\bprocess\.|\bBuffer\b/;

function libraryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : libraryFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'cli.ts'
      ? [path]
      : [];
  });
}

describe('platform neutrality', () => {
  it('keeps Node APIs out of every library file', () => {
    const files = libraryFiles(SRC);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files
      .filter((file) => NODE_ONLY.test(readFileSync(file, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(offenders).toEqual([]);
  });
});
