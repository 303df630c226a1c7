import type { DB } from '#app/db/database';

/** The in-house originals of spec document 1 section 1, in the order the home page shows them. */
export const HOUSE_GAMES = [
  { slug: 'plinko', name: 'Plinko' },
  { slug: 'limbo', name: 'Limbo' },
  { slug: 'dice', name: 'Dice' },
  { slug: 'mines', name: 'Mines' },
  { slug: 'roulette', name: 'Roulette' },
  { slug: 'keno', name: 'Keno' },
  { slug: 'blackjack', name: 'Blackjack' },
  { slug: 'cases', name: 'Cases' },
  { slug: 'coinflip', name: 'Coinflip' },
  { slug: 'crash', name: 'Crash' },
  { slug: 'tengu-towers', name: 'Tengu Towers' },
  { slug: 'dojo-dash', name: 'Dojo Dash' },
] as const;

export async function seedGames(db: DB): Promise<number> {
  const rows = HOUSE_GAMES.map((game, index) => ({
    ...game,
    provider: 'Tengu Originals',
    category: 'originals',
    is_house: true,
    sort_order: index,
  }));
  const result = await db
    .insertInto('games')
    .values(rows)
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
