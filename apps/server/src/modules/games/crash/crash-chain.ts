import { createHash, randomBytes } from 'node:crypto';

/**
 * The reverse hash chain (issue 7). Hashes are generated forward from a secret random seed,
 * hᵢ₊₁ = SHA-256(hex of hᵢ) (packages/fairness `nextChainHash`), and played backward: round r
 * of a chain of `length` rounds plays h(length − r), so the published terminating hash
 * h(length) commits to every round, and each revealed hash proves the one before it.
 *
 * Storage: 1,000,000 hashes would be ~100 MB of rows; we keep every `interval`-th hash
 * (1,000 rows for a million at the default 1,000) and recompute a block of `interval` hashes
 * (≈ 1 ms) when the rounds reach it. Generation hashes in chunks and yields to the event loop
 * between them, so a million hashes (≈ 1–2 s of CPU) never stall the server for more than a
 * few milliseconds at a time.
 */

export const DEFAULT_CHECKPOINT_INTERVAL = 1000;
const CHUNK = 10_000;

export function nextHash(hash: string): string {
  return createHash('sha256').update(hash).digest('hex');
}

export function randomChainSeed(): string {
  return randomBytes(32).toString('hex');
}

export interface GeneratedChain {
  terminatingHash: string;
  /** hash index → hash, for every multiple of the interval below `length`. */
  checkpoints: Array<{ idx: number; hash: string }>;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Hashes 0..length from `seed` (hash 0), keeping the checkpoints and the terminator. */
export async function generateChain(options: {
  seed: string;
  length: number;
  interval: number;
  signal?: AbortSignal;
}): Promise<GeneratedChain> {
  const { seed, length, interval } = options;
  const checkpoints: GeneratedChain['checkpoints'] = [];
  let hash = seed;
  for (let idx = 0; idx < length; idx++) {
    if (idx % interval === 0) checkpoints.push({ idx, hash });
    hash = nextHash(hash);
    if (idx % CHUNK === CHUNK - 1) {
      await yieldToEventLoop();
      options.signal?.throwIfAborted();
    }
  }
  return { terminatingHash: hash, checkpoints };
}

/**
 * Reads a chain's hashes from its checkpoints, keeping the last recomputed block in memory
 * (rounds walk down the chain, so each block is computed once).
 */
export class ChainReader {
  private block: { start: number; hashes: string[] } | null = null;

  constructor(
    private readonly interval: number,
    private readonly loadCheckpoint: (idx: number) => Promise<string>,
  ) {}

  async hashAt(idx: number): Promise<string> {
    const start = Math.floor(idx / this.interval) * this.interval;
    if (this.block?.start !== start) {
      const hashes = [await this.loadCheckpoint(start)];
      for (let i = 1; i < this.interval; i++) hashes.push(nextHash(hashes[i - 1] ?? ''));
      this.block = { start, hashes };
    }
    const hash = this.block.hashes[idx - start];
    if (hash === undefined) throw new Error(`chain hash ${idx} out of range`);
    return hash;
  }
}
