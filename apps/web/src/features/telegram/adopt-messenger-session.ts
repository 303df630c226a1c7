import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { toast as Toast } from 'sonner';

type Outcome = { accessToken: string } | { status: number; message: string | null };

async function postAdopt(refreshToken: string): Promise<Outcome> {
  try {
    const response = await fetch('/api/auth/session/adopt', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    const body = (await response.json().catch(() => null)) as {
      accessToken?: unknown;
      error?: { message?: unknown };
    } | null;
    if (response.ok && typeof body?.accessToken === 'string') {
      return { accessToken: body.accessToken };
    }
    const message = body?.error?.message;
    return { status: response.status, message: typeof message === 'string' ? message : null };
  } catch {
    return { status: 0, message: null };
  }
}

/**
 * The messenger link `?telegram&accessToken&refreshToken` (spec document 1 section 2): the link's
 * refresh token is rotated by the server into our httpOnly cookie (docs/decisions/013), so the
 * player gets a full session, not a 15-minute one. It runs under the refresh lock: a refresh
 * racing it could otherwise spend or clear the new cookie. The raw fetch keeps the API client's
 * 401 → refresh path (which takes the same lock) out of it. The caller hands in the app's
 * i18n, toast and session setter: importing them here would split the first page's shared
 * chunks, costing that page's JavaScript budget more than this whole module.
 */
export async function adoptMessengerSession(options: {
  refreshToken: string | null;
  /** Used only by a link without a refresh token: a session that ends with this token. */
  accessToken: string | null;
  queryClient: QueryClient;
  i18n: I18n;
  toast: typeof Toast;
  setAccessToken: (accessToken: string) => void;
}): Promise<void> {
  const { refreshToken, queryClient, i18n, toast } = options;
  if (!refreshToken) {
    if (options.accessToken) options.setAccessToken(options.accessToken);
    void queryClient.invalidateQueries();
    return;
  }
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The API client's refresh lock (lib/api-client.ts): the two must never overlap.
  const outcome = locks
    ? ((await locks.request('tengu-auth-refresh', () => postAdopt(refreshToken))) as Outcome)
    : await postAdopt(refreshToken);
  if ('accessToken' in outcome) {
    options.setAccessToken(outcome.accessToken);
    void queryClient.invalidateQueries();
    toast.success(i18n.t('auth.toasts.loggedInTitle'), {
      description: i18n.t('auth.toasts.loggedIn'),
    });
    return;
  }
  await i18n.loadNamespaces('shell').catch(() => undefined);
  const description =
    outcome.status === 401
      ? i18n.t('telegram.linkExpired', { ns: 'shell' })
      : (outcome.message ?? i18n.t('telegram.linkFailed', { ns: 'shell' }));
  toast.error(i18n.t('auth.toasts.loginError'), { description, id: 'telegram-link' });
}
