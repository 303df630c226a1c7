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
  /** Chat (issue 18): 'player' or 'moderator'. */
  chat_role: Generated<'player' | 'moderator'>;
  /** Affiliate programme: the campaign that brought the player (null: default code or none). */
  affiliate_code_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Operator console (issue 22): anything but 'active' cannot sign in. */
  account_status: Generated<'active' | 'suspended' | 'banned'>;
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
  /** Set when spent: the token issued in its place (grace period, issue 15.6). */
  successor_hash: ColumnType<string | null, never, string | null>;
  successor_sealed: ColumnType<string | null, never, string | null>;
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
  /** Operator console (issue 22): the acting staff user and the client's IP (null: the CLI). */
  actor_user_id: ColumnType<string | null, string | null | undefined, never>;
  ip: ColumnType<string | null, string | null | undefined, never>;
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
  /** Null only for crash, whose rounds come from the hash chain, not the player's seeds. */
  seed_id: bigint | null;
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
  /** Counters (promotions_locked migration): still locked / unlocked and unclaimed, units. */
  locked: Generated<bigint>;
  unlocked: Generated<bigint>;
  /** What granted it, unique: `deposit:<deposit id>` or `wheel:<spin id>`. */
  source: string | null;
}

/** Development chain simulator (issue 9, chain_simulator migration): one simulated transfer. */
export interface ChainSimulatorTransfersTable {
  id: Generated<bigint>;
  network: string;
  direction: 'deposit' | 'withdrawal';
  txid: string;
  address: string;
  tag: string | null;
  asset: string;
  /** Base units (NUMERIC(78,0), read as a string). */
  amount: ColumnType<string, string | bigint, never>;
  block_height: ColumnType<bigint, bigint, never>;
  reference: string | null;
  dropped_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}

/** Payments (issue 9, payments migration): next derivation index per network and operator key. */
export interface PaymentDerivationCountersTable {
  network: string;
  key_id: string;
  next_index: number;
}

/** A player's deposit address on a network; the newest one is current. */
export interface PaymentDepositAddressesTable {
  id: Generated<string>;
  user_id: string;
  network: string;
  address: string;
  tag: string | null;
  key_id: string;
  derivation_index: number;
  created_at: ColumnType<Date, never, never>;
}

export type PaymentDepositStatus =
  'PENDING' | 'PROCESSING' | 'COMPLETED' | 'CANCELLED' | 'REJECTED';
export type PaymentWithdrawalStatus =
  'PENDING' | 'PROCESSING' | 'COMPLETED' | 'REJECTED' | 'CANCELLED';

/** One incoming transfer (network, txid, output_index); amounts in the asset's smallest unit. */
export interface PaymentDepositsTable {
  id: Generated<string>;
  user_id: string;
  address_id: string;
  asset: string;
  network: string;
  txid: string;
  output_index: number;
  /** NUMERIC(78,0): read as a string, written as a string. */
  asset_amount: string;
  asset_decimals: number;
  status: PaymentDepositStatus;
  confirmations: Generated<number>;
  required_confirmations: number;
  block_height: bigint | null;
  block_hash: string | null;
  fiat_amount: bigint | null;
  price_usd: string | null;
  ledger_entry_id: bigint | null;
  source: 'chain' | 'simulator';
  reason: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
  completed_at: Date | null;
}

export interface PaymentWithdrawalsTable {
  id: Generated<string>;
  user_id: string;
  asset: string;
  network: string;
  to_address: string;
  tag: string | null;
  asset_amount: string;
  fee_amount: string;
  received_amount: string;
  asset_decimals: number;
  fiat_amount: bigint;
  price_usd: string;
  status: PaymentWithdrawalStatus;
  txid: string | null;
  simulated: Generated<boolean>;
  broadcast_attempts: Generated<number>;
  confirmations: Generated<number>;
  reviewed_by: string | null;
  reason: string | null;
  last_error: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
  reviewed_at: Date | null;
  completed_at: Date | null;
}

export interface PaymentWatchCursorsTable {
  network: string;
  cursor: string;
  tip_height: bigint | null;
  updated_at: ColumnType<Date, never, Date>;
}

