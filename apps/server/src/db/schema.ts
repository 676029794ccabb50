/** The one drizzle schema (pg-core), valid on PostgreSQL 15 and on PGlite's PostgreSQL 18. */
import type { AccessSettings, SiteConfig } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A brand. Its site configuration and access settings are documents the operator edits as a whole. */
export const merchants = pgTable('merchants', {
  merchantCode: text('merchant_code').primaryKey(),
  /** SiteConfig without merchantCode, which is the key. */
  config: jsonb('config').$type<Omit<SiteConfig, 'merchantCode'>>().notNull(),
  access: jsonb('access').$type<AccessSettings>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every operator change: who, what, the document before and after, when. Append-only. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    actor: text('actor').notNull(),
    clientIp: text('client_ip').notNull(),
    /** What changed: 'config', 'access', or 'merchant' (its creation: before is null). */
    target: text('target').notNull(),
    patch: jsonb('patch').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operator_audit_merchant_idx').on(table.merchantCode, table.createdAt)],
);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Registration fields kept as given, which no rule of the server reads. */
export interface MemberProfile {
  payeeName?: string;
  qqNum?: string;
  facebook?: string;
  whatsapp?: string;
  line?: string;
  zalo?: string;
  wechat?: string;
  idNumber?: string;
  registerUrl?: string;
  registerMethod?: string;
  domain?: string;
}

/** A player or agent of one merchant (trial players belong to the merchant's trial merchant code). */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    username: text('username').notNull(),
    /** Digits without '+', for example '84'; set together with mobileNum. */
    countryDialingCode: text('country_dialing_code'),
    /** Digits without the one leading 0 (spec §5). */
    mobileNum: text('mobile_num'),
    email: text('email'),
    /** argon2id (PHC string); null for members who sign in by SMS or a social provider only. */
    passwordHash: text('password_hash'),
    paymentPasswordHash: text('payment_password_hash'),
    /** Wrong payment passwords since the last right one (or the last lock); decision 0020. */
    paymentPasswordFailures: integer('payment_password_failures').notNull().default(0),
    /** Payment calls are refused until then (set by the wrong guess that reached the limit). */
    paymentLockedUntil: timestamp('payment_locked_until', { withTimezone: true }),
    /** 0, 1, 2 real; 4 trial; 40, 41, 42 other (spec §3 Member types). */
    type: smallint('type').notNull().default(0),
    nickname: text('nickname').notNull().default(''),
    /** clubLabel.labelName */
    vipLabel: text('vip_label').notNull().default('VIP0'),
    /** The agent whose affiliate code brought the member. */
    referrerId: bigint('referrer_id', { mode: 'number' }),
    /** An agent's invitation code (spec §4 Affiliate). */
    affiliateCode: text('affiliate_code'),
    recommenderId: text('recommender_id'),
    profile: jsonb('profile').$type<MemberProfile>().notNull().default({}),
    firstTimeLogin: boolean('first_time_login').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('members_username_uq').on(table.merchantCode, sql`lower(${table.username})`),
    uniqueIndex('members_mobile_uq')
      .on(table.merchantCode, table.countryDialingCode, table.mobileNum)
      .where(sql`${table.mobileNum} is not null`),
    uniqueIndex('members_email_uq')
      .on(table.merchantCode, sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
    uniqueIndex('members_affiliate_code_uq')
      .on(table.merchantCode, sql`upper(${table.affiliateCode})`)
      .where(sql`${table.affiliateCode} is not null`),
  ],
);

/** A login. The token itself is never stored: only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    merchantCode: text('merchant_code').notNull(),
    /** How it began: password, sms, register, trial, oauth. */
    method: text('method').notNull(),
    /** Set by a password login of a member who must change the password (see the password rules). */
    maySkipOldPassword: boolean('may_skip_old_password').notNull().default(false),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
);

/** Every login attempt, whatever its outcome; lockout and the captcha flag are read from here. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** What was tried: the lower-case username, or dialing code + mobile number. */
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    method: text('method').notNull(),
    /** success, failure, locked, captcha */
    outcome: text('outcome').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_attempts_account_idx').on(table.merchantCode, table.account, table.createdAt),
    index('login_attempts_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** SMS codes, stored hashed, with their guess count. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** Dialing code + number, digits only. */
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    guesses: integer('guesses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sms_codes_mobile_idx').on(table.merchantCode, table.mobile, table.createdAt)],
);

