import type { DB } from '#app/db/database';
import { findUserByUsername } from '../users.repository';

/** The id of a player an operator names on the command line (any case), or a clear refusal. */
export async function userIdOf(db: DB, username: string): Promise<string> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new Error(`no player named ${JSON.stringify(username)}`);
  return user.id;
}
