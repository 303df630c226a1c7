import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { normalizeIp } from '#app/modules/geo/geo.service';
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

const isLoopbackIp = (ip: string) => {
  const address = normalizeIp(ip);
  return address === '::1' || /^127\./.test(address);
};

/**
 * The outbox holds password-reset links: only a client on this machine may read it (behind a
 * trusted proxy, `request.ip` is the forwarded client, so a remote visitor is refused too).
 * "Not found", as if the page did not exist.
 */
async function loopbackOnly(request: FastifyRequest) {
  if (!isLoopbackIp(request.ip)) {
    throw new AppError('NOT_FOUND', 'Not found', { internal: `dev outbox from ${request.ip}` });
  }
}

/**
 * DEV_OUTBOX=on only (issue 15.4; config.ts refuses it with a non-loopback HOST or in production):
 * the email outbox, newest first, so that a local operator (and the tests) can follow the links
 * of emails that were not sent. No inline script: the CSP forbids it.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/api/dev/outbox',
    {
      preHandler: loopbackOnly,
      schema: {
        tags: ['dev'],
        summary: 'Emails written to the outbox (non-production only)',
        response: { 200: z.object({ emails: z.array(outboxEmailSchema) }) },
      },
    },
    async () => ({ emails: await outbox(db) }),
  );

  app.get('/dev/outbox', { preHandler: loopbackOnly, schema: { hide: true } }, async (_, reply) => {
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
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Email outbox</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg"></head>
<body style="font-family:system-ui,sans-serif;max-width:800px;margin:24px auto;padding:0 16px">
<h1>Email outbox</h1><p>Emails are kept here because SMTP_URL is not set (DEV_OUTBOX=on). Newest first.</p>
${emails.length ? `<ul style="list-style:none;padding:0">${items}</ul>` : '<p>No emails yet.</p>'}
</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
