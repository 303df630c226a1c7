import type { DB } from '#app/db/database';
import type { EmailTokenPurpose } from '#app/db/schema';

export async function insertEmailToken(
  db: DB,
  token: { tokenHash: string; userId: string; purpose: EmailTokenPurpose; expiresAt: Date },
) {
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      purpose: token.purpose,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Marks the token used if it is unused and unexpired; its user id, or undefined. */
export async function spendEmailToken(
  db: DB,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<string | undefined> {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** A new link makes the older unused links of the same purpose useless. */
export async function expireEmailTokens(db: DB, userId: string, purpose: EmailTokenPurpose) {
  await db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
