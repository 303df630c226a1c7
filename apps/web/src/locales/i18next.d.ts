import 'i18next';
import type en from './en/common.json';
import type enGames from './en/games.json';
import type enWallet from './en/wallet.json';
import type enPrivacy from './en/privacy.json';

// Translation keys are checked at compile time against the English files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof en;
      wallet: typeof enWallet;
      games: typeof enGames;
      privacy: typeof enPrivacy;
    };
  }
}
