import type { ColumnType, Generated } from 'kysely';

/** Kysely table types. One interface per table, named after it; added to by each module's migration. */

export interface GamesTable {
  id: Generated<string>;
  slug: string;
  name: string;
  provider: string;
  category: string;
  is_house: boolean;
  sort_order: number;
  created_at: ColumnType<Date, never, never>;
}

export interface UsersTable {
  id: Generated<string>;
  username: string;
  email: string | null;
  password_hash: string | null;
  email_verified: Generated<boolean>;
  two_factor_enabled: Generated<boolean>;
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  two_factor_last_step: number | null;
  need_change_username: Generated<boolean>;
  need_change_password: Generated<boolean>;
  signup_ip: string | null;
  referral_code: string;
  referred_by: string | null;
  click_id: string | null;
  campaign_id: string | null;
  signup_bonus: Generated<boolean>;
  spin_token: string | null;
  telegram_id: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: ColumnType<Date, never, never>;
  last_seen_at: ColumnType<Date, never, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  revoked_at: ColumnType<Date | null, never, Date | null>;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: ColumnType<Date, never, never>;
  used_at: ColumnType<Date | null, never, Date | null>;
}

export type EmailTokenPurpose = 'password_reset' | 'verify_email' | 'two_factor_recovery';

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  created_at: ColumnType<Date, never, never>;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, never, Date | null>;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  links: string[];
  created_at: ColumnType<Date, never, never>;
}

export interface AuthAttemptsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface LedgerAccountsTable {
  id: Generated<bigint>;
  owner_type: 'player' | 'house';
  /** No foreign key to users yet (see the ledger migration). */
  user_id: string | null;
  pocket: string | null;
  house_kind: string | null;
  shard: number | null;
  currency: string;
  balance: Generated<bigint>;
  allow_negative: boolean;
  created_at: ColumnType<Date, never, never>;
}

export interface LedgerEntriesTable {
  id: Generated<bigint>;
  idempotency_key: string;
  kind: string;
  reference: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface LedgerPostingsTable {
  entry_id: bigint;
  seq: number;
  account_id: bigint;
  amount: bigint;
  balance_after: bigint;
}

export interface Database {
  games: GamesTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  email_outbox: EmailOutboxTable;
  auth_attempts: AuthAttemptsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_postings: LedgerPostingsTable;
}
