import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { toast as Toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptMessengerSession } from './adopt-messenger-session';

function harness(answer: { status: number; body: unknown }) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  const setAccessToken = vi.fn();
  const invalidateQueries = vi.fn(() => Promise.resolve());
  const success = vi.fn();
  const error = vi.fn();
  const i18n = {
    t: (key: string) => key,
    loadNamespaces: vi.fn(() => Promise.resolve()),
  } as unknown as I18n;
  const run = (refreshToken: string | null, accessToken: string | null = 'link-access') =>
    adoptMessengerSession({
      refreshToken,
      accessToken,
      queryClient: { invalidateQueries } as unknown as QueryClient,
      i18n,
      toast: { success, error } as unknown as typeof Toast,
      setAccessToken,
    });
  return { fetchMock, setAccessToken, invalidateQueries, success, error, run };
}

afterEach(() => vi.unstubAllGlobals());

describe('adopting the messenger link session', () => {
  it('posts the refresh token and keeps the access token the server answers', async () => {
    const h = harness({ status: 200, body: { accessToken: 'fresh' } });
    await h.run('link-refresh');
    expect(h.fetchMock).toHaveBeenCalledWith(
      '/api/auth/session/adopt',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify({ refreshToken: 'link-refresh' }),
      }),
    );
    expect(h.setAccessToken).toHaveBeenCalledWith('fresh');
    expect(h.invalidateQueries).toHaveBeenCalled();
    expect(h.success).toHaveBeenCalled();
    expect(h.error).not.toHaveBeenCalled();
  });

  it('a refused link: the expired-link message, nobody signed in', async () => {
    const h = harness({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'server text' } },
    });
    await h.run('spent');
    expect(h.setAccessToken).not.toHaveBeenCalled();
    expect(h.error).toHaveBeenCalledWith('auth.toasts.loginError', {
      description: 'telegram.linkExpired',
      id: 'telegram-link',
    });
  });

  it('other failures show the server message, or a generic one', async () => {
    const limited = harness({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } },
    });
    await limited.run('x');
    expect(limited.error.mock.calls[0]?.[1]).toMatchObject({ description: 'Too many attempts.' });
    const broken = harness({ status: 502, body: 'Bad gateway' });
    await broken.run('x');
    expect(broken.error.mock.calls[0]?.[1]).toMatchObject({ description: 'telegram.linkFailed' });
  });

  it('a link with an access token only keeps that token, without asking the server', async () => {
    const h = harness({ status: 200, body: {} });
    await h.run(null, 'only-access');
    expect(h.fetchMock).not.toHaveBeenCalled();
    expect(h.setAccessToken).toHaveBeenCalledWith('only-access');
  });
});
