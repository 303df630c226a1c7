export * from './errors';
export * from './languages';
export * from './api/health';
export * from './realtime/namespaces';
export * from './realtime/events';
export * from './api/auth';
export * from './api/users';
export * from './api/sessions';
export * from './api/geo';
export * from './money';
export * from './safe-string';
export * from './api/wallet';
export * from './vip/levels';
export * from './games/plinko-tables';
export * from './games/keno-tables';
export * from './games/roulette-bets';
export * from './games/case-tables';
export * from './games/coinflip';
export * from './games/towers';
export * from './games/dojo-dash';
export * from './api/bets';
export * from './api/fairness';
export * from './api/games';
export * from './api/keno';
export * from './api/roulette';
export * from './api/cases';
export * from './api/coinflip';
export * from './api/towers';
export * from './api/dojo-dash';
export * from './games/blackjack-rules';
export * from './api/blackjack';
export * from './api/notifications';
export * from './api/crash';
export * from './payments/assets';
export * from './api/payments';
export * from './api/site';
export * from './api/rewards';
export * from './api/lootbox';
// Quests and Gold (issue 17 item 1).
export * from './api/quests';
// Challenges (issue 17 item 5).
export * from './api/challenges';
export * from './api/challenges.schema';
// Locked balances and the sign-up wheel (issue 17 items 3 and 4).
export * from './api/locked-balances';
export * from './api/signup-wheel';
// Raffle (issue 17 items 6-7).
export * from './api/raffle';
// Chat (issue 18).
export * from './api/chat';
// Affiliate programme (issue 18 item 5).
export * from './api/affiliate';
// Affiliate races (issue 18 item 6).
export * from './api/races';
// Provider games: the seamless wallet and game launch (issue 20 item 1).
export * from './api/provider-wallet';
// Provider games' catalogue, search and favourites (issue 20).
export * from './api/provider-games';
// Free spins at providers: tips and lootbox prizes (issue 20, ADR 033).
export * from './api/free-spins';
// Operator console (issue 22, ADR 037).
export * from './api/console';
export * from './api/console-ops';
// The provider catalogue in the console (issue 22, ADR 048).
export * from './api/console-catalogue';
// Content over GraphQL: FAQ, documentation, blog (issue 23, ADR 036).
export * from './api/content';
export * from './api/sportsbook';
// Live support: the player's widget and the console's support view (issue 23 item 3, ADR 041).
export * from './api/live-support';
// Banners, chat moderation and content in the operator console (issues 22, 23; ADR 040).
export * from './api/console-content';
// Sportsbook trading in the operator console (issue 22, ADR 047).
export * from './api/console-trading';
// Odds display formats, shared by the web and the sportsbook domain (issue 21, ADR 043).
export * from './sportsbook/odds-format';
// Per-original game settings and the console's Games section (issue 22, ADR 044).
export * from './api/game-settings';
export * from './api/console-games';
// The console's Rewards section: rates, gifts, lootbox codes (issue 22, ADR 045).
export * from './api/console-rewards';
// Promotions in the operator console: quests, challenges, the raffle (issue 22, ADR 046).
export * from './api/console-promotions';
// Responsible gambling: limits, reality checks, cool-off and self-exclusion (issue 25, ADR 050).
export * from './api/responsible-gambling';
