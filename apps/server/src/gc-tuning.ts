import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept before it runs
 * the next one (issue 24; ADR 012, "Garbage collection"). A full mark-compact on this server
 * marks ≈ 100 MB of live objects (mostly loaded code) whatever it frees, and its pause and
 * incremental steps stall every request in flight for 20–150 ms on two cores: the largest runs of
 * slow bets at half of peak lined up with them. V8's own factor (1.1–2×) ran one every 1.5–5 s
 * under load; at 4× the live size the bench sees one a minute, for a few hundred MB more memory.
 * Imported first by main.ts. `node --heap-growing-percent=N` on the command line wins.
 */
export const HEAP_GROWING_PERCENT = 300;

if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
