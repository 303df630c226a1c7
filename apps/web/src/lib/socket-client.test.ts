import type { Manager } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeClient, refreshDelayMs, type ManagerFactory } from './socket-client';

describe('RealtimeClient', () => {
  it('opens no connection at all while logged out', () => {
    const createManager = vi.fn<ManagerFactory>();
    const client = new RealtimeClient({ url: '', getAccessToken: () => null, createManager });

    expect(client.start()).toBe(false);
    expect(client.isActive).toBe(false);
    expect(client.socket('/user')).toBeNull();
    expect(createManager).not.toHaveBeenCalled();
  });

  it('configures Socket.IO without its own reconnection and with a 10 s timeout', () => {
    const createManager = vi.fn<ManagerFactory>(() => {
      throw new Error('stop here');
    });
    const client = new RealtimeClient({ url: '', getAccessToken: () => 'token', createManager });

    expect(() => client.start()).toThrow('stop here');
    expect(createManager).toHaveBeenCalledWith('', {
      autoConnect: false,
      reconnection: false,
      timeout: 10_000,
    });
  });
});

describe('RealtimeClient.rejoin', () => {
  it('re-authenticates the connected sockets with the current token', () => {
    const emits: [string, unknown][] = [];
    const fakeSocket = () => ({
      connected: true,
      on: vi.fn(),
      connect: vi.fn(),
      disconnect: vi.fn(),
      emit: (event: string, payload: unknown) => emits.push([event, payload]),
    });
    const manager = { on: vi.fn(), open: vi.fn(), socket: vi.fn(fakeSocket) };
    let token = 'first';
    const client = new RealtimeClient({
      url: '',
      getAccessToken: () => token,
      createManager: () => manager as unknown as Manager,
      schedule: () => () => undefined,
    });
    client.start();
    token = 'second';
    client.rejoin();
    expect(emits).toEqual([
      ['user:join', { accessToken: 'second' }],
      ['deposit:join', { accessToken: 'second' }],
      ['provider:join', { accessToken: 'second' }],
    ]);
  });
});

describe('RealtimeClient against an unreachable server', () => {
  it('schedules its own backoff and stops for good on a deliberate disconnect', async () => {
    const delays: number[] = [];
    let retry: (() => void) | null = null;
    const client = new RealtimeClient({
      // Port 9 (discard) refuses connections on a test machine, so every open fails fast.
      url: 'http://127.0.0.1:9',
      getAccessToken: () => 'token',
      random: () => 0,
      schedule: (run, delayMs) => {
        delays.push(delayMs);
        retry = run;
        return () => {
          retry = null;
        };
      },
    });

    expect(client.start()).toBe(true);
    await vi.waitFor(() => expect(delays).toEqual([2000]));
    const firstRetry = retry as (() => void) | null;
    firstRetry?.();
    await vi.waitFor(() => expect(delays).toEqual([2000, 4000]));

    client.stop();
    expect(retry).toBeNull();
    expect(client.isActive).toBe(false);
  });
});

describe('RealtimeClient token expiry (issue 15.2)', () => {
  it('refreshes the access token two minutes before the joined one expires', async () => {
    const scheduled: Array<{ run: () => void; delayMs: number }> = [];
    const handlers = new Map<string, (...args: unknown[]) => void>();
    const fakeSocket = () => ({
      connected: true,
      on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler),
      connect: vi.fn(),
      disconnect: vi.fn(),
      emit: (event: string, _payload: unknown, ack: (result: unknown) => void) => {
        if (event === 'user:join') ack({ ok: true, userId: 'u1', expiresInMs: 15 * 60_000 });
      },
    });
    const manager = { on: vi.fn(), open: vi.fn(), socket: vi.fn(fakeSocket) };
    const refreshAccessToken = vi.fn(async () => 'fresh');
    const client = new RealtimeClient({
      url: '',
      getAccessToken: () => 'token',
      refreshAccessToken,
      createManager: () => manager as unknown as Manager,
      schedule: (run, delayMs) => {
        scheduled.push({ run, delayMs });
        return () => undefined;
      },
    });
    client.start();
    client.rejoin();
    const refresh = scheduled.find((s) => s.delayMs === 13 * 60_000);
    expect(refresh).toBeDefined();
    expect(refreshAccessToken).not.toHaveBeenCalled();
    refresh?.run();
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes early for a token that has little time left', () => {
    expect(refreshDelayMs(15 * 60_000)).toBe(13 * 60_000);
    expect(refreshDelayMs(60_000)).toBe(30_000);
  });
});
