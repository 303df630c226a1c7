import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readTar, TAR_END, tarHeader, tarPadding, type TarHeader } from './tar';

function archive(entries: Array<{ path: string; content?: string }>): Buffer {
  const parts: Buffer[] = [];
  for (const { path, content } of entries) {
    const mtime = new Date('2026-11-27T00:00:00Z');
    if (content === undefined) {
      parts.push(tarHeader({ path, type: 'directory', size: 0, mode: 0o700, mtime }));
    } else {
      const data = Buffer.from(content);
      parts.push(
        tarHeader({ path, type: 'file', size: data.length, mode: 0o600, mtime }),
        data,
        tarPadding(data.length),
      );
    }
  }
  return Buffer.concat([...parts, TAR_END]);
}

/** Reads back, feeding the stream in small uneven chunks as gunzip may. */
async function read(bytes: Buffer, chunkSize = 97) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const entries: Array<TarHeader & { content: string }> = [];
  let data: Buffer[] = [];
  await readTar(Readable.from(chunks), {
    entry: async (header) => {
      entries.push({ ...header, content: '' });
      data = [];
    },
    data: async (chunk) => {
      data.push(Buffer.from(chunk));
    },
    end: async () => {
      entries[entries.length - 1]!.content = Buffer.concat(data).toString();
    },
  });
  return entries;
}

describe('tar', () => {
  it('reads back what it writes: directories, empty and multi-block files, long paths', async () => {
    const long = `pg/${'d'.repeat(90)}/${'f'.repeat(90)}`;
    const big = 'x'.repeat(1300);
    const entries = await read(
      archive([
        { path: 'pg' },
        { path: 'pg/empty', content: '' },
        { path: 'pg/big', content: big },
        { path: long, content: 'deep' },
      ]),
    );
    expect(entries.map((e) => [e.path, e.type, e.content])).toEqual([
      ['pg', 'directory', ''],
      ['pg/empty', 'file', ''],
      ['pg/big', 'file', big],
      [long, 'file', 'deep'],
    ]);
    expect(entries[2]).toMatchObject({
      size: 1300,
      mode: 0o600,
      mtime: new Date('2026-11-27T00:00:00Z'),
    });
  });

  it('writes headers that GNU tar accepts (ustar magic, checksum)', () => {
    const header = tarHeader({ path: 'a', type: 'file', size: 5, mode: 0o644, mtime: new Date(0) });
    expect(header.length).toBe(512);
    expect(header.subarray(257, 263).toString()).toBe('ustar\0');
    expect(header.subarray(124, 136).toString()).toBe('00000000005\0');
  });

  it('refuses a truncated archive and a damaged header', async () => {
    const whole = archive([{ path: 'pg/big', content: 'y'.repeat(2000) }]);
    await expect(read(whole.subarray(0, 1024))).rejects.toThrow(/truncated/);
    const damaged = Buffer.from(whole);
    damaged[10] = 0x41;
    await expect(read(damaged)).rejects.toThrow(/checksum/);
  });

  it('refuses a path that no ustar header can hold', () => {
    expect(() =>
      tarHeader({ path: 'x'.repeat(300), type: 'file', size: 0, mode: 0o600, mtime: new Date() }),
    ).toThrow(/too long/);
  });
});
