import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { exitOnError, runWithDatabase } from '#app/db/cli/run-with-database';
import type { DB } from '#app/db/database';
import { createDatabaseRealtime } from '#app/realtime/database-relay';
import type { Realtime } from '#app/realtime/realtime';
import { ADJUSTMENT_ACTIONS, adjustBalance, type AdjustmentAction } from '../admin.service';
import { notifyPlayerAsOperator } from '#app/modules/notifications/notifications.operator';
import { loadConfig } from '#app/config';
import {
  isPaymentsAdminCommand,
  PAYMENTS_ADMIN_USAGE,
  runPaymentsAdminCommand,
} from '#app/modules/payments/cli/admin-payments';
import {
  isRewardsAdminCommand,
  REWARDS_ADMIN_USAGE,
  runRewardsAdminCommand,
} from '#app/modules/rewards/cli/admin-rewards';
// Sportsbook settings (issue 21, ADR 038).
import {
  SPORTSBOOK_ADMIN_USAGE,
  isSportsbookAdminCommand,
  runSportsbookAdminCommand,
} from '#app/modules/sportsbook/bets/cli/admin-sportsbook';
import {
  isLootboxAdminCommand,
  LOOTBOX_ADMIN_USAGE,
  runLootboxAdminCommand,
} from '#app/modules/lootbox/cli/admin-lootbox';
// Free spins at providers (issue 20, ADR 033).
import {
  FREE_SPINS_ADMIN_USAGE,
  isFreeSpinsAdminCommand,
  runFreeSpinsAdminCommand,
} from '#app/modules/free-spins/cli/admin-free-spins';
// Quests and Gold (issue 17 item 1).
import {
  isQuestsAdminCommand,
  QUESTS_ADMIN_USAGE,
  runQuestsAdminCommand,
} from '#app/modules/quests/cli/admin-quests';
// Challenges (issue 17 item 5).
import {
  CHALLENGES_ADMIN_USAGE,
  isChallengesAdminCommand,
  runChallengesAdminCommand,
} from '#app/modules/challenges/cli/admin-challenges';
import {
  isLockedAdminCommand,
  LOCKED_ADMIN_USAGE,
  runLockedAdminCommand,
} from '#app/modules/locked-balances/cli/admin-locked';
import {
  isRaffleAdminCommand,
  RAFFLE_ADMIN_USAGE,
  runRaffleAdminCommand,
} from '#app/modules/raffle/cli/admin-raffle';
// Solana sweeps (issue 19).
import {
  isSolanaAdminCommand,
  runSolanaAdminCommand,
  SOLANA_ADMIN_USAGE,
} from '#app/modules/payments/chains/solana/cli/admin-solana';
// Chat (issue 18).
import {
  CHAT_ADMIN_USAGE,
  isChatAdminCommand,
  runChatAdminCommand,
} from '#app/modules/chat/cli/admin-chat';
// Unattributed deposits of tag networks: TON memo, XRP destination tag (issue 19).
import {
  isUnattributedAdminCommand,
  runUnattributedAdminCommand,
  UNATTRIBUTED_ADMIN_USAGE,
} from '#app/modules/payments/cli/admin-unattributed';

// Provider games' catalogue import (issue 20).
import {
  GAMES_ADMIN_USAGE,
  isGamesAdminCommand,
  runGamesAdminCommand,
} from '#app/modules/provider-games/cli/admin-games';
// Operator console staff roles (issue 22, ADR 037).
import {
  isStaffAdminCommand,
  runStaffAdminCommand,
  STAFF_ADMIN_USAGE,
} from '#app/modules/console/cli/admin-staff';
// Content over GraphQL: FAQ, documentation, blog (issue 23).
import {
  CONTENT_ADMIN_USAGE,
  isContentAdminCommand,
  runContentAdminCommand,
} from '#app/modules/content/cli/admin-content';
// Banners on the home page and in chat (issues 22, 23; ADR 040).
import {
  BANNERS_ADMIN_USAGE,
  isBannersAdminCommand,
  runBannersAdminCommand,
} from '#app/modules/banners/cli/admin-banners';
// Responsible gambling (ADR 050).
import {
  isRgAdminCommand,
  RG_ADMIN_USAGE,
  runRgAdminCommand,
} from '#app/modules/responsible-gambling/cli/admin-rg';

