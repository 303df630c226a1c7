/**
 * The few parts of the POSIX ustar format (pax/ustar, IEEE 1003.1) that a backup needs: regular
 * files and directories, written and read as a stream. The result is an ordinary `.tar.gz` that
 * `tar -xzf` also reads, so an operator can inspect a backup without this code.
 */

const BLOCK = 512;

/** The bytes are not a (whole) tar archive. */
export class TarFormatError extends Error {}

export type TarEntryType = 'file' | 'directory';

export interface TarHeader {
  path: string;
  type: TarEntryType;
  size: number;
  mode: number;
  mtime: Date;
}

function splitPath(path: string): { name: string; prefix: string } {
  if (Buffer.byteLength(path) <= 100) return { name: path, prefix: '' };
  // ustar keeps up to 155 more bytes in `prefix`, cut at a slash.
  for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
    const prefix = path.slice(0, cut);
    const name = path.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { name, prefix };
  }
  throw new Error(`path too long for a tar header: ${path}`);
}

function writeOctal(block: Buffer, offset: number, width: number, value: number): void {
  const digits = value.toString(8).padStart(width - 1, '0');
  if (digits.length > width - 1) throw new Error(`value too large for a tar header: ${value}`);
  block.write(`${digits}\0`, offset, width, 'ascii');
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum;
}

/** The 512-byte header that precedes an entry's content. */
export function tarHeader(header: TarHeader): Buffer {
  const block = Buffer.alloc(BLOCK);
  const path =
    header.type === 'directory' && !header.path.endsWith('/') ? `${header.path}/` : header.path;
  const { name, prefix } = splitPath(path);
  block.write(name, 0, 100, 'utf8');
  writeOctal(block, 100, 8, header.mode & 0o7777);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, header.type === 'file' ? header.size : 0);
  writeOctal(block, 136, 12, Math.floor(header.mtime.getTime() / 1000));
  block.write(header.type === 'file' ? '0' : '5', 156, 1, 'ascii');
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

/** Zero bytes that bring an entry of `size` bytes to a whole number of blocks. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Two zero blocks end an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

function readString(block: Buffer, offset: number, width: number): string {
  const field = block.subarray(offset, offset + width);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? width : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, width: number): number {
  const text = readString(block, offset, width).trim();
  if (!/^[0-7]*$/.test(text))
    throw new TarFormatError('not a tar archive (bad number in a header)');
  return text === '' ? 0 : Number.parseInt(text, 8);
}

/** Parses a header block; null for the zero block that ends the archive. */
export function parseTarHeader(block: Buffer): TarHeader | null {
  if (block.every((byte) => byte === 0)) return null;
  if (readOctal(block, 148, 8) !== checksum(block)) {
    throw new TarFormatError('not a tar archive, or a damaged one (header checksum mismatch)');
  }
  const typeflag = String.fromCharCode(block[156]!);
  if (typeflag !== '0' && typeflag !== '\0' && typeflag !== '5') {
    throw new TarFormatError(`unsupported tar entry type '${typeflag}'`);
  }
  const name = readString(block, 0, 100);
  const prefix = readString(block, 345, 155);
  const path = (prefix ? `${prefix}/${name}` : name).replace(/\/$/, '');
  return {
    path,
    type: typeflag === '5' ? 'directory' : 'file',
    size: readOctal(block, 124, 12),
    mode: readOctal(block, 100, 8),
    mtime: new Date(readOctal(block, 136, 12) * 1000),
  };
}

export interface TarEntryHandler {
  /** A new entry; its content (for files) follows through `data`, then `end`. */
  entry(header: TarHeader): Promise<void>;
  data(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
}

/**
 * Reads an uncompressed tar stream entry by entry. Throws when the stream ends inside an entry
 * or before the end-of-archive blocks (a truncated file).
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  handler: TarEntryHandler,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let remaining = 0; // content bytes left in the current entry
  let padding = 0; // zero bytes after it
  let isInEntry = false;
  let isEnded = false;
  for await (const chunk of source) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (!isEnded) {
      if (isInEntry) {
        if (remaining > 0) {
          if (pending.length === 0) break;
          const take = Math.min(remaining, pending.length);
          await handler.data(pending.subarray(0, take));
          pending = pending.subarray(take);
          remaining -= take;
          continue;
        }
        if (padding > 0) {
          const skip = Math.min(padding, pending.length);
          pending = pending.subarray(skip);
          padding -= skip;
          if (padding > 0) break;
        }
        await handler.end();
        isInEntry = false;
        continue;
      }
      if (pending.length < BLOCK) break;
      const header = parseTarHeader(pending.subarray(0, BLOCK));
      pending = pending.subarray(BLOCK);
      if (!header) {
        isEnded = true;
        break;
      }
      await handler.entry(header);
      isInEntry = true;
      remaining = header.type === 'file' ? header.size : 0;
      padding = header.type === 'file' ? tarPadding(header.size).length : 0;
    }
  }
  if (!isEnded) throw new TarFormatError('the archive is truncated (it ends inside an entry)');
}
