import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Namespaces that only some pages need (a game's rules, the crash round, the deposit modal)
 * are not bundled into the first page: each `<lang>/<namespace>.json` beside the three bundled
 * English namespaces becomes its own small chunk, fetched when a page asks for it
 * (`loadNamespaces` in `lib/i18n.ts`, usually in a route's `lazy`), or — for the core
 * namespaces of the other languages — before the first render and on a language change.
 * docs/decisions/010-lazy-locale-namespaces.md.
 */
const files = import.meta.glob<Record<string, unknown>>(
  ['./*/*.json', '!./en/common.json', '!./en/wallet.json', '!./en/games.json'],
  { import: 'default' },
);

export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`./${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file ${language}/${namespace}.json`), false);
      return;
    }
    load().then(
      (strings) => callback(null, strings as never),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
