import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseProvidersConfig } from './provider-config';
import { isValidSignature, signBody } from './signature';
import { toLedgerUnits, toProviderBalance } from './wallet-answers';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('PROVIDERS', () => {
  it('reads providers with their keys, launch URL and session length', () => {
    const { providers, problems } = parseProvidersConfig(
      JSON.stringify([
        { id: 'acme', walletPublicKey: publicPem, launchUrl: 'https://acme.test/play' },
        {
          id: 'tengu',
          walletPublicKey: publicPem,
          launchUrl: 'http://127.0.0.1:3100/launch',
          sessionTtlMinutes: 30,
        },
      ]),
    );
    expect(problems).toEqual([]);
    expect(providers.map((p) => [p.id, p.sessionTtlMs, p.operatorPrivateKey])).toEqual([
      ['acme', 240 * 60_000, null],
      ['tengu', 30 * 60_000, null],
    ]);
  });

  it('offers free-spin campaigns only where the config says so (issue 20, ADR 033)', () => {
    const { providers, problems } = parseProvidersConfig(
      JSON.stringify([
        { id: 'plain', walletPublicKey: publicPem, launchUrl: 'https://plain.test/play' },
        {
          id: 'spins',
          walletPublicKey: publicPem,
          launchUrl: 'https://spins.test/play',
          freeSpins: true,
        },
      ]),
    );
    expect(problems).toEqual([]);
    expect(providers.map((p) => [p.id, p.freeSpins])).toEqual([
      ['plain', false],
      ['spins', true],
    ]);
    const wrong = parseProvidersConfig(
      JSON.stringify([
        { id: 'x1', walletPublicKey: publicPem, launchUrl: 'https://x.test', freeSpins: 'yes' },
      ]),
    );
    expect(wrong.problems).toHaveLength(1);
  });

  it('names every bad entry instead of starting without a provider', () => {
    expect(parseProvidersConfig('not json').problems).toEqual([
      'PROVIDERS: must be a JSON array of providers',
    ]);
    const bad = parseProvidersConfig(
      JSON.stringify([
        { id: 'acme', walletPublicKey: 'junk', launchUrl: 'https://acme.test' },
        { id: 'Bad Id', walletPublicKey: publicPem, launchUrl: 'ftp://x' },
      ]),
    );
    expect(bad.problems.length).toBeGreaterThanOrEqual(2);
    const twice = parseProvidersConfig(
      JSON.stringify([
        { id: 'acme', walletPublicKey: publicPem, launchUrl: 'https://a.test' },
        { id: 'acme', walletPublicKey: publicPem, launchUrl: 'https://b.test' },
      ]),
    );
    expect(twice.problems).toEqual(['PROVIDERS: provider ids must be unique']);
    expect(parseProvidersConfig(undefined)).toEqual({ providers: [], problems: [] });
  });
});

describe('signatures', () => {
  it('accepts the exact signed bytes only', () => {
    const body = Buffer.from('{"request_uuid":"r","amount":100}');
    const signature = signBody(body, keys.privateKey);
    expect(isValidSignature(body, signature, keys.publicKey)).toBe(true);
    expect(
      isValidSignature(Buffer.from('{"request_uuid":"r","amount":101}'), signature, keys.publicKey),
    ).toBe(false);
    expect(isValidSignature(body, undefined, keys.publicKey)).toBe(false);
    expect(isValidSignature(body, '%%%', keys.publicKey)).toBe(false);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(isValidSignature(body, signBody(body, other.privateKey), keys.publicKey)).toBe(false);
  });
});

describe('units', () => {
  it('converts provider amounts exactly and reports balances rounded down', () => {
    expect(toLedgerUnits(100_000)).toBe(100_000_000n); // $1
    expect(toLedgerUnits(1)).toBe(1_000n);
    expect(toProviderBalance(123_456_789n)).toBe(123_456); // $1.23456789 → 1.23456
    expect(toProviderBalance(999n)).toBe(0);
  });
});
