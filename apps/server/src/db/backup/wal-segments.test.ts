import { describe, expect, it } from 'vitest';
import { labelStartSegment, labelTimeline, walSegmentsBetween } from './wal-segments';

const MB16 = 16 * 1024 * 1024;

describe('WAL segments of a backup', () => {
  it('lists every segment from the start to the stop, across a log id boundary', () => {
    expect(
      walSegmentsBetween('000000010000000000000002', '000000010000000000000004', MB16),
    ).toEqual(['000000010000000000000002', '000000010000000000000003', '000000010000000000000004']);
    // 16 MB segments: 256 per log id, so ...00FF is followed by ...0001 00000000.
    expect(
      walSegmentsBetween('0000000100000000000000FF', '000000010000000100000000', MB16),
    ).toEqual(['0000000100000000000000FF', '000000010000000100000000']);
    expect(() =>
      walSegmentsBetween('000000010000000000000004', '000000010000000000000002', MB16),
    ).toThrow();
  });

  it('reads the start segment and timeline from a backup label', () => {
    const label = [
      'START WAL LOCATION: 0/2000028 (file 000000010000000000000002)',
      'CHECKPOINT LOCATION: 0/2000080',
      'BACKUP METHOD: streamed',
      'BACKUP FROM: primary',
      'START TIME: 2026-11-27 00:24:05 UTC',
      'LABEL: tengu',
      'START TIMELINE: 1',
      '',
    ].join('\n');
    expect(labelStartSegment(label)).toBe('000000010000000000000002');
    expect(labelTimeline(label)).toBe(1);
  });
});
