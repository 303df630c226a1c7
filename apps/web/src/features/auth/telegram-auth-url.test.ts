import { describe, expect, it } from 'vitest';
import { telegramAuthUrl } from './telegram-auth-url';

describe('Telegram sign-in redirect', () => {
  it('names the bot, our origin and the page to come back to, without its hash', () => {
    const url = new URL(telegramAuthUrl('123456', 'https://tengu.example/pl/vip?tab=2#old'));
    expect(`${url.origin}${url.pathname}`).toBe('https://oauth.telegram.org/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bot_id: '123456',
      origin: 'https://tengu.example',
      return_to: 'https://tengu.example/pl/vip?tab=2',
      request_access: 'write',
    });
  });
});
