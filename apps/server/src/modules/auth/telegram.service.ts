import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import {
  findUserById,
  findUserByTelegramId,
  updateUser,
  type UserRow,
} from '#app/modules/users/users.repository';
import { normalizeIp } from '#app/modules/geo/geo.service';
import type { AuthDeps, ClientInfo } from './auth.deps';
import { createUser, signIn, type SignedIn } from './auth.service';
import type { TelegramCheck } from './telegram-verify';

/**
 * The bot token, or 404 when Telegram login is not configured: a feature this site does not
 * offer, not a fault of the server (no 5xx, no error log; issue 25 item 1).
 */
export function telegramBotToken(deps: Pick<AuthDeps, 'config'>): string {
  const token = deps.config.TELEGRAM_BOT_TOKEN;
  if (!token) {
    throw new AppError('NOT_FOUND', AUTH_MESSAGES.telegramUnavailable, {
      internal: 'TELEGRAM_BOT_TOKEN is not set',
    });
  }
  return token;
}

/**
 * The bot id of the Login Widget's redirect (`oauth.telegram.org/auth?bot_id=`): the numeric
 * part of the bot token before the colon; null without a token or with a malformed one.
 */
export function telegramBotId(botToken: string | undefined): string | null {
  return /^(\d+):/.exec(botToken ?? '')?.[1] ?? null;
}

/** A placeholder name for a new Telegram player; need_change_username makes them pick one. */
const placeholderUsername = () => `tg_${randomBytes(5).toString('hex')}`;

async function createTelegramUser(deps: AuthDeps, telegramId: string, ip: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await createUser(deps.db, {
        username: placeholderUsername(),
        email: null,
        password_hash: null,
        telegram_id: telegramId,
        need_change_username: true,
        signup_ip: ip,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'USERNAME_TAKEN' || attempt >= 3) {
        throw error;
      }
    }
  }
}

/**
 * Signs in with verified Telegram data: the linked player; or, when the request is signed in,
 * links Telegram to that player; or creates a player (need_change_username). Telegram accounts
 * are not subject to the one-sign-up-per-IP rule: Telegram already ties them to a phone.
 */
export async function telegramLogin(
  options: AuthDeps & { check: TelegramCheck; signedInUserId: string | null; client: ClientInfo },
): Promise<SignedIn> {
  const { check } = options;
  if (!check.ok) {
    throw new AppError(
      'TELEGRAM_AUTH_FAILED',
      check.reason === 'expired' ? AUTH_MESSAGES.telegramExpired : AUTH_MESSAGES.telegramInvalid,
    );
  }
  const telegramId = check.identity.id;
  const linked = await findUserByTelegramId(options.db, telegramId);
  let user: UserRow | undefined = linked;
  if (options.signedInUserId) {
    if (linked && linked.id !== options.signedInUserId) {
      throw new AppError('CONFLICT', AUTH_MESSAGES.telegramLinkedElsewhere);
    }
    const current = await findUserById(options.db, options.signedInUserId);
    if (!current) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
    user = linked ?? (await updateUser(options.db, current.id, { telegram_id: telegramId }));
  }
  user ??= await createTelegramUser(options, telegramId, normalizeIp(options.client.ip));
  return signIn({ ...options, user });
}
