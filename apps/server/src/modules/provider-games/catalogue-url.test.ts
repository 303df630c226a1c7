import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseProvidersConfig } from '#app/modules/provider-wallet/provider-config';

const publicPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();

/** Where each provider's catalogue is fetched from (issue 20, ADR 030). */
describe('PROVIDERS catalogueUrl', () => {
  it("defaults to /catalogue at the launch URL's origin and takes an explicit address", () => {
    const { providers, problems } = parseProvidersConfig(
      JSON.stringify([
        {
          id: 'tengu-studio',
          walletPublicKey: publicPem,
          launchUrl: 'http://127.0.0.1:3100/games/launch?lobby=1',
        },
        {
          id: 'acme',
          walletPublicKey: publicPem,
          launchUrl: 'https://play.acme.test/launch',
          catalogueUrl: 'https://api.acme.test/v2/catalogue?operator=tengu',
        },
      ]),
    );
    expect(problems).toEqual([]);
    expect(providers.map((p) => p.catalogueUrl)).toEqual([
      'http://127.0.0.1:3100/catalogue',
      'https://api.acme.test/v2/catalogue?operator=tengu',
    ]);
  });

  it('refuses a catalogue address that is not http(s)', () => {
    const { problems } = parseProvidersConfig(
      JSON.stringify([
        {
          id: 'acme',
          walletPublicKey: publicPem,
          launchUrl: 'https://play.acme.test/launch',
          catalogueUrl: 'ftp://acme.test/catalogue',
        },
      ]),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('PROVIDERS[0.catalogueUrl]');
  });
});
