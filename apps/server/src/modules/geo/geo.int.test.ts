import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  fromIp,
  signUp,
  signupPayload,
  TEST_ENV,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';

// geoip-lite's bundled data: 81.2.69.160 is in the United Kingdom, 94.200.0.1 in the UAE,
// 8.8.8.8 in the United States.
const GB_IP = '81.2.69.160';
const AE_IP = '94.200.0.1';
const US_IP = '8.8.8.8';

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('GET /api/geo', () => {
  it('reports the country of the client IP and whether it is blocked', async () => {
    const gb = await server.app.inject({ url: '/api/geo', headers: fromIp(GB_IP) });
    expect(gb.json()).toEqual({
      blocked: true,
      country_code: 'GB',
      country_name: 'United Kingdom',
    });
    const ae = await server.app.inject({ url: '/api/geo', headers: fromIp(AE_IP) });
    expect(ae.json()).toEqual({
      blocked: true,
      country_code: 'AE',
      country_name: 'United Arab Emirates',
    });
    const us = await server.app.inject({ url: '/api/geo', headers: fromIp(US_IP) });
    expect(us.json()).toEqual({
      blocked: false,
      country_code: 'US',
      country_name: 'United States',
    });
    const local = await server.app.inject({ url: '/api/geo' });
    expect(local.json()).toEqual({ blocked: false, country_code: null, country_name: null });
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const direct = await createTestApp({
      db: database.db,
      env: { ...TEST_ENV, TRUST_PROXY: 'false' },
    });
    try {
      const res = await direct.app.inject({ url: '/api/geo', headers: fromIp(GB_IP) });
      expect(res.json().blocked).toBe(false);
    } finally {
      await direct.close();
    }
  });
});

describe('country restriction on login and sign-up', () => {
  it.each([
    [
      GB_IP,
      'GB',
      'United Kingdom',
      'Sorry, Tengu is not available in the United Kingdom',
      'We hope to have a home for British players soon',
    ],
    [
      AE_IP,
      'AE',
      'United Arab Emirates',
      'Sorry, Tengu is not available in the UAE',
      'We cannot accept players from your country',
    ],
  ])('answers restrictedCountry from %s', async (ip, code, name, title, message) => {
    const player = await signUp(server);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: player.user.username, password: player.password },
      headers: fromIp(ip),
    });
    const signup = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupPayload(),
      headers: fromIp(ip),
    });
    for (const res of [login, signup]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: { code: 'RESTRICTED_COUNTRY', message: title },
        restrictedCountry: { country_code: code, country_name: name, title, message },
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('follows GEO_BLOCKED_COUNTRIES', async () => {
    const usOnly = await createTestApp({
      db: database.db,
      env: { ...TEST_ENV, GEO_BLOCKED_COUNTRIES: 'us' },
    });
    try {
      const us = await usOnly.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupPayload(),
        headers: fromIp(US_IP),
      });
      expect(us.json().restrictedCountry).toMatchObject({
        country_code: 'US',
        title: 'Sorry, Tengu is not available in United States',
      });
      const gb = await usOnly.app.inject({ url: '/api/geo', headers: fromIp(GB_IP) });
      expect(gb.json().blocked).toBe(false);
    } finally {
      await usOnly.close();
    }
  });
});