/** What the embedded SMS provider "sent": tests and e2e read the codes here. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    text: text('text').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sms_outbox_mobile_idx').on(table.merchantCode, table.mobile, table.createdAt)],
);

/** A member's social sign-in: the OpenID provider's (issuer, subject). */
export const memberIdentities = pgTable(
  'member_identities',
  {
    merchantCode: text('merchant_code').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.issuer, table.subject] })],
);

/** X25519 key pairs of the encrypted bodies. The newest is published; older ones stay valid until retired. */
export const bodyKeys = pgTable('body_keys', {
  keyId: text('key_id').primaryKey(),
  publicKey: text('public_key').notNull(),
  secretKey: text('secret_key').notNull(),
  createdAt: createdAt(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

// ---- wallet and money (DESIGN §5, docs/decisions/0011) -------------------------------------

/**
 * One balance per (merchant, kind, member, currency). Player kinds may never go below zero; the
 * system kinds (house, payment_clearing, bonus) are the other side of every movement and may
 * (docs/decisions/0011). System accounts have member_id 0. Balances change only together with
 * postings, in the ledger's one transaction per movement.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind')
      .$type<'player_wallet' | 'player_withdrawal_hold' | 'house' | 'payment_clearing' | 'bonus'>()
      .notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_owner_uq').on(
      table.merchantCode,
      table.kind,
      table.memberId,
      table.currency,
    ),
    check(
      'ledger_accounts_player_balance_non_negative',
      sql`${table.kind} not in ('player_wallet', 'player_withdrawal_hold') or ${table.balance} >= 0`,
    ),
    check(
      'ledger_accounts_member_matches_kind',
      sql`(${table.kind} in ('player_wallet', 'player_withdrawal_hold')) = (${table.memberId} > 0)`,
    ),
  ],
);

/** One money movement. Append-only (a trigger refuses UPDATE and DELETE); corrections are reversals. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind').notNull(),
    /** Unique per merchant: a repeat with the same request hash answers the first result. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the movement asked for (kind, legs, reference). */
    requestHash: text('request_hash').notNull(),
    /** What it is about: 'deposit:<order>', 'withdrawal:<id>', 'vendor:<code>:<txn>' ... */
    reference: text('reference').notNull(),
    /** A transaction is reversed at most once (unique). */
    reversesTransactionId: bigint('reverses_transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_idempotency_uq').on(table.merchantCode, table.idempotencyKey),
    uniqueIndex('ledger_transactions_reverses_uq')
      .on(table.reversesTransactionId)
      .where(sql`${table.reversesTransactionId} is not null`),
  ],
);

/** The legs of a transaction; they sum to zero. Append-only. kind and created_at are the transaction's, for the record queries. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed minor units: − leaves the account, + enters it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_postings_account_idx').on(table.accountId, table.createdAt),
    index('ledger_postings_transaction_idx').on(table.transactionId),
  ],
);

/** Per-merchant wallet rules; a merchant without a row uses DEFAULT_WITHDRAWAL_LIMITS. */
export const walletSettings = pgTable('wallet_settings', {
  merchantCode: text('merchant_code').primaryKey(),
  withdrawalMin: bigint('withdrawal_min', { mode: 'number' }).notNull(),
  withdrawalMax: bigint('withdrawal_max', { mode: 'number' }).notNull(),
});

export interface ChannelPayee {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** Deposit channels of a merchant. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    merchantCode: text('merchant_code').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'sandbox' | 'bank_transfer'>().notNull(),
    min: bigint('min', { mode: 'number' }).notNull(),
    max: bigint('max', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    payee: jsonb('payee').$type<ChannelPayee>(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.id] })],
);

