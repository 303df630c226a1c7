import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toHex, utf8 } from './encoding';
import { hmacSha256, sha256 } from './sha256';

describe('sha256', () => {
  it('matches the FIPS 180-4 example vectors', () => {
    expect(toHex(sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(toHex(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('matches node:crypto for every length around the padding boundaries', () => {
    for (let length = 0; length <= 200; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 7 + length) & 0xff);
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });
});

describe('hmacSha256', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches node:crypto for short, block-sized and long keys', () => {
    for (const keyLength of [0, 1, 32, 63, 64, 65, 64 * 3]) {
      const key = Uint8Array.from({ length: keyLength }, (_, i) => (i * 13) & 0xff);
      const message = utf8(`message for a ${keyLength}-byte key`);
      expect(toHex(hmacSha256(key, message))).toBe(
        createHmac('sha256', key).update(message).digest('hex'),
      );
    }
  });
});
