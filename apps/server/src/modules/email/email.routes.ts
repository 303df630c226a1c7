import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '#app/db/database';
import { listOutboxEmails } from './email.repository';

const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

async function outbox(db: DB) {
  const rows = await listOutboxEmails(db, 200);
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    links: r.links,
    created_at: r.created_at.toISOString(),
  }));
}

/**
 * Outside production only: the email outbox, newest first, so that a local operator (and the
 * tests) can follow the links of emails that were not sent. No inline script: the CSP forbids it.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Emails written to the outbox (non-production only)',
        response: { 200: z.object({ emails: z.array(outboxEmailSchema) }) },
      },
    },
    async () => ({ emails: await outbox(db) }),
  );

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await outbox(db);
    const items = emails
      .map(
        (e) => `<li style="margin:0 0 16px;padding:12px;border:1px solid #ccc;border-radius:6px">
<div><strong>${escapeHtml(e.subject)}</strong></div>
<div style="color:#555">to ${escapeHtml(e.to)} · ${escapeHtml(e.created_at)}</div>
<pre style="white-space:pre-wrap">${escapeHtml(e.text)}</pre>
${e.links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('<br>')}
</li>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Email outbox</title></head>
<body style="font-family:system-ui,sans-serif;max-width:800px;margin:24px auto;padding:0 16px">
<h1>Email outbox</h1><p>Emails are kept here because SMTP_URL is not set. Newest first.</p>
${emails.length ? `<ul style="list-style:none;padding:0">${items}</ul>` : '<p>No emails yet.</p>'}
</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
