import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { TelegramWidgetRequest } from '@tengu/shared';
import { useAuthStore } from '@/features/auth/store';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { ApiError } from '@/lib/api-client';
import { telegramMiniAppLogin, telegramWidgetLogin } from '../api/telegram-login';
import { useMiniAppStore } from '../mini-app-store';
import {
  detectMiniApp,
  hashWithoutTelegram,
  initDataFromHash,
  MINI_APP_BACKGROUND,
  telegramWebApp,
  widgetAuthFromHash,
} from '../telegram-web-app';

/**
 * The messenger entry points (spec document 1 sections 1 and 2): inside the mini app the page
 * goes fullscreen on a dark blue background with a settings button to /settings, and the player
 * is signed in with the launch data (`window.Telegram.WebApp.initData` or the `tgWebAppData`
 * hash); the Login Widget's redirect (`#tgAuthResult`) signs in through the widget endpoint.
 * The messenger's hash parameters are then removed from the address bar.
 */
export function useTelegramLaunch(settingsPath: string): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const setMiniApp = useMiniAppStore((s) => s.setMiniApp);
  const isMiniApp = useMiniAppStore((s) => s.isMiniApp);
  const handledHash = useRef<string | null>(null);

  // Detect once per load; the launch hash is removed below, sessionStorage remembers the mode.
  useEffect(() => {
    setMiniApp(detectMiniApp(window.location.hash));
  }, [setMiniApp]);

  useEffect(() => {
    const root = document.documentElement;
    if (!isMiniApp) return;
    root.dataset.miniApp = 'true';
    const webApp = telegramWebApp();
    webApp?.ready?.();
    webApp?.expand?.();
    webApp?.requestFullscreen?.();
    webApp?.setBackgroundColor?.(MINI_APP_BACKGROUND);
    webApp?.setHeaderColor?.(MINI_APP_BACKGROUND);
    const openSettings = () => void navigate(settingsPath);
    webApp?.SettingsButton?.onClick(openSettings);
    webApp?.SettingsButton?.show();
    return () => {
      delete root.dataset.miniApp;
      webApp?.SettingsButton?.offClick(openSettings);
      webApp?.SettingsButton?.hide();
    };
  }, [isMiniApp, navigate, settingsPath]);

  useEffect(() => {
    const { hash } = location;
    const launchData = initDataFromHash(hash);
    const widget = widgetAuthFromHash(hash);
    const hasTelegramHash = hashWithoutTelegram(hash) !== hash;
    const isFirstLoad = handledHash.current === null;
    if (!hasTelegramHash && !isFirstLoad) return;
    if (handledHash.current === hash) return;
    handledHash.current = hash;

    const signIn = (attempt: Promise<Parameters<typeof completeSignIn>[0]>) =>
      attempt.then(
        (result) => completeSignIn(result, 'loggedIn'),
        (error: unknown) =>
          toast.error(t('auth.toasts.loginError'), {
            description: error instanceof ApiError ? error.message : undefined,
          }),
      );

    const isLoggedIn = useAuthStore.getState().accessToken !== null;
    const initData = launchData ?? (isFirstLoad ? telegramWebApp()?.initData : null);
    if (widget) void signIn(telegramWidgetLogin(widget as unknown as TelegramWidgetRequest));
    else if (initData && !isLoggedIn) void signIn(telegramMiniAppLogin(initData));

    if (hasTelegramHash) {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: hashWithoutTelegram(hash) },
        { replace: true },
      );
    }
  }, [location, navigate, completeSignIn, t]);
}
