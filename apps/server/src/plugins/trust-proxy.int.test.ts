import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { TEST_ENV } from '#app/modules/auth/accounts.int-helpers';

// geoip-lite's bundled data: 81.2.69.142 is in the United Kingdom (blocked), 8.8.8.8 in the US.
const SPOOFED = { 'x-forwarded-for': '8.8.8.8, 81.2.69.142' };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

/** The country the server places a request in, with this TRUST_PROXY. */
async function countryOf(trustProxy: string, remoteAddress: string) {
  const server = await createTestApp({
    db: database.db,
    env: { ...TEST_ENV, TRUST_PROXY: trustProxy },
  });
  try {
    const res = await server.app.inject({ url: '/api/geo', headers: SPOOFED, remoteAddress });
    return res.json() as { blocked: boolean; country_code: string | null };
  } finally {
    await server.close();
  }
}

describe('TRUST_PROXY (issue 15.3)', () => {
  it('with one proxy (1), the client cannot pick its IP: the proxy-appended entry counts', async () => {
    // The client sent "8.8.8.8"; the proxy appended the address it really saw.
    expect(await countryOf('1', '10.1.2.3')).toEqual(
      expect.objectContaining({ blocked: true, country_code: 'GB' }),
    );
  });

  it('with the proxies listed by address or CIDR, the same; other peers are not believed', async () => {
    expect(await countryOf('10.0.0.0/8', '10.1.2.3')).toMatchObject({ country_code: 'GB' });
    expect(await countryOf('127.0.0.1,10.1.2.3', '10.1.2.3')).toMatchObject({
      country_code: 'GB',
    });
    // A peer that is not one of the proxies: its X-Forwarded-For is ignored altogether.
    expect(await countryOf('10.0.0.0/8', '81.2.69.142')).toMatchObject({ country_code: 'GB' });
    expect(await countryOf('10.0.0.0/8', '8.8.4.4')).toMatchObject({ country_code: 'US' });
  });
});