/** A deposit: a gateway payment or a manual bank transfer; credited once through the ledger. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    channelId: text('channel_id').notNull(),
    kind: text('kind').$type<'sandbox' | 'bank_transfer'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'pending' | 'completed' | 'cancelled' | 'rejected'>().notNull(),
    /** The client's Idempotency-Key and the hash of what it asked, for safe retries. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    providerRef: text('provider_ref'),
    paymentUrl: text('payment_url'),
    reference: text('reference'),
    payerName: text('payer_name'),
    reason: text('reason'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('deposit_orders_idempotency_uq')
      .on(table.merchantCode, table.memberId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('deposit_orders_member_idx').on(table.memberId, table.createdAt),
    index('deposit_orders_status_idx').on(table.merchantCode, table.status, table.createdAt),
  ],
);

/** The sandbox gateway's own books: what a real gateway would keep on its side. */
export const sandboxGatewayPayments = pgTable('sandbox_gateway_payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'created' | 'paid' | 'cancelled'>().notNull(),
  returnUrl: text('return_url').notNull(),
  callbackUrl: text('callback_url').notNull(),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  callbackDeliveredAt: timestamp('callback_delivered_at', { withTimezone: true }),
});

export const memberBankCards = pgTable(
  'member_bank_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('member_bank_cards_account_uq').on(table.memberId, table.accountNumber)],
);

/**
 * Every payment lock, for the operator (GET .../payment-locks): when it began and would end, and
 * when an SMS code ended it early. A lock without unlockedAt ended by time at lockedUntil.
 */
export const paymentPasswordLocks = pgTable(
  'payment_password_locks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_password_locks_merchant_idx').on(table.merchantCode, table.lockedAt),
    index('payment_password_locks_member_idx').on(table.memberId, table.lockedAt),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankCardId: bigint('bank_card_id', { mode: 'number' })
      .notNull()
      .references(() => memberBankCards.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'submitted' | 'reviewing' | 'approved' | 'paid' | 'rejected'>().notNull(),
    /** The ledger transaction that moved the amount into the hold. */
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('withdrawals_hold_uq').on(table.holdTransactionId),
    index('withdrawals_member_idx').on(table.memberId, table.createdAt),
    index('withdrawals_status_idx').on(table.merchantCode, table.status, table.createdAt),
  ],
);

/** The timeline the player sees: one row per status reached. */
export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    withdrawalId: text('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    status: text('status').$type<'submitted' | 'reviewing' | 'approved' | 'paid' | 'rejected'>().notNull(),
    note: text('note'),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('withdrawal_events_status_uq').on(table.withdrawalId, table.status)],
);

