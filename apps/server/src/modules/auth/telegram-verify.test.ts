import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyTelegramInitData, verifyTelegramWidget } from './telegram-verify';

const BOT = '42:unit-test-token';
const NOW = 1_800_000_000;

function signWidget(fields: Record<string, string | number>) {
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const key = createHash('sha256').update(BOT).digest();
  return { ...fields, hash: createHmac('sha256', key).update(check).digest('hex') };
}

describe('Telegram verification', () => {
  it('accepts widget data signed with the bot token, within 24 hours', () => {
    const data = signWidget({ id: 5, username: 'neo', auth_date: NOW - 3600 });
    expect(verifyTelegramWidget(data, BOT, NOW)).toEqual({
      ok: true,
      identity: { id: '5', username: 'neo' },
    });
    expect(verifyTelegramWidget(data, BOT, NOW + 24 * 3600)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyTelegramWidget({ ...data, username: 'trinity' }, BOT, NOW).ok).toBe(false);
    expect(verifyTelegramWidget({ ...data, hash: 'zz' }, BOT, NOW).ok).toBe(false);
  });

  it('checks initData with the WebAppData key, every field but hash included', () => {
    const fields = {
      auth_date: String(NOW),
      user: JSON.stringify({ id: 9, username: 'mini' }),
      signature: 'abc',
    };
    const check = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k as keyof typeof fields]}`)
      .join('\n');
    const key = createHmac('sha256', 'WebAppData').update(BOT).digest();
    const hash = createHmac('sha256', key).update(check).digest('hex');
    const initData = new URLSearchParams({ ...fields, hash }).toString();
    expect(verifyTelegramInitData(initData, BOT, NOW)).toEqual({
      ok: true,
      identity: { id: '9', username: 'mini' },
    });
    expect(verifyTelegramInitData(initData, 'other', NOW).ok).toBe(false);
    expect(verifyTelegramInitData(initData, BOT, NOW - 120)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
