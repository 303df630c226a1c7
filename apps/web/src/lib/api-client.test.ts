import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type SessionAdapter } from './api-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function memorySession(initial: string | null): SessionAdapter & { token: string | null } {
  const session = {
    token: initial,
    getAccessToken: () => session.token,
    setAccessToken: (token: string) => {
      session.token = token;
    },
    clearSession: () => {
      session.token = null;
    },
  };
  return session;
}

type Call = { url: string; init: RequestInit | undefined };

/** A fetch that answers from a queue and records what it was asked. */
function scriptedFetch(responses: Response[]) {
  const calls: Call[] = [];
  const fetchFn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const next = responses.shift();
    if (!next) throw new Error(`unexpected request ${String(input)}`);
    return Promise.resolve(next);
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

function authHeader(call: Call | undefined): string | undefined {
  return (call?.init?.headers as Record<string, string> | undefined)?.Authorization;
}

const unauthorized = () =>
  json(401, { error: { code: 'UNAUTHORIZED', message: 'Session expired' } });

describe('createApiClient', () => {
  it('sends the bearer token and returns the JSON body', async () => {
    const session = memorySession('old');
    const { fetchFn, calls } = scriptedFetch([json(200, { ok: 1 })]);
    const api = createApiClient({ session, fetch: fetchFn });

    await expect(api.get('/me', { query: { a: 1, b: undefined } })).resolves.toEqual({ ok: 1 });
    expect(calls[0]?.url).toBe('/api/me?a=1');
    expect(authHeader(calls[0])).toBe('Bearer old');
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    const session = memorySession('old');
    const { fetchFn, calls } = scriptedFetch([
      unauthorized(),
      json(200, { accessToken: 'new' }),
      json(200, { balance: '1' }),
    ]);
    const api = createApiClient({ session, fetch: fetchFn });

    await expect(api.get('/wallet/balance')).resolves.toEqual({ balance: '1' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/wallet/balance',
      '/api/auth/refresh',
      '/api/wallet/balance',
    ]);
    expect(calls[1]?.init?.method).toBe('POST');
    expect(calls[1]?.init?.credentials).toBe('include');
    expect(authHeader(calls[2])).toBe('Bearer new');
    expect(session.token).toBe('new');
  });

  it('does not refresh twice when the retry is also refused', async () => {
    const session = memorySession('old');
    const { fetchFn, calls } = scriptedFetch([
      unauthorized(),
      json(200, { accessToken: 'new' }),
      unauthorized(),
    ]);
    const api = createApiClient({ session, fetch: fetchFn });

    await expect(api.get('/me')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(calls).toHaveLength(3);
  });

  it('clears the session when the refresh fails', async () => {
    const session = memorySession('old');
    const { fetchFn, calls } = scriptedFetch([unauthorized(), unauthorized()]);
    const api = createApiClient({ session, fetch: fetchFn });

    const error = await api.get('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Session expired', status: 401 });
    expect(calls).toHaveLength(2);
    expect(session.token).toBeNull();
  });

  it('shares one refresh between concurrent 401s', async () => {
    const session = memorySession('old');
    const { fetchFn, calls } = scriptedFetch([
      unauthorized(),
      unauthorized(),
      json(200, { accessToken: 'new' }),
      json(200, { n: 1 }),
      json(200, { n: 2 }),
    ]);
    const api = createApiClient({ session, fetch: fetchFn });

    await Promise.all([api.get('/a'), api.get('/b')]);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('does not try to refresh for a visitor', async () => {
    const session = memorySession(null);
    const { fetchFn, calls } = scriptedFetch([unauthorized()]);
    const api = createApiClient({ session, fetch: fetchFn });

    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(authHeader(calls[0])).toBeUndefined();
  });

  it('parses the server error body into ApiError', async () => {
    const session = memorySession(null);
    const { fetchFn } = scriptedFetch([
      json(409, { error: { code: 'INSUFFICIENT_FUNDS', message: 'Not enough balance' } }),
    ]);
    const api = createApiClient({ session, fetch: fetchFn });

    await expect(api.post('/bets', { amount: '1' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Not enough balance',
      status: 409,
    });
  });

  it('keeps the status but not the body of a non-API error page', async () => {
    const session = memorySession(null);
    const { fetchFn } = scriptedFetch([new Response('<html>Bad gateway</html>', { status: 502 })]);
    const api = createApiClient({ session, fetch: fetchFn });

    await expect(api.get('/health')).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
  });

  it('serialises refreshes across tabs so a rotated refresh token is never presented twice', async () => {
    // A server that rotates the refresh cookie and revokes the session when an old one comes back.
    let cookie = 'r1';
    let revoked = false;
    const server = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/auth/refresh')) {
        const presented = cookie;
        await new Promise((r) => setTimeout(r, 5));
        if (presented !== cookie || revoked) {
          revoked = true;
          return json(401, { error: { code: 'UNAUTHORIZED', message: 'reused' } });
        }
        cookie = `r${Number(cookie.slice(1)) + 1}`;
        return json(200, { accessToken: `a-${cookie}` });
      }
      const auth = (init?.headers as Record<string, string>).Authorization;
      return auth?.startsWith('Bearer a-')
        ? json(200, { ok: true })
        : json(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } });
    };
    // One lock shared by both "tabs", as navigator.locks is shared by a browser profile.
    let tail: Promise<unknown> = Promise.resolve();
    const sharedLock = <T>(task: () => Promise<T>): Promise<T> => {
      const run = tail.then(task, task);
      tail = run.catch(() => undefined);
      return run;
    };
    const tabs = [memorySession('stale'), memorySession('stale')].map((session) => ({
      session,
      client: createApiClient({
        session,
        fetch: server as typeof fetch,
        withRefreshLock: sharedLock,
      }),
    }));
    const answers = await Promise.all(tabs.map((tab) => tab.client.get<{ ok: boolean }>('/x')));
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(revoked).toBe(false);
    expect(tabs.map((tab) => tab.session.token)).toEqual(['a-r2', 'a-r3']);
  });
});