/** Game vendors of the seamless wallet; the secret signs their calls (HMAC-SHA256). */
export const vendors = pgTable('vendors', {
  vendorCode: text('vendor_code').primaryKey(),
  name: text('name').notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

/** The player token a game launch hands to a vendor; stored as its SHA-256. */
export const vendorPlayerTokens = pgTable('vendor_player_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  vendorCode: text('vendor_code')
    .notNull()
    .references(() => vendors.vendorCode),
  merchantCode: text('merchant_code').notNull(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  /** The brand's currency at launch: a trial member's merchant code names no merchant of its own. */
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

/** Every vendor transaction id applied, once per vendor (the primary key), with its ledger transaction. */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<'bet' | 'win' | 'rollback'>().notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    roundId: text('round_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorCode, table.transactionId] }),
    uniqueIndex('vendor_transactions_ledger_uq').on(table.ledgerTransactionId),
  ],
);

/** A game round as the betting record shows it: stake and win add up the round's debits and credits. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'open' | 'settled' | 'rolled_back'>().notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorCode, table.roundId] }),
    index('game_rounds_member_idx').on(table.memberId, table.createdAt),
  ],
);

// ---- game catalogue (issue 5) -------------------------------------------------------------------

/**
 * A vendor as one merchant offers it. The seamless-wallet integration (secret) is the global
 * `vendors` row of the same code; this row is the catalogue side: name, order, how a tap behaves.
 */
export const catalogueVendors = pgTable(
  'catalogue_vendors',
  {
    merchantCode: text('merchant_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    name: text('name').notNull(),
    /** Vendor-level vendors open their game list instead of launching a lobby (spec §4). */
    vendorLevel: boolean('vendor_level').notNull().default(false),
    /**
     * The game server's launch address when the vendor is connected; null while it is not, and
     * a launch then answers the site's honest "not connected yet" page.
     */
    launchUrl: text('launch_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.vendorCode] })],
);

/** The categories a merchant shows, in the server's order (spec §2 Game entrance: Hot first, then these). */
export const gameCategories = pgTable(
  'game_categories',
  {
    merchantCode: text('merchant_code').notNull(),
    category: text('category').notNull(),
    sortOrder: integer('sort_order').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.category] })],
);

/** Spec §3 Game vendor mapping: which vendors a category lists, in order, and the lobby game a tap launches. */
export const categoryVendors = pgTable(
  'category_vendors',
  {
    merchantCode: text('merchant_code').notNull(),
    category: text('category').notNull(),
    vendorCode: text('vendor_code').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The vendor's lobby game in this category (null for vendor-level vendors). */
    lobbyGameId: bigint('lobby_game_id', { mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.category, table.vendorCode] })],
);

/** Spec §3 Game. The identity `id` is the game's nodeId. */
export const games = pgTable(
  'games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** The vendor's game code (launch) and id. */
    gameCode: text('game_code').notNull(),
    gameId: text('game_id').notNull(),
    /** The category (spec gameType): RNG, FISH, LIVE ... */
    category: text('category').notNull(),
    name: text('name').notNull(),
    /** Names by language code (lower case), when the vendor supplies them. */
    localizedNames: jsonb('localized_names').$type<Record<string, string>>().notNull().default({}),
    gameClassify: text('game_classify'),
    lottoMode: text('lotto_mode'),
    gameGroupId: text('game_group_id'),
    supportPlay: boolean('support_play').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('games_vendor_code_uq').on(table.merchantCode, table.vendorCode, table.gameCode),
    // The list orders: by category, by vendor within a category, hot and new subsets.
    index('games_category_idx').on(table.merchantCode, table.category, table.sortOrder, table.id),
    index('games_vendor_idx').on(
      table.merchantCode,
      table.vendorCode,
      table.category,
      table.sortOrder,
      table.id,
    ),
    index('games_hot_idx').on(table.merchantCode, table.sortOrder, table.id).where(sql`${table.isHot}`),
    index('games_new_idx').on(table.merchantCode, table.sortOrder, table.id).where(sql`${table.isNew}`),
  ],
);

/** A member's favourite games (spec §4 Favourite toggle). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('favourite_games_member_idx').on(table.memberId, table.createdAt),
  ],
);

/** A member's launched games, one row per game with its last launch (spec §7 Recent games). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('recent_games_member_idx').on(table.memberId, table.launchedAt),
  ],
);

/** Live models of the live-model feature (spec §7 Live model list). */
export const liveModels = pgTable(
  'live_models',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    name: text('name').notNull(),
    streaming: boolean('streaming').notNull().default(false),
    gameId: bigint('game_id', { mode: 'number' }).references(() => games.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('live_models_name_uq').on(table.merchantCode, table.name)],
);

// ---- announcements (issue 5: banners and the notice ticker) ------------------------------------

/** Spec §3 Announcement and Banner: content types A, PL, B, PU, PR; banners carry a group and an action. */
export const announcements = pgTable(
  'announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    type: text('type').$type<'A' | 'PL' | 'B' | 'PU' | 'PR'>().notNull(),
    /** Banners only: m_home, m_live, m_newgame, m_reg. */
    groupName: text('group_name'),
    /** Null: shown in every language; else only to that language code (lower case). */
    language: text('language'),
    title: text('title').notNull(),
    /** Sanitized HTML (operator content is sanitized before it is stored). */
    content: text('content').notNull().default(''),
    /** Banners: the image address and its size (no layout shift). */
    imageUrl: text('image_url'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    action: text('action').$type<'NONE' | 'ROUTE' | 'URL' | 'GAME'>().notNull().default('NONE'),
    target: text('target').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Seed identity, so the idempotent seed inserts each demo announcement once. */
    seedKey: text('seed_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('announcements_merchant_idx').on(table.merchantCode, table.type, table.sortOrder),
    uniqueIndex('announcements_seed_uq').on(table.merchantCode, table.seedKey),
  ],
);

/** Which member read which announcement (spec §4 Announcement read). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: bigint('announcement_id', { mode: 'number' })
      .notNull()
      .references(() => announcements.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.memberId] })],
);