/** Crash (issue 7, crash migration): a pre-committed reverse hash chain. */
export interface CrashChainsTable {
  id: Generated<number>;
  length: number;
  checkpoint_interval: number;
  terminating_hash: string;
  salt: string;
  created_at: ColumnType<Date, never, never>;
}

/** Every checkpoint_interval-th hash of a chain (secret: it reveals later rounds). */
export interface CrashChainCheckpointsTable {
  chain_id: number;
  idx: number;
  hash: string;
}

export type CrashRoundPhase = 'waiting' | 'running' | 'crashed';

/** One crash round; hash and crash point stay secret until it has crashed. */
export interface CrashRoundsTable {
  id: Generated<number>;
  chain_id: number;
  chain_round: number;
  hash: string;
  crash_point_e2: bigint;
  phase: CrashRoundPhase;
  betting_ends_at: Date;
  started_at: Date | null;
  crashed_at: Date | null;
  settled_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}

export type CrashBetStatus = 'active' | 'cashed' | 'lost';

/** A player's bet in a crash round; the settled bet is also written to `bets`. */
export interface CrashBetsTable {
  id: string;
  round_id: number;
  user_id: string;
  amount: bigint;
  credits_spent: bigint;
  freebets_spent: bigint;
  auto_cashout_e2: bigint | null;
  cap_e2: bigint;
  status: CrashBetStatus;
  cashout_e2: bigint | null;
  credits_won: Generated<bigint>;
  freebets_won: Generated<bigint>;
  created_at: ColumnType<Date, never, never>;
  settled_at: Date | null;
}

/** Operator settings by key (rewards migration): a zod-typed JSON value per key. */
export interface OperatorSettingsTable {
  key: string;
  value: unknown;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: string;
}

