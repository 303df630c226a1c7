import { sql, type Kysely } from 'kysely';

/**
 * Operator console access (issue 22; docs/decisions/037-operator-console.md).
 * - `staff_roles`: the console roles a user holds (several allowed), granted with
 *   `npm run admin -- staff grant`.
 * - `users.account_status`: 'active', 'suspended' or 'banned'; anything but active cannot sign in
 *   (and is signed out everywhere when set).
 * - `admin_notes`: staff notes on a player.
 * - `admin_audit` gains the acting staff user and the client IP of console actions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE staff_roles (
      user_id uuid NOT NULL REFERENCES users(id),
      role text NOT NULL CHECK (role IN ('admin', 'finance', 'support', 'moderator', 'trader')),
      granted_by text NOT NULL,
      granted_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, role)
    );
    ALTER TABLE users ADD COLUMN account_status text NOT NULL DEFAULT 'active'
      CHECK (account_status IN ('active', 'suspended', 'banned'));
    CREATE TABLE admin_notes (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id),
      author_id uuid NOT NULL REFERENCES users(id),
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX admin_notes_user_idx ON admin_notes (user_id, created_at DESC);
    ALTER TABLE admin_audit ADD COLUMN actor_user_id uuid REFERENCES users(id);
    ALTER TABLE admin_audit ADD COLUMN ip text;
    CREATE INDEX admin_audit_created_idx ON admin_audit (created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX admin_audit_created_idx;
    ALTER TABLE admin_audit DROP COLUMN ip;
    ALTER TABLE admin_audit DROP COLUMN actor_user_id;
    DROP TABLE admin_notes;
    ALTER TABLE users DROP COLUMN account_status;
    DROP TABLE staff_roles;
  `.execute(db);
}
