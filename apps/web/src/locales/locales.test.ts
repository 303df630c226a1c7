import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tengu/shared';

/** Every `<lang>/<namespace>.json`, bundled or lazily loaded (lazy-backend.ts). */
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const NAMESPACES = [
  ...new Set(Object.keys(files).map((path) => path.split('/')[2]?.replace('.json', '') ?? '')),
];

function fileOf(language: string, namespace: string): Tree {
  const file = files[`./${language}/${namespace}.json`];
  if (!file) throw new Error(`missing locale file ${language}/${namespace}.json`);
  return file;
}

type Tree = { [key: string]: string | Tree };

/**
 * Strings that may read the same as in English: the brand, game and prize names, and terms the
 * other languages borrow as they are (Nonce, Memo, Rakeback, VIP, Status, Start, Auto ...).
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Tengu',
  'VIP',
  'Blog',
  'Casino',
  'Original',
  'Originals',
  'Book of Degen',
  'Blackjack',
  'Blackjack!',
  'Keno',
  'Crash',
  'Limbo',
  'Plinko',
  'Mines',
  'Dojo Dash',
  'Katana',
  'Nonce',
  'Nonces {{min}}–{{max}}',
  'SHA-256: {{hash}}',
  'Memo',
  // Return to player: the industry's own abbreviation everywhere; Demo is the word in pl and ca.
  'RTP',
  'Demo',
  'Tag / memo',
  'Status',
  'Start',
  'Auto',
  'Manual',
  'Rakeback',
  // The console's money and content sections: the industry's GGR/NGR, a URL slug; System and
  // Adapter are the Polish words too, Text the Catalan one.
  'GGR',
  'NGR',
  'Slug',
  'System',
  'Adapter',
  'Text',
  'Text (markdown)',
  // The operator console (issue 22): the network term, the currency code, and Catalan's "No".
  'IP',
  'USD',
  'No',
  // The sportsbook (issue 21): Catalan writes the sport as English does.
  'Tennis',
]);

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe.each(NAMESPACES)('locale files, namespace %s', (namespace) => {
  const english = leaves(fileOf('en', namespace));

  it.each(LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
    const strings = leaves(fileOf(language, namespace));
    expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
    for (const value of strings.values()) expect(value.trim()).not.toBe('');
  });

  // Issue 14 item 8: a short label left in English ('Daily Dollars' in Persian) is as visible as
  // a sentence; only names, codes and terms every one of these languages uses may match.
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s leaves no label in English but names and international terms',
    (language) => {
      const strings = leaves(fileOf(language, namespace));
      const copied = [...english].filter(
        ([key, value]) =>
          strings.get(key) === value &&
          /\p{L}{2}/u.test(value.replace(/{{\w+}}/g, '')) &&
          !SAME_IN_EVERY_LANGUAGE.has(value),
      );
      expect(copied.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
    },
  );

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s is translated, not an English copy',
    (language) => {
      const strings = leaves(fileOf(language, namespace));
      const sentences = [...english].filter(([, value]) => value.split(' ').length >= 4);
      const copied = sentences.filter(([key, value]) => strings.get(key) === value);
      expect(copied.map(([key]) => key)).toEqual([]);
    },
  );
});
