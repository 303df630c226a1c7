import type { DB } from '#app/db/database';
import { seedDemoPlayers } from './demo-players';
import { seedGames } from './games';
import { seedDemoChallenges } from '#app/modules/challenges/demo-challenges';
import { seedLootboxCodes } from '#app/modules/lootbox/lootbox.operator';
import { seedQuests } from './quests';
// Raffle (issue 17): demo tickets and last week's draw, with the demo players.
import { seedRaffleDemo } from '#app/modules/raffle/raffle-demo';
import { seedChatDemo } from '#app/modules/chat/chat-demo';
import { seedRacesDemo } from '#app/modules/races/races-demo';
// Content (issue 23): entries added after the content migration reach existing databases.
import { seedContent } from '#app/modules/content/content-seed';
// Live support (issue 23 item 3).
import { seedLiveSupportDemo } from '#app/modules/live-support/live-support-demo';
// Banners (issues 22, 23; ADR 040): a home-page banner for the demo.
import { seedBannersDemo } from '#app/modules/banners/banners-demo';
// The demo console operator (issue 22, ADR 048).
import { seedDemoStaff } from './demo-staff';

/**
 * Demo data for a local operator. Idempotent: running it again changes nothing twice. The demo
 * players (issue 14) only when asked: never in production, off under NODE_ENV=test (see
 * config.ts, DEMO_PLAYERS).
 */
export async function seedDemoData(
  db: DB,
  options: {
    players?: { maxProfit: bigint };
    /** Seals the demo operator's TOTP secret (the app's token key); without it, no operator. */
    staff?: { seal: (plaintext: string) => string };
  } = {},
): Promise<Record<string, number>> {
  const games = await seedGames(db);
  // Quests and Gold (issue 17 item 1): the demo quests; challenges (item 5).
  const quests = await seedQuests(db);
  const challenges = await seedDemoChallenges(db);
  const content = await seedContent(db);
  if (!options.players) return { games, quests, challenges, content };
  return {
    games,
    quests,
    challenges,
    content,
    'demo bets': await seedDemoPlayers({ db, ...options.players }),
    // The demo promo code (issue 17 item 2): any player can open one lootbox with WELCOME.
    'lootbox codes': await seedLootboxCodes(db),
    // Raffle (issue 17): demo tickets and last week's draw, with the demo players.
    'raffle demo players': await seedRaffleDemo(db),
    // Chat and affiliate races (issue 18): a lived-in room, an ended race and a running one.
    'chat demo messages': await seedChatDemo(db),
    'demo races': await seedRacesDemo(db),
    // Live support (issue 23 item 3): two demo players waiting for an answer in the console.
    'support conversations': await seedLiveSupportDemo(db),
    'demo banners': await seedBannersDemo(db),
    'demo operator': options.staff ? await seedDemoStaff(db, options.staff) : 0,
  };
}
