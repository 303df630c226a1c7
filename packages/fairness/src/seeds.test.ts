import { describe, expect, it } from 'vitest';
import { generateClientSeed, generateServerSeed, hashServerSeed } from './seeds';
import { referenceSha256Hex, SERVER_SEED } from './testing/node-reference';

describe('seeds', () => {
  it('generates 32-byte server seeds as 64 hex characters, never the same twice', () => {
    const seeds = Array.from({ length: 50 }, generateServerSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('commits to a server seed with the SHA-256 hex of its string', () => {
    expect(hashServerSeed(SERVER_SEED)).toBe(referenceSha256Hex(SERVER_SEED));
  });

  it('generates readable client seeds of 10 characters [a-z0-9]', () => {
    const seeds = Array.from({ length: 50 }, generateClientSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[a-z0-9]{10}$/);
    expect(new Set(seeds).size).toBe(seeds.length);
  });
});
