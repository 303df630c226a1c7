import type { InfiniteData } from '@tanstack/react-query';
import type { SbBet, SbMyBetsPage } from '@tengu/shared';

export type MyBetsData = InfiniteData<SbMyBetsPage, string | undefined>;

/** Which My bets tab a bet belongs on. */
export function tabOfBet(bet: Pick<SbBet, 'status'>): 'open' | 'settled' {
  return bet.status === 'open' ? 'open' : 'settled';
}

/**
 * A `sports:bet` change applied to one tab's cached pages: the bet is replaced where it is,
 * put first when it newly belongs to the tab, and removed when it left it (settled, cashed out).
 */
export function upsertBet(
  data: MyBetsData | undefined,
  bet: SbBet,
  tab: 'open' | 'settled',
): MyBetsData | undefined {
  if (!data) return data;
  const belongs = tabOfBet(bet) === tab;
  const isCached = data.pages.some((page) => page.bets.some((b) => b.id === bet.id));
  const pages = data.pages.map((page, index) => {
    const bets = page.bets.flatMap((b) => (b.id !== bet.id ? [b] : belongs ? [bet] : []));
    return index === 0 && belongs && !isCached
      ? { ...page, bets: [bet, ...bets] }
      : { ...page, bets };
  });
  return { ...data, pages };
}
