import { connect } from 'node:net';
import { CONTROL_CHARACTERS_MESSAGE } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signupPayload, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/** Bad input answers a clear 4xx in the API's error shape, never a 500 (issue 15.5, 15.6). */
let database: TestDatabase;
let server: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
let token: string;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  baseUrl = await server.listen();
  token = (await signUp(server)).accessToken;
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const NUL = '\u0000';
const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
const get = (url: string) => server.app.inject({ url, headers: bearer(token) });
const cursor = (text: string) => Buffer.from(text).toString('base64url');

describe('a NUL byte in a field', () => {
  it.each([
    ['login', () => post('/api/auth/login', { login: `a${NUL}b`, password: 'Whatever1!' })],
    ['forgot-password', () => post('/api/auth/forgot-password', { email: `a${NUL}@b.com` })],
    ['signup email', () => post('/api/auth/signup', signupPayload({ email: `a${NUL}@b.com` }))],
    [
      'signup referralCode',
      () => post('/api/auth/signup', signupPayload({ referralCode: `R${NUL}` })),
    ],
    ['signup clickId', () => post('/api/auth/signup', signupPayload({ clickId: `c${NUL}` }))],
    ['users lookup', () => get('/api/users/lookup?username=a%00b')],
    ['users profile', () => get('/api/users/a%00b/profile')],
  ])('%s answers 400, not 500', async (_name, send) => {
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain(CONTROL_CHARACTERS_MESSAGE);
  });
});

describe('numbers and cursors out of range', () => {
  it('a crash round id above 2^31−1 answers 400', async () => {
    expect((await get('/api/games/crash/rounds/2147483648')).statusCode).toBe(400);
  });

  it.each([
    [
      'wallet, id past BIGINT',
      `/api/wallet/transactions?cursor=${cursor('9999999999999999999.1')}`,
    ],
    [
      'deposits, no UUID',
      `/api/payments/deposits?cursor=${cursor(`2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`)}`,
    ],
    [
      'withdrawals, impossible time',
      `/api/payments/withdrawals?cursor=${cursor('2026-13-45T99:00:00.000Z|00000000-0000-4000-8000-000000000000')}`,
    ],
    ['bets, garbage', `/api/bets?cursor=${cursor('not-a-bet')}`],
  ])('a bad cursor (%s) answers 400', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});

/** Sends raw bytes and returns the raw answer (status line, headers, body). */
function raw(request: string): Promise<string> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(3000, () => socket.destroy());
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown, answer };
}

describe('requests refused before any route (issue 15.6)', () => {
  it('oversized headers: 431 in the error shape', async () => {
    const huge = 'x'.repeat(64 * 1024);
    const res = parse(await raw(`GET /api/health HTTP/1.1\r\nHost: a\r\nX-Big: ${huge}\r\n\r\n`));
    expect(res.status).toBe(431);
    expect(res.body).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
    });
  });

  it('a bad URL (/%): 400 in the error shape, the URL not echoed', async () => {
    const res = parse(
      await raw('GET /%zz-secret HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request could not be understood.' },
    });
    expect(res.answer).not.toContain('secret');
  });

  it('a malformed request line: 400 in the error shape', async () => {
    const res = parse(await raw('GARBAGE\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request could not be understood.' },
    });
  });
});

describe('GET /api/users/me', () => {
  it('reports the real balance, credits and free bets', async () => {
    const player = await signUp(server);
    const USD = 100_000_000n;
    await fundPlayer({ db: database.db, userId: player.user.id, amount: 12n * USD });
    await fundPlayer({
      db: database.db,
      userId: player.user.id,
      amount: 3n * USD,
      pocket: 'freebets',
    });
    const me = await server.app.inject({
      url: '/api/users/me',
      headers: bearer(player.accessToken),
    });
    expect(me.json()).toMatchObject({ balance: '15', credits: '12', freebets: '3' });
  });
});
