import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tengu/shared';
import { NAMESPACES, resources } from './resources';

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
  const english = leaves(resources.en[namespace] as Tree);

  it.each(LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
    const strings = leaves(resources[language][namespace] as Tree);
    expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
    for (const value of strings.values()) expect(value.trim()).not.toBe('');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s is translated, not an English copy',
    (language) => {
      const strings = leaves(resources[language][namespace] as Tree);
      const sentences = [...english].filter(([, value]) => value.split(' ').length >= 4);
      const copied = sentences.filter(([key, value]) => strings.get(key) === value);
      expect(copied.map(([key]) => key)).toEqual([]);
    },
  );
});
