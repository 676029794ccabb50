/** The one drizzle schema (pg-core), valid on PostgreSQL 15 and on PGlite's PostgreSQL 18. */
import type { AccessSettings, SiteConfig } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
    /** What changed: 'config' or 'access'. */
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
