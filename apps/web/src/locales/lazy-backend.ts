import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Namespaces that only some pages need (a game's rules, the crash round, the deposit modal)
 * are not bundled into the first page: each `<lang>/<namespace>.json` beside the three bundled
 * namespaces becomes its own small chunk, fetched when a page asks for it (`loadNamespaces` in
 * `lib/i18n.ts`, usually in a route's `lazy`). docs/decisions/010-lazy-locale-namespaces.md.
 */
const files = import.meta.glob<Record<string, unknown>>(
  ['./*/*.json', '!./*/common.json', '!./*/wallet.json', '!./*/games.json'],
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
