/**
 * The block a chain watcher has scanned up to, read from its saved cursor (the cursor is opaque
 * to the watcher; its adapters define it): EVM and Tron keep the last scanned `height`, XRP and
 * Algorand the next ledger/round to read (`min`). The other adapters' cursors name no height (a
 * block hash, a signature per account, the simulator's row id): null, and only the time since
 * the last scan describes their lag.
 */
export function scannedHeight(cursor: string): number | null {
  if (!cursor.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(cursor) as { height?: unknown; min?: unknown };
    if (typeof parsed.height === 'number' && Number.isSafeInteger(parsed.height)) {
      return parsed.height;
    }
    if (typeof parsed.min === 'number' && Number.isSafeInteger(parsed.min)) return parsed.min - 1;
    return null;
  } catch {
    return null;
  }
}

/** Blocks between the node's tip (as of the last scan) and what the watcher has scanned. */
export function blocksBehind(cursor: string, tipHeight: string | null): number | null {
  const height = scannedHeight(cursor);
  if (height === null || tipHeight === null) return null;
  return Math.max(0, Number(tipHeight) - height);
}