/** What play accrued for a player and is not yet claimed (rewards migration). Units of 10⁻⁸ USD. */
export interface RewardBalancesTable {
  user_id: string;
  rakeback: ColumnType<bigint, bigint | undefined, bigint>;
  referral: ColumnType<bigint, bigint | undefined, bigint>;
  /** Daily Dollars XP towards the target. */
  dd_progress: ColumnType<bigint, bigint | undefined, bigint>;
  dd_balance: ColumnType<bigint, bigint | undefined, bigint>;
  boost_expires_at: Date | null;
  level_rewarded: ColumnType<number, number | undefined, number>;
  /** The running week (from Friday 00:00 UTC) and month: their start, house edge and wager. */
  week_start: ColumnType<Date | null, string | null | undefined, string | null>;
  week_edge: ColumnType<bigint, bigint | undefined, bigint>;
  week_wagered: ColumnType<bigint, bigint | undefined, bigint>;
  month_start: ColumnType<Date | null, string | null | undefined, string | null>;
  month_edge: ColumnType<bigint, bigint | undefined, bigint>;
  month_wagered: ColumnType<bigint, bigint | undefined, bigint>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** House edge and wagered per player per finished week (from Friday 00:00 UTC) or month. */
export interface RewardPeriodsTable {
  user_id: string;
  kind: 'week' | 'month';
  /** YYYY-MM-DD. */
  period_start: ColumnType<Date, string, string>;
  edge: ColumnType<bigint, bigint | undefined, bigint>;
  wagered: ColumnType<bigint, bigint | undefined, bigint>;
  claimed_at: Date | null;
}

export interface RewardBoostsTable {
  id: Generated<string>;
  user_id: string;
  window_start: Date;
  boost_bps: number;
  claimed_at: Date;
  expires_at: Date;
}

export interface RewardCalendarItemsTable {
  id: Generated<string>;
  user_id: string;
  source: string;
  source_ref: string;
  message: string;
  amount: bigint;
  /** YYYY-MM-DD (UTC). */
  unlock_date: ColumnType<Date, string, string>;
  claimed_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}

export interface RewardClaimsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  value: bigint;
  paid: bigint;
  scheduled: bigint;
  reference: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface RewardGiftsTable {
  id: Generated<string>;
  user_id: string;
  reward_type: 'credits' | 'freebets';
  amount: bigint;
  reason: string;
  created_by: string;
  read_at: Date | null;
  claimed_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** The console send that made it (ADR 045); null for the CLI's and older gifts. */
  send_id: ColumnType<string | null, string | null | undefined, never>;
}

// --- The console's gift sends (issue 22, ADR 045; migration 20261130091000_console_rewards) ---

/** One operator intent to gift a player or an audience; `request_key` makes it send once. */
export interface RewardGiftSendsTable {
  id: Generated<string>;
  request_key: string;
  audience: 'player' | 'all' | 'vip' | 'active' | 'depositors';
  audience_value: string | null;
  reward_type: 'credits' | 'freebets';
  amount: bigint;
  reason: string;
  recipients: Generated<number>;
  audit_id: bigint | null;
  created_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

// --- Lootbox (issue 17 item 2, migration 20261126100000_lootbox) -------------------------------

/** Operator promo codes: one lootbox per code per player. */
export interface LootboxCodesTable {
  id: Generated<string>;
  code: string;
  active: Generated<boolean>;
  expires_at: Date | null;
  max_uses: number | null;
  uses: Generated<number>;
  created_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Opened boxes: the prize and the seed pair, client seed and nonce it was drawn from. */
export interface LootboxOpensTable {
  id: string;
  code_id: string;
  user_id: string;
  prize: string;
  seed_id: bigint;
  client_seed: string;
  server_seed_hash: string;
  nonce: number;
  ledger_entry_id: bigint | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Free spins owed to a player (spin value in 10⁻⁸ USD); provider games honour them later. */
export interface FreeSpinGrantsTable {
  id: Generated<string>;
  user_id: string;
  spins: number;
  spin_value: bigint;
  source: string;
  source_id: string;
  status: ColumnType<'granted' | 'used' | 'expired', 'granted' | 'used' | 'expired' | undefined>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** The provider campaign that honoured the grant (issue 20, ADR 033). */
  campaign_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The transactional outbox (issue 17, docs/decisions/019-outbox.md). */
export interface OutboxTable {
  id: Generated<bigint>;
  topic: string;
  payload: ColumnType<unknown, string, never>;
  created_at: ColumnType<Date, never, never>;
  attempts: Generated<number>;
  last_error: string | null;
  failed_at: Date | null;
}

// --- Quests and Gold (issue 17 item 1, docs/decisions/020-quests-and-gold.md) ---------------
export interface QuestsTable {
  id: Generated<string>;
  key: string | null;
  title: string;
  description: string;
  active: Generated<boolean>;
  starts_at: Date | null;
  ends_at: Date | null;
  /** Gold before the VIP multiplier, 10⁻⁸ units. */
  reward: bigint;
  sort_order: Generated<number>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface QuestTasksTable {
  id: Generated<string>;
  quest_id: string;
  position: number;
  kind: 'wager' | 'multiplier' | 'deposit' | 'chat';
  title: string;
  description: string;
  points: number;
  /** 10⁻⁸ USD for wager and deposit, a count for multiplier and chat. */
  target: bigint;
  game: string | null;
  /** numeric: read as a string. */
  min_multiplier: ColumnType<string | null, string | null, string | null>;
  min_stake: bigint | null;
}

export interface QuestProgressTable {
  user_id: string;
  task_id: string;
  quest_id: string;
  progress: bigint;
  target: bigint;
  completed_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface QuestClaimsTable {
  quest_id: string;
  user_id: string;
  title: string;
  reward: bigint;
  multiplier_bps: number;
  paid: bigint;
  ledger_entry_id: bigint;
  created_at: ColumnType<Date, Date | undefined, never>;
}
// --- end of quests ---------------------------------------------------------------------------

// --- Challenges (issue 17 item 5, docs/decisions/021-challenges.md) ---------------------------
export interface ChallengesTable {
  id: Generated<string>;
  /** The public challenge_id. */
  number: Generated<number>;
  title: string;
  title_is_custom: Generated<boolean>;
  game: string;
  min_multiplier_x100: bigint;
  min_stake: bigint;
  prize: bigint;
  starts_at: ColumnType<Date, Date | undefined, Date>;
  ends_at: Date | null;
  created_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  cancelled_at: Date | null;
  winner_id: string | null;
  won_at: Date | null;
  won_stake: bigint | null;
  won_payout: bigint | null;
  ledger_entry_id: bigint | null;
}
// --- end challenges --------------------------------------------------------------------------

// --- Locked balances and the sign-up wheel (issue 17; promotions_locked migration) ---
export interface DepositBonusOptInsTable {
  user_id: string;
  created_at: ColumnType<Date, never, never>;
}
export interface DepositBonusDepositsTable {
  deposit_id: string;
  user_id: string;
  ordinal: number;
  deposit_usd: bigint;
  percentage: number;
  bonus: bigint;
  locked_balance_id: string | null;
  created_at: ColumnType<Date, never, never>;
}
export interface SignupWheelSpinsTable {
  id: Generated<string>;
  ip: string;
  segment_index: number;
  prize: bigint;
  created_at: ColumnType<Date, never, never>;
  expires_at: Date;
}
export interface SignupWheelClaimsTable {
  spin_id: string;
  user_id: string;
  locked_balance_id: string;
  prize: bigint;
  created_at: ColumnType<Date, never, never>;
}
// --- end locked balances and the sign-up wheel ---

// --- Raffle (issue 17 items 6-7; migration 20261126120000_raffle) -------------------------------

// week_start is a `date` compared as YYYY-MM-DD text; read it through to_char (pg would parse a
// bare date into a local-time Date).
export interface RaffleWeeksTable {
  /** YYYY-MM-DD, a Friday. */
  week_start: string;
  starts_at: Date;
  ends_at: Date;
  server_seed: string;
  server_seed_hash: string;
  status: ColumnType<'open' | 'closed' | 'drawn', 'open' | undefined, 'open' | 'closed' | 'drawn'>;
  total_tickets: ColumnType<bigint, bigint | undefined, bigint>;
  public_value: string | null;
  public_value_source: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  closed_at: Date | null;
  drawn_at: Date | null;
}

export interface RaffleTicketsTable {
  week_start: string;
  user_id: string;
  wagering_tickets: ColumnType<bigint, bigint | undefined, bigint>;
  gold_tickets: ColumnType<bigint, bigint | undefined, bigint>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface RafflePlayersTable {
  user_id: string;
  /** Units of 10⁻⁸ USD wagered and not yet worth a ticket. */
  wager_remainder: ColumnType<bigint, bigint | undefined, bigint>;
}

export interface RaffleRangesTable {
  week_start: string;
  first_ticket: bigint;
  ticket_count: bigint;
  user_id: string;
  username: string;
}

export interface RaffleWinnersTable {
  week_start: string;
  place: number;
  user_id: string;
  username: string;
  ticket: bigint;
  prize: bigint;
  ledger_entry_id: bigint;
}

// Affiliate programme (issue 18 item 5).
export interface AffiliateCodesTable {
  id: Generated<string>;
  user_id: string;
  code: string;
  name: string;
  created_at: ColumnType<Date, never, never>;
}

export interface AffiliateClicksTable {
  id: Generated<string>;
  affiliate_id: string;
  code_id: string | null;
  code_key: string;
  visitor_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

// ---- Operator console (issue 22; migration 20261128120000_staff_roles, ADR 037) ----
export interface StaffRolesTable {
  user_id: string;
  role: 'admin' | 'finance' | 'support' | 'moderator' | 'trader';
  granted_by: string;
  granted_at: ColumnType<Date, never, never>;
}

export interface AdminNotesTable {
  id: Generated<bigint>;
  user_id: string;
  author_id: string;
  body: string;
  created_at: ColumnType<Date, never, never>;
}
// ---- end operator console ----
// Content over GraphQL: FAQ, documentation, blog (issue 23; ADR 036).
export type ContentKind = 'support' | 'documentation' | 'affiliate';
export interface ContentItemsTable {
  id: string;
  language: Generated<string>;
  kind: ContentKind;
  position: Generated<number>;
  tab_title: string | null;
  /** A FAQ entry's question; a documentation page's heading. */
  title: string;
  /** Markdown: a FAQ entry's answer; a documentation page's content. */
  body: string;
  updated_at: Generated<Date>;
}
export interface BlogPostsTable {
  slug: string;
  language: Generated<string>;
  title: string;
  excerpt: string;
  /** A path under the web app's public folder (`/blog/covers/...svg`). */
  cover: string;
  /** Markdown. */
  content: string;
  published_at: Date;
  updated_at: Generated<Date>;
}

// Responsible gambling (issue 25 item 5, ADR 050; migration 20261201090000_responsible_gambling).
export interface ResponsibleGamblingTable {
  user_id: string;
  reality_check_minutes: number | null;
  exclusion_kind: 'cool_off' | 'self_exclusion' | null;
  exclusion_started_at: Date | null;
  excluded_until: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export interface ResponsibleGamblingLimitsTable {
  user_id: string;
  kind: 'deposit' | 'loss' | 'wager';
  period: 'day' | 'week' | 'month';
  amount: bigint;
  pending_amount: bigint | null;
  pending_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export interface ResponsibleGamblingUsageTable {
  user_id: string;
  day: ColumnType<Date, string, string>;
  wagered: ColumnType<bigint, bigint | undefined, bigint>;
  lost: ColumnType<bigint, bigint | undefined, bigint>;
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
  payment_derivation_counters: PaymentDerivationCountersTable;
  payment_deposit_addresses: PaymentDepositAddressesTable;
  payment_deposits: PaymentDepositsTable;
  payment_withdrawals: PaymentWithdrawalsTable;
  payment_watch_cursors: PaymentWatchCursorsTable;
  // Unattributed deposits of tag networks (issue 19; migration 20261127110000_ton_unattributed).
  unattributed_deposits: UnattributedDepositsTable;
  chain_simulator_transfers: ChainSimulatorTransfersTable;
  crash_chains: CrashChainsTable;
  crash_chain_checkpoints: CrashChainCheckpointsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
  operator_settings: OperatorSettingsTable;
  reward_balances: RewardBalancesTable;
  reward_periods: RewardPeriodsTable;
  reward_boosts: RewardBoostsTable;
  reward_calendar_items: RewardCalendarItemsTable;
  reward_claims: RewardClaimsTable;
  reward_gifts: RewardGiftsTable;
  outbox: OutboxTable;
  // Lootbox (issue 17 item 2).
  lootbox_codes: LootboxCodesTable;
  // The console's gift sends (issue 22, ADR 045).
  reward_gift_sends: RewardGiftSendsTable;
  lootbox_opens: LootboxOpensTable;
  free_spin_grants: FreeSpinGrantsTable;
  // Quests and Gold (issue 17 item 1).
  quests: QuestsTable;
  quest_tasks: QuestTasksTable;
  quest_progress: QuestProgressTable;
  quest_claims: QuestClaimsTable;
  challenges: ChallengesTable;
  // Locked balances and the sign-up wheel (issue 17).
  deposit_bonus_opt_ins: DepositBonusOptInsTable;
  deposit_bonus_deposits: DepositBonusDepositsTable;
  signup_wheel_spins: SignupWheelSpinsTable;
  signup_wheel_claims: SignupWheelClaimsTable;
  // Raffle (issue 17 items 6-7).
  raffle_weeks: RaffleWeeksTable;
  raffle_tickets: RaffleTicketsTable;
  raffle_players: RafflePlayersTable;
  raffle_ranges: RaffleRangesTable;
  raffle_winners: RaffleWinnersTable;
  // Chat (issue 18).
  chat_messages: ChatMessagesTable;
  chat_mutes: ChatMutesTable;
  chat_moderation_audit: ChatModerationAuditTable;
  chat_rains: ChatRainsTable;
  // Affiliate programme (issue 18 item 5).
  affiliate_codes: AffiliateCodesTable;
  affiliate_clicks: AffiliateClicksTable;
  // Affiliate races (issue 18 item 6).
  races: RacesTable;
  race_participants: RaceParticipantsTable;
  // Referral commission per referred player (issue 18 item 5).
  referral_commissions: ReferralCommissionsTable;
  // Provider games' seamless wallet (issue 20 item 1).
  provider_sessions: ProviderSessionsTable;
  provider_transactions: ProviderTransactionsTable;
  // Provider games' catalogue and favourites (issue 20).
  provider_games: ProviderGamesTable;
  game_favourites: GameFavouritesTable;
  // The console's catalogue (issue 22, ADR 048).
  catalogue_disabled_providers: CatalogueDisabledProvidersTable;
  // Free spins at providers: tips and lootbox prizes (issue 20, ADR 033).
  free_spin_campaigns: FreeSpinCampaignsTable;
  // Operator console (issue 22).
  staff_roles: StaffRolesTable;
  admin_notes: AdminNotesTable;
  // Content over GraphQL (issue 23; ADR 036).
  content_items: ContentItemsTable;
  blog_posts: BlogPostsTable;
  // The sportsbook (issue 21, ADR 038).
  sb_events: SbEventsTable;
  // Banners on the home page and in chat (issues 22, 23; ADR 040).
  banners: BannersTable;
  // Sports bets (issue 21; migration 20261129091000_sportsbook_bets).
  sb_slips: SbSlipsTable;
  sb_bets: SbBetsTable;
  sb_bet_legs: SbBetLegsTable;
  sb_bet_payouts: SbBetPayoutsTable;
  sb_cash_outs: SbCashOutsTable;
  // Responsible gambling (issue 25 item 5, ADR 050).
  responsible_gambling: ResponsibleGamblingTable;
  responsible_gambling_limits: ResponsibleGamblingLimitsTable;
  responsible_gambling_usage: ResponsibleGamblingUsageTable;
}

// Chat (issue 18; docs/decisions/022-chat.md).
export interface ChatMessagesTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  room: string;
  user_id: string;
  message: string;
  message_type: Generated<'text' | 'bet_share'>;
  metadata: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  deleted_at: Date | null;
}

export interface ChatMutesTable {
  user_id: string;
  muted_until: Date;
  reason: string | null;
  created_by: string;
  created_at: ColumnType<Date, never, Date>;
}

export interface ChatModerationAuditTable {
  id: Generated<string>;
  action: 'delete' | 'mute' | 'unmute' | 'announce' | 'unannounce';
  actor: string;
  target_user_id: string | null;
  message_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: ColumnType<Date, never, never>;
}

export interface ChatRainsTable {
  id: Generated<string>;
  idempotency_key: string;
  room: string;
  sender_id: string;
  amount: bigint;
  recipients: number;
  ledger_entry_id: bigint | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

// Affiliate races (issue 18 item 6; migration 20261126170000_races).
export interface RacesTable {
  id: string;
  affiliate_id: string;
  /** The 10 prizes, units of 10⁻⁸ USD, in position order. */
  prizes: bigint[];
  total_prize_pool: bigint;
  starts_at: Date;
  ends_at: Date;
  status: Generated<'active' | 'ended'>;
  escrow_entry_id: bigint;
  refunded: Generated<bigint>;
  ended_at: Date | null;
  created_at: Generated<Date>;
}

export interface RaceParticipantsTable {
  race_id: string;
  user_id: string;
  wagered: Generated<bigint>;
  first_wager_at: Date;
  position: number | null;
  prize: bigint | null;
  ledger_entry_id: bigint | null;
}

// Referral commission per referred player (migration 20261127080000_referral_commissions).
export interface ReferralCommissionsTable {
  referrer_id: string;
  user_id: string;
  /** Units of 10⁻⁸ USD earned by the referrer from this player's bets. */
  commission: Generated<bigint>;
  updated_at: Generated<Date>;
}

// Provider games' seamless wallet (issue 20 item 1; migration 20261127120000_provider_wallet).
export interface ProviderSessionsTable {
  id: string;
  /** SHA-256 (hex) of the session token; the token itself is never stored. */
  token_hash: string;
  provider_id: string;
  user_id: string;
  game_code: string;
  currency: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface ProviderTransactionsTable {
  id: Generated<bigint>;
  provider_id: string;
  transaction_uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  state: 'accepted' | 'refused' | 'rolled_back' | 'tombstone';
  user_id: string;
  game_code: string | null;
  round: string | null;
  /** Units of 10⁻⁸ USD. */
  amount: Generated<bigint>;
  reference_transaction_uuid: string | null;
  /** What a retry must repeat (kind, user, game, round, amount, currency, reference). */
  fingerprint: string;
  /** The first answer, without its request_uuid. */
  response: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  ledger_entry_id: bigint | null;
  counted: Generated<boolean>;
  created_at: Generated<Date>;
}

// Unattributed deposits of tag networks: TON memo, XRP destination tag (issue 19; migration
// 20261127110000_ton_unattributed, docs/decisions/026-ton-adapter.md).
export type UnattributedDepositStatus = 'HELD' | 'ASSIGNED' | 'RESOLVED';

export interface UnattributedDepositsTable {
  id: Generated<string>;
  network: string;
  txid: string;
  output_index: number;
  address: string;
  /** The memo / destination tag as sent; null when the payment carried none. */
  tag: string | null;
  asset: string;
  /** NUMERIC(78,0) base units: read as a string, written as a string. */
  asset_amount: string;
  asset_decimals: number;
  block_height: bigint | null;
  source: 'chain' | 'simulator';
  status: Generated<UnattributedDepositStatus>;
  assigned_user_id: string | null;
  deposit_id: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  note: string | null;
  created_at: ColumnType<Date, never, never>;
}

// Provider games' catalogue and favourites (issue 20; docs/decisions/031-provider-catalogue.md).
export interface ProviderGamesTable {
  uuid: Generated<string>;
  provider_id: string;
  provider_name: string;
  code: string;
  name: string;
  slug: string;
  categories: string[];
  bonus_buy: ColumnType<
    { priceX: number; rtpTarget: number | null } | null,
    string | null,
    string | null
  >;
  /** Percent, numeric(6,3): read as a string. */
  rtp: ColumnType<string, number, number>;
  volatility: string;
  max_win_x: ColumnType<string, number, number>;
  release_date: ColumnType<Date, string, string>;
  image: string;
  image_gradient: string[];
  features: string[];
  description: string;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  // The console's catalogue (issue 22, ADR 048; migration 20261130094000_console_catalogue).
  operator_disabled: Generated<boolean>;
  position: number | null;
}

/** Providers the operator switched off in the console (ADR 048). */
export interface CatalogueDisabledProvidersTable {
  provider_id: string;
  disabled_at: Generated<Date>;
}

export interface GameFavouritesTable {
  user_id: string;
  game_uuid: string;
  created_at: Generated<Date>;
}

// Free spins at providers: tips and lootbox prizes (issue 20, ADR 033).
export interface FreeSpinCampaignsTable {
  /** The provider's `campaign_uuid`. */
  id: string;
  /** Who plays the spins. */
  user_id: string;
  /** The tipper (null: the house paid, e.g. a lootbox prize). */
  funded_by: string | null;
  provider_id: string;
  game_uuid: string;
  game_code: string;
  spins: number;
  /** One spin's bet in 10⁻⁸ USD. */
  spin_value: bigint;
  cost: bigint;
  source: 'tip' | 'lootbox';
  source_id: string;
  state: ColumnType<
    'pending' | 'granted' | 'refused',
    'pending' | 'granted' | 'refused' | undefined,
    'pending' | 'granted' | 'refused'
  >;
  funding_entry_id: bigint | null;
  reversal_entry_id: bigint | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  settled_at: Date | null;
}

// ---- The sportsbook (issue 21; migration 20261129090000_sportsbook_events, ADR 038) ----
export interface SbEventsTable {
  /** The feed's event id (`sim:…` for the simulated feed, `oa:…` for The Odds API). */
  id: string;
  source: 'simulated' | 'odds-api';
  sport: 'football' | 'tennis' | 'basketball';
  competition_id: string;
  competition_name: string;
  country: string;
  home_id: string;
  home_name: string;
  away_id: string;
  away_name: string;
  starts_at: Date;
  status: ColumnType<
    'pre_match' | 'live' | 'ended' | 'cancelled',
    'pre_match' | 'live' | 'ended' | 'cancelled' | undefined,
    'pre_match' | 'live' | 'ended' | 'cancelled'
  >;
  /** The feed reducer's EventFeedState (ADR 035), replaced under the row lock. */
  feed_state: ColumnType<Record<string, unknown>, string, string>;
  /** The producer's timestamp (epoch ms) of the last message applied. */
  feed_clock: ColumnType<bigint, bigint | undefined, bigint>;
  bet_stop_seq: Generated<number>;
  /** The simulated feed's parameters (seed, strengths) or the adapter's ids. */
  model: ColumnType<Record<string, unknown>, string | undefined, string>;
  // Sportsbook trading (issue 22, ADR 047; migration 20261130093000_sportsbook_trading).
  /** The trader's hold (TraderHold in modules/sportsbook/trading), null when none. */
  trader_hold: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
// ---- Live support (issue 23 item 3; migration 20261129120000_live_support, ADR 041) ----
export interface SupportConversationsTable {
  /** One conversation per player: its key is the player's id. */
  user_id: string;
  status: Generated<'open' | 'closed'>;
  last_message_at: Generated<Date>;
  player_read_at: Date | null;
  closed_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}
export interface SupportMessagesTable {
  id: Generated<bigint>;
  user_id: string;
  author: 'player' | 'staff';
  staff_user_id: string | null;
  body: string;
  created_at: Generated<Date>;
}
export interface Database {
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
}
// ---- end live support ----
// Banners on the home page and in chat (issues 22, 23; ADR 040).
export interface BannersTable {
  id: Generated<number>;
  /** Text per language; `en` is required and is the fallback. */
  texts: ColumnType<Record<string, string>, string, string>;
  link: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  position: Generated<number>;
  on_home: Generated<boolean>;
  in_chat: Generated<boolean>;
  created_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  removed_at: Date | null;
}

// ---- Sports bets (issue 21; migration 20261129091000_sportsbook_bets, ADR 038) ----
export interface SbSlipsTable {
  user_id: string;
  slip_id: string;
  /** What the slip asked for; the same slipId with another content is a conflict. */
  fingerprint: string;
  bet_ids: string[];
  created_at: Generated<Date>;
}

export type SbBetStatusColumn = 'open' | 'won' | 'lost' | 'void' | 'cashed_out';

export interface SbBetsTable {
  id: string;
  user_id: string;
  slip_id: string;
  kind: 'single' | 'multi';
  /** Units of 10⁻⁸ USD. */
  original_stake: bigint;
  /** The stake still riding (after partial cash-outs). */
  stake: bigint;
  total_odds: number;
  max_payout: bigint;
  status: ColumnType<SbBetStatusColumn, SbBetStatusColumn | undefined, SbBetStatusColumn>;
  /** The settlement payout currently posted (cash-outs apart). */
  payout: Generated<bigint>;
  cashed_out: Generated<bigint>;
  /** Bumped whenever a leg's result changes; the bet is due while it differs from paid_version. */
  settle_version: Generated<number>;
  paid_version: Generated<number>;
  /** The play event and the `bets` row exist. */
  counted: Generated<boolean>;
  stake_entry_id: bigint;
  placed_at: Generated<Date>;
  settled_at: Date | null;
}

export type SbLegResultColumn = 'win' | 'loss' | 'void' | 'half_win' | 'half_loss';

export interface SbBetLegsTable {
  bet_id: string;
  idx: number;
  event_id: string;
  market_id: string;
  market_type: string;
  specifier: string;
  outcome_id: string;
  odds: number;
  /** The event's feed clock (epoch ms) when the bet was accepted. */
  accepted_clock: ColumnType<bigint, bigint, bigint>;
  result: SbLegResultColumn | null;
}

export interface SbBetPayoutsTable {
  bet_id: string;
  seq: number;
  kind: 'payout' | 'reversal' | 'cash_out';
  /** Signed from the player's side: a payout or cash-out is positive, a reversal negative. */
  amount: bigint;
  entry_id: bigint;
  /** The seq of the payout a reversal undoes. */
  reverses: number | null;
  created_at: Generated<Date>;
}

export interface SbCashOutsTable {
  user_id: string;
  request_id: string;
  bet_id: string;
  stake: bigint;
  value: bigint;
  created_at: Generated<Date>;
}
