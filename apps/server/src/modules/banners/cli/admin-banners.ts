import { LANGUAGES, type BannerInput } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { addBanner, allBanners, deleteBanner } from '../banners.service';

export const BANNERS_ADMIN_USAGE = `       npm run admin -- banners list
       npm run admin -- banners add text="English text" [text.pl="…"] [link=/rewards] [starts=2026-12-01T10:00:00Z] [ends=…] [position=0] [home=yes|no] [chat=yes|no]
       npm run admin -- banners remove BANNER_ID`;

export function isBannersAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'banners';
}

function pairs(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const arg of args) {
    const at = arg.indexOf('=');
    if (at <= 0)
      throw new Error(`expected key=value, got ${JSON.stringify(arg)}\n${BANNERS_ADMIN_USAGE}`);
    out[arg.slice(0, at)] = arg.slice(at + 1);
  }
  return out;
}

const flag = (value: string | undefined) => (value === undefined ? undefined : value === 'yes');

/** `key=value` arguments → the banner the operator means. */
export function bannerFromArgs(args: string[]): BannerInput {
  const values = pairs(args);
  const texts: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const text = values[language === 'en' ? 'text' : `text.${language}`];
    if (text !== undefined) texts[language] = text;
  }
  return {
    texts,
    link: values['link'] ?? null,
    startsAt: values['starts'] ? new Date(values['starts']) : null,
    endsAt: values['ends'] ? new Date(values['ends']) : null,
    position: values['position'] === undefined ? 0 : Number(values['position']),
    onHome: flag(values['home']),
    inChat: flag(values['chat']),
  };
}

/**
 * `npm run admin -- banners …` (issue 23 item 4; docs/decisions/040-banners-and-moderation.md):
 * the same service as the console's Content section, audited in `admin_audit`.
 */
export async function runBannersAdminCommand(options: {
  db: DB;
  positionals: string[];
  operator: string;
  print: (line: string) => void;
  now?: () => Date;
}): Promise<void> {
  const { db, print } = options;
  const now = options.now ?? (() => new Date());
  const operator = { name: options.operator };
  const [, action, ...rest] = options.positionals;
  if (action === 'list' && rest.length === 0) {
    for (const b of await allBanners({ db, now })) {
      const where = [b.onHome ? 'home' : '', b.inChat ? 'chat' : ''].filter(Boolean).join('+');
      const window = `${b.startsAt ?? '…'} → ${b.endsAt ?? '…'}`;
      print(
        `${b.id}\t${b.state}\t#${b.position}\t${where}\t${window}\t${b.link ?? '-'}\t${b.texts.en ?? ''}`,
      );
    }
    return;
  }
  if (action === 'add' && rest.length >= 1) {
    const { id } = await addBanner({ db, operator, input: bannerFromArgs(rest) });
    print(`banner ${id} added by ${options.operator} (audited)`);
    return;
  }
  if (action === 'remove' && rest.length === 1) {
    const id = Number(rest[0]);
    if (!Number.isInteger(id) || id < 1) throw new Error(BANNERS_ADMIN_USAGE);
    await deleteBanner({ db, now, operator, id });
    print(`banner ${id} removed by ${options.operator} (audited)`);
    return;
  }
  throw new Error(BANNERS_ADMIN_USAGE);
}
