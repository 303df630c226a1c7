import type { DB } from '#app/db/database';

export async function insertOutboxEmail(
  db: DB,
  message: { to: string; subject: string; text: string; links: string[] },
): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      links: message.links,
    })
    .execute();
}

export async function listOutboxEmails(db: DB, limit: number) {
  return db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'links', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
