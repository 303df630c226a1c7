import { describe, expect, it } from 'vitest';
import { blocksBehind, scannedHeight } from './watcher-lag';

describe('watcher lag from a saved cursor', () => {
  it('reads the last scanned height of EVM and Tron cursors', () => {
    expect(scannedHeight(JSON.stringify({ height: 120, recent: [[120, '0xab']] }))).toBe(120);
    expect(blocksBehind(JSON.stringify({ height: 120, hash: null }), '130')).toBe(10);
  });

  it('reads the next ledger to scan of XRP and Algorand cursors', () => {
    expect(scannedHeight(JSON.stringify({ min: 51 }))).toBe(50);
    expect(blocksBehind(JSON.stringify({ min: 51, max: 60, marker: 'm' }), '60')).toBe(10);
  });

  it('knows no height for cursors that name none, and never reports a negative lag', () => {
    expect(scannedHeight('000000000000000000034f8a1c2b')).toBeNull();
    expect(scannedHeight('17')).toBeNull();
    expect(scannedHeight('{not json')).toBeNull();
    expect(blocksBehind(JSON.stringify({ height: 5 }), null)).toBeNull();
    expect(blocksBehind(JSON.stringify({ height: 140 }), '130')).toBe(0);
  });
});
