import { CHAT_MAX_LENGTH, CHAT_MESSAGES } from '@tengu/shared';
import { AppError } from '#app/errors/app-error';

/**
 * What a chat message may contain (spec document 1 section 5). Links are refused in every form a
 * player could paste: a scheme, `www.`, or a bare domain with a common top-level domain; an HTML
 * tag is refused as a link attempt too (messages are text only and rendered as text anyway).
 */
const LINK =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|gg|xyz|ru|cn|co|me|info|biz|app|dev|site|online|top|cc|tk|ly|to|link|click|bet|casino|us|uk|de|pl|ir|fa)\b|<\s*\/?\s*[a-z!])/i;

export function containsLink(text: string): boolean {
  return LINK.test(text);
}

/** `/betid <id>`: the id of the bet to share, or null for an ordinary message. */
export function betIdOf(text: string): string | null {
  const match = /^\/betid\s+(\S+)\s*$/i.exec(text.trim());
  return match?.[1] ?? null;
}

/** Checks a message's text; returns it trimmed. Throws the spec's short text. */
export function checkMessageText(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text.length === 0) throw new AppError('BAD_REQUEST', CHAT_MESSAGES.empty);
  if ([...text].length > CHAT_MAX_LENGTH) throw new AppError('BAD_REQUEST', CHAT_MESSAGES.tooLong);
  if (betIdOf(text) === null && containsLink(text)) {
    throw new AppError('BAD_REQUEST', CHAT_MESSAGES.links);
  }
  return text;
}
