import { BANNER_MESSAGES, type BannersResponse, type PublicBannersResponse } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '#test/test-server';
import { addBanner } from './banners.service';
import { runBannersAdminCommand } from './cli/admin-banners';

const t = useTestServer('2026-11-26T10:00:00Z');
const operator = { name: 'test' };

const home = async (language = 'en') =>
  (
    await t.server.app.inject({ url: `/api/banners?placement=home&language=${language}` })
  ).json<PublicBannersResponse>().banners;
const chat = async (language = 'en') =>
  (
    await t.server.app.inject({ url: `/api/chat/banners?language=${language}` })
  ).json<BannersResponse>().banners;

async function clear() {
  await t.db.updateTable('banners').set({ removed_at: new Date() }).execute();
}

describe('banners: operator data on the home page and in chat', () => {
  it("answers in the reader's language, English when the banner has none", async () => {
    await clear();
    const { id } = await addBanner({
      db: t.db,
      operator,
      input: {
        texts: { en: 'Weekly race: $1,000 prizes', pl: 'Cotygodniowy wyścig: nagrody 1000 $' },
        link: '/races',
      },
    });
    expect(await home('pl')).toEqual([
      { id, text: 'Cotygodniowy wyścig: nagrody 1000 $', link: '/races' },
    ]);
    expect(await home('ru')).toEqual([{ id, text: 'Weekly race: $1,000 prizes', link: '/races' }]);
    expect(await home('klingon')).toEqual([
      { id, text: 'Weekly race: $1,000 prizes', link: '/races' },
    ]);
    // The same banner is the chat's announcement, in the room's language.
    expect(await chat('pl')).toEqual([
      { id, description: 'Cotygodniowy wyścig: nagrody 1000 $', link: '/races' },
    ]);
    expect(await chat('zh')).toEqual([
      { id, description: 'Weekly race: $1,000 prizes', link: '/races' },
    ]);
  });

  it('shows a banner only inside its window, where it is placed, in the operator order', async () => {
    await clear();
    const later = await addBanner({
      db: t.db,
      operator,
      input: {
        texts: { en: 'Black Friday reload' },
        startsAt: '2026-11-27T00:00:00Z',
        endsAt: '2026-11-28T00:00:00Z',
        position: 1,
      },
    });
    const first = await addBanner({
      db: t.db,
      operator,
      input: { texts: { en: 'Welcome to Tengu' }, position: 0, inChat: false },
    });
    const chatOnly = await addBanner({
      db: t.db,
      operator,
      input: { texts: { en: 'Be kind in chat' }, onHome: false },
    });
    expect((await home()).map((b) => b.id)).toEqual([first.id]);
    expect((await chat()).map((b) => b.id)).toEqual([chatOnly.id]);
    t.setNow('2026-11-27T12:00:00Z');
    expect((await home()).map((b) => b.id)).toEqual([first.id, later.id]);
    expect((await chat()).map((b) => b.id)).toEqual([chatOnly.id, later.id]);
    t.setNow('2026-11-28T00:00:00Z');
    expect((await home()).map((b) => b.id)).toEqual([first.id]);
    t.setNow('2026-11-26T10:00:00Z');
  });

  it('refuses a banner without English text, a reversed window or a foreign link, writing nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('banners')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: Array<[object, string]> = [
      [{ texts: { pl: 'Tylko po polsku' } }, BANNER_MESSAGES.englishRequired],
      [
        { texts: { en: 'x' }, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
        BANNER_MESSAGES.windowOrder,
      ],
      [{ texts: { en: 'x' }, link: 'javascript:alert(1)' }, BANNER_MESSAGES.badLink],
      [{ texts: { en: 'x' }, link: '//evil.example' }, BANNER_MESSAGES.badLink],
    ];
    for (const [input, message] of cases) {
      await expect(addBanner({ db: t.db, operator, input: input as never })).rejects.toMatchObject({
        statusCode: 400,
        message,
      });
    }
    expect(await count()).toBe(before);
  });

  it('npm run admin -- banners add|list|remove, audited', async () => {
    await clear();
    const lines: string[] = [];
    const run = (...positionals: string[]) =>
      runBannersAdminCommand({
        db: t.db,
        positionals: ['banners', ...positionals],
        operator: 'ops',
        print: (line) => lines.push(line),
        now: () => new Date('2026-11-26T10:00:00Z'),
      });
    await run(
      'add',
      'text=Deposit bonus 100%',
      'text.ru=Бонус 100%',
      'link=/promotions',
      'chat=no',
    );
    const [banner] = await home('ru');
    expect(banner).toMatchObject({ text: 'Бонус 100%', link: '/promotions' });
    expect(await chat()).toEqual([]);
    await run('list');
    expect(lines.at(-1)).toContain(`${banner?.id}\tlive\t#0\thome\t`);
    await run('remove', String(banner?.id));
    expect(await home()).toEqual([]);
    await expect(run('remove', String(banner?.id))).rejects.toThrow(BANNER_MESSAGES.notFound);
    const audit = await t.db
      .selectFrom('admin_audit')
      .select(['operator', 'action'])
      .where('action', 'like', 'banner.%')
      .where('operator', '=', 'ops')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { operator: 'ops', action: 'banner.add' },
      { operator: 'ops', action: 'banner.remove' },
    ]);
  });
});
