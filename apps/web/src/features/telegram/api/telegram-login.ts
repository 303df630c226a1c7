import type { AuthSuccess, TelegramWidgetRequest } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/auth/telegram/mini-app: signs in with the Mini App's initData. */
export function telegramMiniAppLogin(initData: string): Promise<AuthSuccess> {
  return api.post<AuthSuccess>('/auth/telegram/mini-app', { initData });
}

/** POST /api/auth/telegram/widget: signs in with the Login Widget's signed fields. */
export function telegramWidgetLogin(data: TelegramWidgetRequest): Promise<AuthSuccess> {
  return api.post<AuthSuccess>('/auth/telegram/widget', data);
}