const USAGE = `usage: npm run admin -- credit|debit --user NAME --amount 12.34 [--pocket credits] --reason "..." [--operator NAME]
       npm run admin -- notify --user NAME --title T --message M [--link /path] [--operator NAME]
${PAYMENTS_ADMIN_USAGE}
${SOLANA_ADMIN_USAGE}
${REWARDS_ADMIN_USAGE}
${SPORTSBOOK_ADMIN_USAGE}
${LOOTBOX_ADMIN_USAGE}
${FREE_SPINS_ADMIN_USAGE}
${QUESTS_ADMIN_USAGE}
${CHALLENGES_ADMIN_USAGE}
${LOCKED_ADMIN_USAGE}
${RAFFLE_ADMIN_USAGE}
${CHAT_ADMIN_USAGE}
${UNATTRIBUTED_ADMIN_USAGE}
${GAMES_ADMIN_USAGE}
${STAFF_ADMIN_USAGE}
${CONTENT_ADMIN_USAGE}
${BANNERS_ADMIN_USAGE}
${RG_ADMIN_USAGE}`;

/**
 * `npm run admin`: operator balance adjustments (issue 4, operator tool), against the configured
 * database (DATABASE_URL, or the embedded one in DATA_DIR). Exit code 1 with a message on any
 * refusal: unknown user, bad amount, insufficient funds on a debit. `notify` sends a player a
 * notification (issue 8); without a socket server here, the player sees it on the next fetch.
 */
function parse() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      user: { type: 'string' },
      amount: { type: 'string' },
      pocket: { type: 'string', default: 'credits' },
      reason: { type: 'string' },
      operator: { type: 'string' },
      title: { type: 'string' },
      message: { type: 'string' },
      link: { type: 'string' },
      status: { type: 'string' },
      url: { type: 'string' },
      type: { type: 'string' },
      // Quests (issue 17 item 1).
      description: { type: 'string' },
      reward: { type: 'string' },
      tasks: { type: 'string' },
      starts: { type: 'string' },
      ends: { type: 'string' },
      active: { type: 'string' },
      // Unattributed deposits (issue 19).
      network: { type: 'string' },
      // Staff roles (issue 22).
      role: { type: 'string' },
    },
  });
  const [action, ...extra] = positionals;
  const operator = values.operator ?? process.env.USER ?? userInfo().username;
  if (isUnattributedAdminCommand(positionals)) {
    return { action: 'unattributed', positionals, values, operator } as const;
  }
  if (isPaymentsAdminCommand(positionals)) {
    return { action: 'payments', positionals, values, operator } as const;
  }
  if (isRewardsAdminCommand(positionals)) {
    return { action: 'rewards', positionals, values, operator } as const;
  }
  if (isSportsbookAdminCommand(positionals)) {
    return { action: 'sportsbook', positionals, operator } as const;
  }
  if (isLootboxAdminCommand(positionals)) {
    return { action: 'lootbox', positionals, operator } as const;
  }
  if (isFreeSpinsAdminCommand(positionals)) {
    return { action: 'free-spins', positionals } as const;
  }
  if (isQuestsAdminCommand(positionals)) {
    return { action: 'quests', positionals, values, operator } as const;
  }
  if (isChallengesAdminCommand(positionals)) {
    return { action: 'challenges', positionals, operator } as const;
  }
  if (isLockedAdminCommand(positionals)) {
    return { action: 'locked', positionals, operator } as const;
  }
  if (isRaffleAdminCommand(positionals)) {
    return { action: 'raffle', positionals, operator } as const;
  }
  if (isSolanaAdminCommand(positionals)) {
    return { action: 'solana', positionals, operator } as const;
  }
  if (isChatAdminCommand(positionals)) {
    return { action: 'chat', positionals, operator } as const;
  }
  if (isRgAdminCommand(positionals)) {
    return { action: 'rg', positionals, reason: values.reason, operator } as const;
  }
  if (isStaffAdminCommand(positionals)) {
    return {
      action: 'staff',
      positionals,
      user: values.user,
      role: values.role,
      operator,
    } as const;
  }
  if (isGamesAdminCommand(positionals)) {
    return { action: 'games', positionals } as const;
  }
  if (isContentAdminCommand(positionals)) {
    return { action: 'content', positionals, operator } as const;
  }
  if (isBannersAdminCommand(positionals)) {
    return { action: 'banners', positionals, operator } as const;
  }
  if (action === 'notify' && !extra.length) {
    if (!values.user || !values.title || !values.message) {
      throw new Error(`--user, --title and --message are required\n${USAGE}`);
    }
    const { user, title, message, link } = values;
    return { action, username: user, title, message, link, operator } as const;
  }
  if (!action || !(ADJUSTMENT_ACTIONS as readonly string[]).includes(action) || extra.length) {
    throw new Error(USAGE);
  }
  if (!values.user || !values.amount || !values.reason) {
    throw new Error(`--user, --amount and --reason are required\n${USAGE}`);
  }
  return {
    action: action as AdjustmentAction,
    username: values.user,
    amount: values.amount,
    pocket: values.pocket ?? 'credits',
    reason: values.reason,
    operator,
  };
}

