import { lazy, Suspense } from 'react';
import { useTelegramConfig } from '@/features/auth/api/get-telegram-config';
import { loadNamespaces } from '@/lib/i18n';

// Its strings live in the lazy `shell` namespace; both load only when Telegram sign-in is on.
const TelegramSignInButton = lazy(async () => {
  const [module] = await Promise.all([
    import('./telegram-sign-in-button'),
    loadNamespaces('shell'),
  ]);
  return { default: module.TelegramSignInButton };
});

/**
 * "Continue with Telegram" under the Sign-in and Register forms, when the server has a bot
 * (`GET /api/auth/telegram/config`); nothing at all otherwise, nor while the answer is pending.
 */
export function TelegramSignIn() {
  const { data: config } = useTelegramConfig();
  if (!config?.enabled || !config.botId) return null;
  return (
    <Suspense fallback={<div aria-hidden="true" className="mt-5 h-[4.75rem]" />}>
      <TelegramSignInButton botId={config.botId} />
    </Suspense>
  );
}
