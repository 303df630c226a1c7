import en from './en/common.json';
import enGames from './en/games.json';
import enWallet from './en/wallet.json';

/**
 * The first page's strings: English only, the fallback language and the default. The same
 * namespaces of the other five languages are chunks of their own (lazy-backend.ts), fetched
 * before the first render when the visitor's language is not English (main.tsx awaits
 * `i18nReady`), so no one sees English flash by, and nobody downloads six languages to read one.
 * Namespaces: `common` (shell, accounts), `wallet` (balances, vault, tips, history),
 * `games` (game pages, fairness, bets), so features own their strings.
 */
export const NAMESPACES = ['common', 'wallet', 'games'] as const;

export const resources = {
  en: { common: en, wallet: enWallet, games: enGames },
};
