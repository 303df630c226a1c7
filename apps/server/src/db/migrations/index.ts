import type { Migration } from 'kysely';
import * as m20261122100000 from './20261122100000_games';
import * as m20261122110000 from './20261122110000_accounts';
import * as m20261122130000 from './20261122130000_ledger';
import * as m20261122140000 from './20261122140000_wallet';
import * as m20261122150000 from './20261122150000_bets';
import * as m20261122160000 from './20261122160000_notifications';
import * as m20261122170000 from './20261122170000_locked_balances';
import * as m20261123100000 from './20261123100000_crash';
import * as m20261123110000 from './20261123110000_payments';
import * as m20261123113000 from './20261123113000_chain_simulator';
import * as m20261123130000 from './20261123130000_user_privacy';
import * as m20261125120000 from './20261125120000_refresh_grace';
import * as m20261125150000 from './20261125150000_rewards';
import * as m20261126090000 from './20261126090000_outbox';
import * as m20261126100000 from './20261126100000_lootbox';
import * as m20261126110000 from './20261126110000_promotions_locked';
import * as m20261126120000 from './20261126120000_raffle';
import * as m20261126130000 from './20261126130000_quests';
import * as m20261126140000 from './20261126140000_challenges';
// Chat (issue 18).
import * as m20261126150000 from './20261126150000_chat';
// Affiliate programme (issue 18 item 5).
import * as m20261126160000 from './20261126160000_affiliate';
import * as m20261126170000 from './20261126170000_races';
import * as m20261127080000 from './20261127080000_referral_commissions';
// Provider games' seamless wallet (issue 20 item 1).
import * as m20261127120000 from './20261127120000_provider_wallet';
// Unattributed deposits of tag networks: TON memo, XRP destination tag (issue 19).
import * as m20261127110000 from './20261127110000_ton_unattributed';
// Provider games' catalogue and favourites (issue 20).
import * as m20261127130000 from './20261127130000_provider_catalogue';
import * as m20261128090000 from './20261128090000_provider_round_bets';
// Free spins at providers: tips and lootbox prizes (issue 20, ADR 033).
import * as m20261128100000 from './20261128100000_free_spin_tips';
// Operator console access: staff roles, account status, notes (issue 22, ADR 037).
import * as m20261128120000 from './20261128120000_staff_roles';
// Content over GraphQL: FAQ, documentation, blog (issue 23).
import * as m20261128110000 from './20261128110000_content';
import * as m20261129090000 from './20261129090000_sportsbook_events';
// Live support (issue 23 item 3, ADR 041).
import * as m20261129120000 from './20261129120000_live_support';
// Banners per language on the home page and in chat (issues 22, 23; ADR 040).
import * as m20261129110000 from './20261129110000_banners';
// Sports bets, legs, slips, payouts and cash-outs (issue 21, ADR 038).
import * as m20261129091000 from './20261129091000_sportsbook_bets';
// Operator console, money and operations: indexes (issue 22, ADR 039).
import * as m20261129100000 from './20261129100000_console_ops';
// The console's gifts to a player or an audience (issue 22, ADR 045).
import * as m20261130091000 from './20261130091000_console_rewards';
// Sportsbook trading: the trader's hold (issue 22, ADR 047).
import * as m20261130093000 from './20261130093000_sportsbook_trading';
import * as m20261130094000 from './20261130094000_console_catalogue';
// Responsible gambling: limits, reality checks, cool-off and self-exclusion (issue 25, ADR 050).
import * as m20261201090000 from './20261201090000_responsible_gambling';
// Responsible gambling: the usage retention's batches find old days by index (ADR 050).
import * as m20261202090000 from './20261202090000_responsible_gambling_usage_day';
// Fewer index entries per bet (issue 24).
import * as m20261203090000 from './20261203090000_bet_path_indexes';
import * as m20261204090000 from './20261204090000_bet_path_foreign_keys';

/**
 * Every migration, by its timestamped name. Listed explicitly (not read from the folder) so that
 * they load the same way under tsx, Vitest and any bundler; a test checks that none is missing.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '20261122100000_games': m20261122100000,
  '20261122110000_accounts': m20261122110000,
  '20261122130000_ledger': m20261122130000,
  '20261122140000_wallet': m20261122140000,
  '20261122150000_bets': m20261122150000,
  '20261122160000_notifications': m20261122160000,
  '20261122170000_locked_balances': m20261122170000,
  '20261123100000_crash': m20261123100000,
  '20261123110000_payments': m20261123110000,
  '20261123113000_chain_simulator': m20261123113000,
  '20261123130000_user_privacy': m20261123130000,
  '20261125120000_refresh_grace': m20261125120000,
  '20261125150000_rewards': m20261125150000,
  '20261126090000_outbox': m20261126090000,
  '20261126100000_lootbox': m20261126100000,
  '20261126110000_promotions_locked': m20261126110000,
  '20261126120000_raffle': m20261126120000,
  '20261126130000_quests': m20261126130000,
  '20261126140000_challenges': m20261126140000,
  '20261126150000_chat': m20261126150000,
  '20261126160000_affiliate': m20261126160000,
  '20261126170000_races': m20261126170000,
  '20261127080000_referral_commissions': m20261127080000,
  // Provider games' seamless wallet (issue 20 item 1).
  '20261127120000_provider_wallet': m20261127120000,
  '20261127110000_ton_unattributed': m20261127110000,
  // Provider games' catalogue and favourites (issue 20).
  '20261127130000_provider_catalogue': m20261127130000,
  // Provider rounds are bets of game `slots` without a seed pair (issue 20, My bets).
  '20261128090000_provider_round_bets': m20261128090000,
  // Free spins at providers: tips and lootbox prizes (issue 20, ADR 033).
  '20261128100000_free_spin_tips': m20261128100000,
  // Operator console access: staff roles, account status, notes (issue 22, ADR 037).
  '20261128120000_staff_roles': m20261128120000,
  // Content over GraphQL: FAQ, documentation, blog (issue 23).
  '20261128110000_content': m20261128110000,
  // The sportsbook's events and feed state (issue 21, ADR 038).
  '20261129090000_sportsbook_events': m20261129090000,
  // Live support conversations and messages (issue 23 item 3, ADR 041).
  '20261129120000_live_support': m20261129120000,
  // Banners per language on the home page and in chat (issues 22, 23; ADR 040).
  '20261129110000_banners': m20261129110000,
  // Sports bets, legs, slips, payouts and cash-outs (issue 21, ADR 038).
  '20261129091000_sportsbook_bets': m20261129091000,
  // Operator console, money and operations: indexes (issue 22, ADR 039).
  '20261129100000_console_ops': m20261129100000,
  // The console's gifts to a player or an audience (issue 22, ADR 045).
  '20261130091000_console_rewards': m20261130091000,
  // Sportsbook trading: the trader's hold (issue 22, ADR 047).
  '20261130093000_sportsbook_trading': m20261130093000,
  // The provider catalogue in the console: operator switches and featured order (issue 22, ADR 048).
  '20261130094000_console_catalogue': m20261130094000,
  // Responsible gambling (issue 25 item 5, ADR 050).
  '20261201090000_responsible_gambling': m20261201090000,
  '20261202090000_responsible_gambling_usage_day': m20261202090000,
  '20261203090000_bet_path_indexes': m20261203090000,
  '20261204090000_bet_path_foreign_keys': m20261204090000,
};
