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
  /** Credits wagered, 10⁻⁸ USD (bets migration); free bets do not count. */
  amount_wagered: Generated<bigint>;
  /** VIP level derived from amount_wagered (packages/shared/src/vip/levels.ts). */
  level: Generated<number>;
  /** Hides the player's name in public bet feeds and shared bet views. */
  hide_name: Generated<boolean>;
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
  /** References users(id) (wallet migration). */
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

/** Operator adjustments and other manual actions (issue 4, operator tool). */
export interface AdminAuditTable {
  id: Generated<bigint>;
  operator: string;
  action: string;
  target_user_id: string | null;
  details: ColumnType<unknown, string, string>;
  ledger_entry_id: bigint | null;
  created_at: ColumnType<Date, never, never>;
}

/** Per-player provably fair seed pairs (bets migration); one active per player. */
export interface FairnessSeedsTable {
  id: Generated<bigint>;
  user_id: string;
  client_seed: string;
  server_seed: string;
  server_seed_hash: string;
  next_server_seed: string;
  next_server_seed_hash: string;
  nonce: Generated<number>;
  active: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
  revealed_at: ColumnType<Date | null, never, Date | null>;
}

/** Settled bets (issue 5). Amounts in 10⁻⁸ USD. */
export interface BetsTable {
  id: string;
  user_id: string;
  game: string;
  amount: bigint;
  credits_spent: bigint;
  freebets_spent: bigint;
  credits_won: bigint;
  freebets_won: bigint;
  result: 'WIN' | 'LOSS';
  multiplier_e4: bigint;
  details: ColumnType<Record<string, unknown>, string, string>;
  seed_id: bigint;
  nonce: number;
  idempotency_key: string | null;
  created_at: ColumnType<Date, never, never>;
}

/** A multi-step game in progress (mines); unique per player and game. */
export interface ActiveGamesTable {
  id: string;
  user_id: string;
  game: string;
  amount: bigint;
  credits_spent: bigint;
  freebets_spent: bigint;
  seed_id: bigint;
  nonce: number;
  state: ColumnType<Record<string, unknown>, string, string>;
  created_at: ColumnType<Date, never, never>;
}

/** Messages to one player (issue 8); unread until clicked. */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  message: string;
  link: string | null;
  is_read: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
}

/** What a locked balance id is (locked-balances migration); its money is in the ledger. */
export interface LockedBalancesTable {
  id: Generated<string>;
  user_id: string;
  type: 'deposit-bonus' | 'sign-up spin';
  created_at: ColumnType<Date, never, never>;
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
  admin_audit: AdminAuditTable;
  fairness_seeds: FairnessSeedsTable;
  bets: BetsTable;
  active_games: ActiveGamesTable;
  notifications: NotificationsTable;
  locked_balances: LockedBalancesTable;
}
