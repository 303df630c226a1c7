/**
 * Line settlement (ADR 035): a bet that a whole-number statistic x beats a line. Half lines
 * (2.5) win or lose; whole lines (2.0) void on equality (a push); quarter lines (2.25, -0.75)
 * split the stake in two halves on the neighbouring lines (2.0 and 2.5), so they can end
 * half-won or half-lost — Asian handicaps and Asian totals.
 */
import type { LegResult } from './types';

/** The result of "x > line" for integer x and a line in quarters. */
export function settleOverLine(x: number, line: number): LegResult {
  assertQuarterLine(line);
  if (isQuarterLine(line)) {
    return combineHalves(settleOverLine(x, line - 0.25), settleOverLine(x, line + 0.25));
  }
  if (x > line) return 'win';
  if (x < line) return 'loss';
  return 'void';
}

export function isQuarterLine(line: number): boolean {
  const frac = Math.abs(line * 4) % 4;
  return frac === 1 || frac === 3;
}

export function assertQuarterLine(line: number): void {
  if (!Number.isFinite(line) || !Number.isInteger(line * 4)) {
    throw new Error(`line must be a multiple of 0.25: ${line}`);
  }
}

function combineHalves(a: LegResult, b: LegResult): LegResult {
  if (a === b) return a;
  const pair = new Set([a, b]);
  if (pair.has('win') && pair.has('void')) return 'half_win';
  if (pair.has('loss') && pair.has('void')) return 'half_loss';
  // Neighbouring lines half a goal apart cannot split win/loss on an integer statistic.
  throw new Error(`impossible halves ${a}/${b}`);
}

/** Reads `key=value` pairs of a UOF specifier (`total=2.5`, `hcp=-0.75|...`). */
export function parseSpecifier(specifier: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of specifier.split('|')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq <= 0) throw new Error(`bad specifier ${specifier}`);
    out[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return out;
}

/** The numeric line of a specifier key, validated to quarters. */
export function lineOf(specifier: string, key: string): number {
  const cacheKey = `${key}#${specifier}`;
  const cached = lineCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const raw = parseSpecifier(specifier)[key];
  const line = raw === undefined ? Number.NaN : Number(raw);
  assertQuarterLine(line);
  if (lineCache.size > 10_000) lineCache.clear();
  lineCache.set(cacheKey, line);
  return line;
}

/** Pricing settles every outcome on every modelled score: parse each specifier once. */
const lineCache = new Map<string, number>();

/** `-0.75` → "-0.75", `2.5` → "2.5", `1` → "1" (as feeds spell specifiers). */
export function formatLine(line: number): string {
  return String(line);
}
