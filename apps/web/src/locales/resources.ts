import type { Language } from '@tengu/shared';
import ca from './ca/common.json';
import caGames from './ca/games.json';
import caWallet from './ca/wallet.json';
import en from './en/common.json';
import enGames from './en/games.json';
import enWallet from './en/wallet.json';
import fa from './fa/common.json';
import faGames from './fa/games.json';
import faWallet from './fa/wallet.json';
import pl from './pl/common.json';
import plGames from './pl/games.json';
import plWallet from './pl/wallet.json';
import ru from './ru/common.json';
import ruGames from './ru/games.json';
import ruWallet from './ru/wallet.json';
import zh from './zh/common.json';
import zhGames from './zh/games.json';
import zhWallet from './zh/wallet.json';

/**
 * All six languages are bundled: together they weigh a few kilobytes gzipped, less than a
 * round trip to fetch one lazily, and the first render never shows untranslated keys.
 * Namespaces: `common` (shell, accounts), `wallet` (balances, vault, tips, history),
 * `games` (game pages, fairness, bets), so features own their strings.
 */
export const NAMESPACES = ['common', 'wallet', 'games'] as const;

export const resources = {
  en: { common: en, wallet: enWallet, games: enGames },
  fa: { common: fa, wallet: faWallet, games: faGames },
  pl: { common: pl, wallet: plWallet, games: plGames },
  ru: { common: ru, wallet: ruWallet, games: ruGames },
  zh: { common: zh, wallet: zhWallet, games: zhGames },
  ca: { common: ca, wallet: caWallet, games: caGames },
} satisfies Record<Language, { common: typeof en; wallet: typeof enWallet; games: typeof enGames }>;
