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
