import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Telegram login data older than this is refused (issue 3). */
export const TELEGRAM_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Clocks differ a little; data dated further in the future is forged. */
const FUTURE_SKEW_SECONDS = 60;

export interface TelegramIdentity {
  id: string;
  username: string | null;
}

export type TelegramCheck =
  { ok: true; identity: TelegramIdentity } | { ok: false; reason: 'invalid' | 'expired' };

const dataCheckString = (fields: Map<string, string>) =>
  [...fields.entries()]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');

function sameHex(expected: string, actual: string | undefined): boolean {
  if (!actual || !/^[0-9a-f]{64}$/i.test(actual)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(actual.toLowerCase(), 'hex'));
}

function checkAge(authDate: string | undefined, nowSeconds: number): boolean {
  const date = Number(authDate);
  return (
    Number.isInteger(date) &&
    nowSeconds - date <= TELEGRAM_MAX_AGE_SECONDS &&
    date - nowSeconds <= FUTURE_SKEW_SECONDS
  );
}

/**
 * Login Widget data (https://core.telegram.org/widgets/login#checking-authorization):
 * hash = hex HMAC-SHA-256 of the sorted `key=value` lines of every other field, keyed with
 * SHA-256(bot token).
 */
export function verifyTelegramWidget(
  data: Record<string, string | number | undefined>,
  botToken: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): TelegramCheck {
  const fields = new Map<string, string>();
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined) fields.set(key, String(value));
  }
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
  if (!sameHex(expected, fields.get('hash'))) return { ok: false, reason: 'invalid' };
  if (!checkAge(fields.get('auth_date'), nowSeconds)) return { ok: false, reason: 'expired' };
  const id = fields.get('id');
  if (!id || !/^\d+$/.test(id)) return { ok: false, reason: 'invalid' };
  return { ok: true, identity: { id, username: fields.get('username') ?? null } };
}

/**
 * Mini App initData (https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
 * hash = hex HMAC-SHA-256 of the sorted `key=value` lines (values URL-decoded, every field but
 * hash), keyed with HMAC-SHA-256(key "WebAppData", message bot token).
 */
export function verifyTelegramInitData(
  initData: string,
  botToken: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): TelegramCheck {
  const fields = new Map(new URLSearchParams(initData).entries());
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
  if (!sameHex(expected, fields.get('hash'))) return { ok: false, reason: 'invalid' };
  if (!checkAge(fields.get('auth_date'), nowSeconds)) return { ok: false, reason: 'expired' };
  try {
    const user = JSON.parse(fields.get('user') ?? 'null') as {
      id?: unknown;
      username?: unknown;
    } | null;
    const id = typeof user?.id === 'number' || typeof user?.id === 'string' ? String(user.id) : '';
    if (!/^\d+$/.test(id)) return { ok: false, reason: 'invalid' };
    const username = typeof user?.username === 'string' ? user.username : null;
    return { ok: true, identity: { id, username } };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
