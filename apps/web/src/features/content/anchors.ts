import { Children, isValidElement, type ReactNode } from 'react';

/** A heading's anchor: lower-case words joined by dashes, letters of every script kept. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The plain text of rendered children (a heading with `code` or emphasis in it). */
export function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      if (isValidElement<{ children?: ReactNode }>(child)) return textOf(child.props.children);
      return '';
    })
    .join('');
}

/** Entries whose title or text contains every word of the query (case-insensitive). */
export function matchesQuery(query: string, ...texts: string[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** A short excerpt of `text` around the query's first word, for search results. */
export function snippetAround(text: string, query: string, radius = 70): string {
  const plain = text
    .replace(/[#*`|>_[\]()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const word = query.toLowerCase().split(/\s+/).find(Boolean) ?? '';
  const at = word ? plain.toLowerCase().indexOf(word) : -1;
  if (at < 0) return plain.slice(0, radius * 2) + (plain.length > radius * 2 ? '…' : '');
  const start = Math.max(0, at - radius);
  const end = Math.min(plain.length, at + word.length + radius);
  return `${start > 0 ? '…' : ''}${plain.slice(start, end)}${end < plain.length ? '…' : ''}`;
}
