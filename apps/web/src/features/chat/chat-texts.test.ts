import { describe, expect, it } from 'vitest';
import { bannerParts, localRefusal, refusalOf, truncateUsername } from './chat-texts';

describe('chat texts', () => {
  it('turns markdown-style and bare http(s) links into link parts, nothing else', () => {
    expect(bannerParts('Read [the rules](https://t.example/r) or https://t.example/faq.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'the rules', href: 'https://t.example/r' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'https://t.example/faq.', href: 'https://t.example/faq.' },
    ]);
    expect(bannerParts('[x](javascript:alert(1)) <b>hi</b>')).toEqual([
      { kind: 'text', text: '[x](javascript:alert(1)) <b>hi</b>' },
    ]);
  });

  it('maps the server texts to the two-line refusals', () => {
    expect(refusalOf('You are not allowed to send messages')).toBe('notAllowed');
    expect(refusalOf('You have been muted')).toBe('muted');
    expect(refusalOf('Speechless?')).toBe('empty');
    expect(refusalOf('boom')).toBe('failed');
    expect(localRefusal('  ')).toBe('empty');
    expect(localRefusal('see https://x.y')).toBe('links');
    expect(localRefusal('/betid 123')).toBeNull();
  });

  it('cuts usernames to 10 characters', () => {
    expect(truncateUsername('abcdefghijk')).toBe('abcdefghij…');
    expect(truncateUsername('short')).toBe('short');
  });
});
