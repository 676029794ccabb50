/** The account feature's tables: members, their head icons, sessions and login attempts. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, createdAtColumn } from '../../db/columns';

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
    /** 0, 1, 2 real; 4 trial; 40, 41, 42 other (spec §3 Member types). */
    type: smallint('type').notNull().default(0),
    nickname: text('nickname').notNull().default(''),
    /** The agent whose affiliate code brought the member. */
    referrerId: bigint('referrer_id', { mode: 'number' }),
    /** An agent's invitation code (spec §4 Affiliate). */
    affiliateCode: text('affiliate_code'),
    /** The invitation code the member registered with (`?recommenderId=` of a member's invite link). */
    recommenderId: text('recommender_id'),
    /**
     * A real member's personal invite code (spec §2 /m/inviteFriends; decision 0046): made on first
     * need, unique in the merchant in any case, never changed.
     */
    inviteCode: text('invite_code'),
    /** The member whose invite code brought this one (the referral programme's friend → referrer). */
    recommendedBy: bigint('recommended_by', { mode: 'number' }),
    profile: jsonb('profile').$type<MemberProfile>().notNull().default({}),
    firstTimeLogin: boolean('first_time_login').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
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
    uniqueIndex('members_invite_code_uq')
      .on(table.merchantCode, sql`upper(${table.inviteCode})`)
      .where(sql`${table.inviteCode} is not null`),
    index('members_recommended_by_idx')
      .on(table.recommendedBy)
      .where(sql`${table.recommendedBy} is not null`),
  ],
);

/**
 * A member's head icon (spec §7 Head icon): an uploaded PNG or JPEG, served at an address with its
 * random `iconId` (a new one per upload, so the address of a picture never changes), or a preset avatar.
 */
export const memberHeadIcons = pgTable('member_head_icons', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  /** 1 to HEAD_ICON_PRESETS for a preset avatar; null for an upload. */
  preset: smallint('preset'),
  /** Set with the upload's bytes. */
  iconId: text('icon_id').unique(),
  contentType: text('content_type'),
  image: bytea('image'),
  width: smallint('width'),
  height: smallint('height'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    /** The sign-in's User-Agent header, trimmed and cut to 500 characters; null without one (and on older rows). */
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When the member's session-time limit (player protection, decision 0059) ends the session:
     * set at login, brought forward when the member tightens the limit; null without one.
     */
    timeLimitEndsAt: timestamp('time_limit_ends_at', { withTimezone: true }),
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
    /** The attempt's User-Agent header, as sessions keep it. */
    userAgent: text('user_agent'),
    method: text('method').notNull(),
    /** success, failure, locked, captcha */
    outcome: text('outcome').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('login_attempts_account_idx').on(table.merchantCode, table.account, table.createdAt),
    index('login_attempts_ip_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * Staff notes on a member (the back office's player page, issue 21): append-only, newest first.
 * author is the operator actor ('staff:<username>' or the Operator-Key's 'operator').
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('member_notes_member_idx').on(table.memberId, table.createdAt)],
);
