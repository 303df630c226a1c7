import { CHAT_MESSAGES } from '@tengu/shared';

/**
 * The two-line toast of a refused message (spec document 1 section 5): the server answers the
 * short text, the chat shows a title and a line. Keys of the `chat` namespace.
 */
export type RefusalKey =
  | 'empty'
  | 'links'
  | 'notAllowed'
  | 'muted'
  | 'tooLong'
  | 'tooFast'
  | 'notYourBet'
  | 'betNotFound'
  | 'failed';

export function refusalOf(serverMessage: string | undefined): RefusalKey {
  switch (serverMessage) {
    case CHAT_MESSAGES.empty:
      return 'empty';
    case CHAT_MESSAGES.links:
      return 'links';
    case CHAT_MESSAGES.notAllowed:
      return 'notAllowed';
    case CHAT_MESSAGES.muted:
      return 'muted';
    case CHAT_MESSAGES.tooLong:
      return 'tooLong';
    case CHAT_MESSAGES.tooFast:
      return 'tooFast';
    case CHAT_MESSAGES.notYourBet:
      return 'notYourBet';
    case CHAT_MESSAGES.betNotFound:
      return 'betNotFound';
    default:
      return 'failed';
  }
}

/** What the input refuses before asking the server (the same rules, the same texts). */
export function localRefusal(text: string): RefusalKey | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'empty';
  if ([...trimmed].length > 200) return 'tooLong';
  if (!/^\/betid\s/i.test(trimmed) && /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)/i.test(trimmed))
    return 'links';
  return null;
}

export type BannerPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * A banner's description as text and links: markdown-style `[text](url)` and bare `http(s)://`
 * links. Only http(s) URLs become links; everything is rendered as text nodes, never HTML.
 */
export function bannerParts(description: string): BannerPart[] {
  const parts: BannerPart[] = [];
  const pattern = /\[([^\]]{1,200})\]\((https?:\/\/[^\s)]+)\)|(https?:\/\/[^\s<>()]+)/g;
  let last = 0;
  for (const match of description.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: description.slice(last, index) });
    if (match[1] && match[2]) parts.push({ kind: 'link', text: match[1], href: match[2] });
    else if (match[3]) parts.push({ kind: 'link', text: match[3], href: match[3] });
    last = index + match[0].length;
  }
  if (last < description.length) parts.push({ kind: 'text', text: description.slice(last) });
  return parts;
}

/** Usernames are cut to 10 characters on desktop (spec document 1 section 2). */
export function truncateUsername(name: string, max = 10): string {
  return [...name].length > max ? `${[...name].slice(0, max).join('')}…` : name;
}