const args = (() => {
  try {
    return parse();
  } catch (error) {
    return exitOnError(error);
  }
})();

await runWithDatabase(async (db) => {
  // Events for the players reach the running servers through the database (live, not on reload).
  const realtime = createDatabaseRealtime(db);
  try {
    await runAction(db, realtime);
  } finally {
    await realtime.flush();
  }
}).catch(exitOnError);

async function runAction(db: DB, realtime: Realtime) {
  if (args.action === 'staff') {
    await runStaffAdminCommand({ db, ...args, print: console.log });
    return;
  }
  if (args.action === 'solana') {
    await runSolanaAdminCommand({ db, config: loadConfig(), ...args, print: console.log });
    return;
  }
  if (args.action === 'unattributed') {
    await runUnattributedAdminCommand({ db, ...args, print: console.log });
    return;
  }
  if (args.action === 'content') {
    await runContentAdminCommand({ db, ...args, print: console.log });
    return;
  }
  if (args.action === 'banners') {
    await runBannersAdminCommand({ db, ...args, print: console.log });
    return;
  }
  if (args.action === 'games') {
    const { providers } = loadConfig();
    await runGamesAdminCommand({ db, ...args, providers, print: console.log });
    return;
  }
  if (args.action === 'chat') {
    await runChatAdminCommand({ db, ...args, print: console.log, realtime });
    return;
  }
  if (args.action === 'rg') {
    await runRgAdminCommand({ db, ...args, print: console.log });
    return;
  }
  if (args.action === 'payments') {
    await runPaymentsAdminCommand({ db, config: loadConfig(), ...args, print: console.log });
    return;
  }
  if (args.action === 'rewards') {
    await runRewardsAdminCommand({ db, ...args, print: console.log, realtime });
    return;
  }
  if (args.action === 'sportsbook') {
    await runSportsbookAdminCommand({ db, ...args, print: console.log });
    return;
  }
  if (args.action === 'lootbox') {
    await runLootboxAdminCommand({ db, ...args, print: console.log });
    return;
  }
  if (args.action === 'free-spins') {
    await runFreeSpinsAdminCommand({ db, ...args, print: console.log });
    return;
  }
  if (args.action === 'quests') {
    await runQuestsAdminCommand({ db, ...args, print: console.log });
    return;
  }
  if (args.action === 'challenges') {
    await runChallengesAdminCommand({ db, ...args, print: console.log });
    return;
  }
  if (args.action === 'locked') {
    await runLockedAdminCommand({ db, ...args, print: console.log });
    return;
  }
  if (args.action === 'raffle') {
    await runRaffleAdminCommand({ db, ...args, print: console.log, realtime });
    return;
  }
  if (args.action === 'notify') {
    const sent = await notifyPlayerAsOperator({ db, realtime, ...args });
    console.log(
      `notification ${sent.notification.id} for ${sent.username} (audit ${sent.auditId})`,
    );
    return;
  }
  const result = await adjustBalance({ db, ...args, realtime });
  console.log(
    `${args.action} ${args.amount} ${result.pocket} for ${result.username}: ` +
      `new balance ${result.balance} (ledger entry ${result.entryId}, audit ${result.auditId})`,
  );
}
