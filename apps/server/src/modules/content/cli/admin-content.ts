import { readFile } from 'node:fs/promises';
import type { DB } from '#app/db/database';
import { listAllItems, listAllPosts } from '../content.repository';
import { deleteContentItem, setBlogPost, setContentItem } from '../content.operator';

export const CONTENT_ADMIN_USAGE = `       npm run admin -- content list
       npm run admin -- content set support|documentation|affiliate ID title="…" body-file=PATH [language=pl] [position=3] [tab="Tab title"]
       npm run admin -- content delete KIND ID [language=pl]
       npm run admin -- blog list
       npm run admin -- blog set SLUG title="…" excerpt="…" cover=/blog/covers/x.svg content-file=PATH [language=pl] [published=2026-12-01T10:00:00Z]`;

export function isContentAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'content' || positionals[0] === 'blog';
}

/** `key=value` arguments → an object (the value may contain `=`). */
function pairs(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const arg of args) {
    const at = arg.indexOf('=');
    if (at <= 0)
      throw new Error(`expected key=value, got ${JSON.stringify(arg)}\n${CONTENT_ADMIN_USAGE}`);
    out[arg.slice(0, at)] = arg.slice(at + 1);
  }
  return out;
}

/** `body-file=PATH` (or `content-file=`) reads the markdown from a file; `body=` takes it inline. */
async function markdownOf(values: Record<string, string>, key: 'body' | 'content') {
  const file = values[`${key}-file`];
  return file === undefined ? values[key] : readFile(file, 'utf8');
}

/**
 * `npm run admin -- content …` / `blog …` (issue 23; docs/decisions/036-content-graphql.md): the
 * operator lists and edits the FAQ, documentation and blog served over /api/graphql. A row in
 * another language translates the English one with the same id. Every change is audited.
 */
export async function runContentAdminCommand(options: {
  db: DB;
  positionals: string[];
  operator: string;
  print: (line: string) => void;
}): Promise<void> {
  const { db, positionals, operator, print } = options;
  const [area, action, ...rest] = positionals;
  if (area === 'content' && action === 'list' && rest.length === 0) {
    for (const row of await listAllItems(db)) {
      print(
        `${row.kind}\t${row.id.slice(row.kind.length + 1)}\t${row.language}\t#${row.position}\t${row.title}`,
      );
    }
    return;
  }
  if (area === 'content' && action === 'set' && rest.length >= 2) {
    const [kind = '', id = '', ...more] = rest;
    const values = pairs(more);
    const item = await setContentItem({
      db,
      operator,
      input: {
        kind: kind as 'support',
        id,
        language: values['language'] as 'en' | undefined,
        position: values['position'] as unknown as number | undefined,
        tab: values['tab'],
        title: values['title'] ?? '',
        body: (await markdownOf(values, 'body')) ?? '',
      },
    });
    print(`content ${item.kind} ${item.id} (${item.language}) saved by ${operator} (audited)`);
    return;
  }
  if (area === 'content' && action === 'delete' && rest.length >= 2) {
    const [kind = '', id = '', ...more] = rest;
    const language = pairs(more)['language'] ?? 'en';
    const deleted = await deleteContentItem({ db, operator, kind, id, language });
    if (!deleted) throw new Error(`no content ${kind} ${id} in ${language}`);
    print(`content ${kind} ${id} (${language}) deleted by ${operator} (audited)`);
    return;
  }
  if (area === 'blog' && action === 'list' && rest.length === 0) {
    for (const row of await listAllPosts(db)) {
      print(`${row.published_at.toISOString()}\t${row.slug}\t${row.language}\t${row.title}`);
    }
    return;
  }
  if (area === 'blog' && action === 'set' && rest.length >= 1) {
    const [slug = '', ...more] = rest;
    const values = pairs(more);
    const post = await setBlogPost({
      db,
      operator,
      input: {
        slug,
        language: values['language'] as 'en' | undefined,
        title: values['title'] ?? '',
        excerpt: values['excerpt'] ?? '',
        cover: values['cover'] ?? '',
        content: (await markdownOf(values, 'content')) ?? '',
        published: values['published'],
      },
    });
    print(
      `blog post ${post.slug} (${post.language}) saved by ${operator}, published ${post.published.toISOString()} (audited)`,
    );
    return;
  }
  throw new Error(CONTENT_ADMIN_USAGE);
}
