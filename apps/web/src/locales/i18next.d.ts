import 'i18next';
import type en from './en/common.json';
import type enGames from './en/games.json';
import type enWallet from './en/wallet.json';
import type enDocs from './en/docs.json';
import type enKeno from './en/keno.json';
import type enRoulette from './en/roulette.json';
import type enCases from './en/cases.json';
import type enShell from './en/shell.json';
import type enBlackjack from './en/blackjack.json';
import type enCoinflip from './en/coinflip.json';
import type enTowers from './en/towers.json';
import type enDojoDash from './en/dojo-dash.json';
import type enCrash from './en/crash.json';
import type enPayments from './en/payments.json';
import type enPrivacy from './en/privacy.json';
// Responsible gambling (issue 25 item 5, ADR 050).
import type enResponsibleGambling from './en/responsible-gambling.json';
import type enLegal from './en/legal.json';
import type enOriginalsDocs from './en/originals-docs.json';
import type enRewards from './en/rewards.json';
import type enRewardPages from './en/reward-pages.json';
import type enLootbox from './en/lootbox.json';
import type enQuests from './en/quests.json';
// Challenges (issue 17 item 5).
import type enChallenges from './en/challenges.json';
import type enLocked from './en/locked.json';
import type enWheel from './en/wheel.json';
import type enRaffle from './en/raffle.json';
// Chat (issue 18).
import type enChat from './en/chat.json';
// Affiliate programme (issue 18 item 5).
import type enAffiliate from './en/affiliate.json';
// Affiliate races (issue 18 item 6).
import type enRaces from './en/races.json';
// Provider games: lists, favourites, game pages (issue 20).
import type enProviderGames from './en/provider-games.json';
// Game search over the catalogue and multiplay (issue 20).
import type enMultiplay from './en/multiplay.json';
// Free spins: Tip Freespins and lootbox prizes (issue 20, ADR 033).
import type enFreeSpins from './en/free-spins.json';
// Operator console (issue 22, ADR 037): its own bundle, its own namespace.
import type enAdmin from './en/admin.json';
// Content: support, docs guides, blog, affiliate FAQ (issue 23).
import type enContent from './en/content.json';
// The sportsbook (issue 21, ADR 043).
import type enSportsbook from './en/sportsbook.json';

// Translation keys are checked at compile time against the English files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof en;
      wallet: typeof enWallet;
      games: typeof enGames;
      docs: typeof enDocs;
      keno: typeof enKeno;
      roulette: typeof enRoulette;
      cases: typeof enCases;
      shell: typeof enShell;
      blackjack: typeof enBlackjack;
      coinflip: typeof enCoinflip;
      towers: typeof enTowers;
      'dojo-dash': typeof enDojoDash;
      crash: typeof enCrash;
      payments: typeof enPayments;
      privacy: typeof enPrivacy;
      'responsible-gambling': typeof enResponsibleGambling;
      legal: typeof enLegal;
      'originals-docs': typeof enOriginalsDocs;
      rewards: typeof enRewards;
      'reward-pages': typeof enRewardPages;
      lootbox: typeof enLootbox;
      quests: typeof enQuests;
      challenges: typeof enChallenges;
      locked: typeof enLocked;
      wheel: typeof enWheel;
      raffle: typeof enRaffle;
      chat: typeof enChat;
      affiliate: typeof enAffiliate;
      races: typeof enRaces;
      'provider-games': typeof enProviderGames;
      multiplay: typeof enMultiplay;
      'free-spins': typeof enFreeSpins;
      admin: typeof enAdmin;
      content: typeof enContent;
      sportsbook: typeof enSportsbook;
    };
  }
}
