/**
 * The messenger's Mini App bridge (`window.Telegram.WebApp`), as far as the shell uses it.
 * The bridge script is the host's: the app never loads it itself, it only uses the object when
 * the messenger provides one, and otherwise reads the launch parameters from the URL hash.
 */
export interface TelegramBottomButton {
  show: () => void;
  hide: () => void;
  onClick: (callback: () => void) => void;
  offClick: (callback: () => void) => void;
}

export interface TelegramWebApp {
  initData: string;
  ready?: () => void;
  expand?: () => void;
  requestFullscreen?: () => void;
  setBackgroundColor?: (color: string) => void;
  setHeaderColor?: (color: string) => void;
  SettingsButton?: TelegramBottomButton;
}

declare global {
  interface Window {
    Telegram?: { WebApp?: TelegramWebApp };
  }
}

/** Spec document 1 section 1: the mini app's background is dark blue. */
export const MINI_APP_BACKGROUND = '#0b1a33';

const SESSION_KEY = 'tengu_mini_app';

export function telegramWebApp(): TelegramWebApp | null {
  const webApp = typeof window === 'undefined' ? undefined : window.Telegram?.WebApp;
  // The bridge object exists in ordinary browsers too when its script is present; only a
  // launch from the messenger carries initData.
  return webApp && webApp.initData ? webApp : null;
}

/** `tgWebAppData` from a location hash (`#tgWebAppData=...&tgWebAppVersion=...`), or null. */
export function initDataFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const data = params.get('tgWebAppData');
  return data ? data : null;
}

/** The Login Widget's redirect answer `#tgAuthResult=<base64url JSON>`, decoded; null if absent. */
export function widgetAuthFromHash(hash: string): Record<string, unknown> | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const encoded = params.get('tgAuthResult');
  if (!encoded) return null;
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The hash without the messenger's parameters (they hold signed login data). */
export function hashWithoutTelegram(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const isTelegram = (key: string) => key === 'tgAuthResult' || key.startsWith('tgWebApp');
  // A page's own anchor (`#faq-fees`, issue 23) is no parameter list: leave it as it is.
  if (![...params.keys()].some(isTelegram)) return hash;
  for (const key of [...params.keys()]) {
    if (isTelegram(key)) params.delete(key);
  }
  const rest = params.toString();
  return rest ? `#${rest}` : '';
}

/** Whether this tab was launched as a mini app; remembered for the tab once the hash is gone. */
export function detectMiniApp(hash: string): boolean {
  const isLaunch = telegramWebApp() !== null || initDataFromHash(hash) !== null;
  try {
    if (isLaunch) sessionStorage.setItem(SESSION_KEY, '1');
    return isLaunch || sessionStorage.getItem(SESSION_KEY) === '1';
  } catch {
    return isLaunch;
  }
}
