import { sha256 } from './sha256';

const encoder = new TextEncoder();

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** SHA-256 of a string's UTF-8 bytes, as lowercase hex (how seeds and chain hashes are committed). */
export function sha256Hex(text: string): string {
  return toHex(sha256(utf8(text)));
}
