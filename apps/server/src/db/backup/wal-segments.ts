/**
 * WAL segment file names (PostgreSQL's XLogFileName): 8 hex digits of timeline, then the segment
 * number split in two 8-digit halves, the second counting 0x100000000 / segment size per first.
 */
const SEGMENT_NAME = /^([0-9A-F]{8})([0-9A-F]{8})([0-9A-F]{8})$/;

export function isWalSegmentName(name: string): boolean {
  return SEGMENT_NAME.test(name);
}

function parse(name: string, segmentSize: number): { timeline: number; segment: bigint } {
  const match = SEGMENT_NAME.exec(name);
  if (!match) throw new Error(`not a WAL segment name: ${name}`);
  const perId = 0x1_0000_0000n / BigInt(segmentSize);
  return {
    timeline: Number.parseInt(match[1]!, 16),
    segment: BigInt(`0x${match[2]}`) * perId + BigInt(`0x${match[3]}`),
  };
}

function format(timeline: number, segment: bigint, segmentSize: number): string {
  const perId = 0x1_0000_0000n / BigInt(segmentSize);
  const hex = (value: bigint | number) => value.toString(16).toUpperCase().padStart(8, '0');
  return `${hex(timeline)}${hex(segment / perId)}${hex(segment % perId)}`;
}

/** Every segment from `first` to `last`, both included, on the timeline of `last`. */
export function walSegmentsBetween(first: string, last: string, segmentSize: number): string[] {
  const from = parse(first, segmentSize);
  const to = parse(last, segmentSize);
  if (to.segment < from.segment) throw new Error(`WAL ends (${last}) before it starts (${first})`);
  const names: string[] = [];
  for (let segment = from.segment; segment <= to.segment; segment += 1n) {
    names.push(format(to.timeline, segment, segmentSize));
  }
  return names;
}

/** `START WAL LOCATION: 0/2000028 (file 000000010000000000000002)` in a backup label. */
export function labelStartSegment(label: string): string {
  const match = /^START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)$/m.exec(label);
  if (!match) throw new Error('the backup label has no START WAL LOCATION line');
  return match[1]!;
}

export function labelTimeline(label: string): number {
  const match = /^START TIMELINE: (\d+)$/m.exec(label);
  if (!match) throw new Error('the backup label has no START TIMELINE line');
  return Number.parseInt(match[1]!, 10);
}
