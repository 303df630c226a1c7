import type { DB } from '#app/db/database';
import { addBanner } from './banners.service';

/**
 * A home-page banner for a local install with the demo players (never in production): the
 * operator's banners are otherwise empty and the strip renders nothing. Idempotent: nothing
 * once any banner has been placed on the home page.
 */
export async function seedBannersDemo(db: DB): Promise<number> {
  const existing = await db
    .selectFrom('banners')
    .select('id')
    .where('on_home', '=', true)
    .limit(1)
    .execute();
  if (existing.length > 0) return 0;
  await addBanner({
    db,
    operator: { name: 'demo-seed:banners' },
    input: {
      texts: {
        en: 'Rakeback on every bet: claim yours from Rewards',
        fa: 'ریک‌بک روی هر شرط: سهم خود را از بخش پاداش‌ها بگیرید',
        pl: 'Rakeback od każdego zakładu: odbierz go w Nagrodach',
        ru: 'Рейкбек с каждой ставки: заберите его в разделе «Награды»',
        zh: '每注都有返水：在奖励中领取',
        ca: 'Rakeback a cada aposta: reclama el teu a Recompenses',
      },
      link: '/rewards',
      inChat: false,
    },
  });
  return 1;
}
