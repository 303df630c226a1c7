import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_QUERIES, type BlogPostSummary, type FaqEntry } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '#test/test-server';
import { runContentAdminCommand } from './admin-content';

const test = useTestServer('2026-11-28T12:00:00Z');

async function admin(...positionals: string[]): Promise<string[]> {
  const lines: string[] = [];
  await runContentAdminCommand({
    db: test.db,
    positionals,
    operator: 'ops-anna',
    print: (line) => lines.push(line),
  });
  return lines;
}

async function query<T>(name: keyof typeof CONTENT_QUERIES, variables: object): Promise<T> {
  const response = await test.server.app.inject({
    method: 'POST',
    url: '/api/graphql',
    payload: { query: CONTENT_QUERIES[name], variables },
  });
  return (response.json<{ data: Record<string, T> }>().data[name] as T) ?? (null as T);
}

const markdownFile = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'content-')), 'body.md');
  writeFileSync(path, text);
  return path;
};

describe('npm run admin -- content / blog', () => {
  it('translates a FAQ entry: players asking in that language get it, audited', async () => {
    const file = markdownFile('Wypłata trwa zwykle kilka minut.');
    const lines = await admin(
      'content',
      'set',
      'support',
      'withdrawal-time',
      'language=pl',
      'position=1',
      'title=Ile trwa wypłata?',
      `body-file=${file}`,
    );
    expect(lines).toEqual(['content support withdrawal-time (pl) saved by ops-anna (audited)']);
    const pl = await query<FaqEntry[]>('support', { language: 'pl' });
    expect(pl.find((e) => e.id === 'withdrawal-time')).toEqual({
      id: 'withdrawal-time',
      question: 'Ile trwa wypłata?',
      answer: 'Wypłata trwa zwykle kilka minut.',
    });
    const audit = await test.db
      .selectFrom('admin_audit')
      .select(['operator', 'details'])
      .where('action', '=', 'content.set')
      .executeTakeFirstOrThrow();
    expect(audit.operator).toBe('ops-anna');
    expect(audit.details).toMatchObject({ id: 'withdrawal-time', language: 'pl' });

    expect(
      await admin('content', 'delete', 'support', 'withdrawal-time', 'language=pl'),
    ).toHaveLength(1);
    const after = await query<FaqEntry[]>('support', { language: 'pl' });
    expect(after.find((e) => e.id === 'withdrawal-time')?.question).toBe(
      'How long does a withdrawal take?',
    );
  });

  it('refuses bad input with a readable message and changes nothing', async () => {
    const before = await test.db.selectFrom('content_items').select('id').execute();
    await expect(
      admin('content', 'set', 'documentation', 'limits', 'title=Limits', 'body=Text'),
    ).rejects.toThrow('invalid tab: a documentation entry needs tab=…');
    await expect(
      admin('content', 'set', 'support', 'Bad Id!', 'title=T', 'body=B'),
    ).rejects.toThrow(/invalid id/);
    await expect(
      admin('content', 'set', 'support', 'x', 'language=de', 'title=T', 'body=B'),
    ).rejects.toThrow(/invalid language/);
    await expect(admin('content', 'delete', 'support', 'no-such')).rejects.toThrow('no content');
    expect(await test.db.selectFrom('content_items').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('schedules a blog post: hidden until its publication time, then listed first', async () => {
    const file = markdownFile('# Hello\n\nThe new season starts now.');
    await admin(
      'blog',
      'set',
      'winter-season',
      'title=Winter season',
      'excerpt=What is new this winter.',
      'cover=/blog/covers/rewards.svg',
      `content-file=${file}`,
      'published=2026-12-01T10:00:00Z',
    );
    const now = await query<BlogPostSummary[]>('blogPosts', {});
    expect(now.map((p) => p.slug)).not.toContain('winter-season');
    test.setNow('2026-12-02T00:00:00Z');
    const later = await query<BlogPostSummary[]>('blogPosts', {});
    expect(later[0]?.slug).toBe('winter-season');
    expect((await admin('blog', 'list'))[0]).toContain('winter-season');
  });
});
