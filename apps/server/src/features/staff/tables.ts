/**
 * The back office's staff (issue 21): their accounts and their sessions. Platform-wide, no
 * merchant. Secrets are kept as little as they can be: the password as its argon2id hash, the
 * session token as its SHA-256 (the cookie holds the token itself).
 */
import type { StaffRole } from '@app/contract';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const staffAccounts = pgTable('staff_accounts', {
  /** Lower case (STAFF_USERNAME_PATTERN). */
  username: text('username').primaryKey(),
  /** argon2id (lib/password-hasher.ts), like the players' passwords. */
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  /** A disabled account cannot sign in; disabling it ends its sessions. */
  disabled: boolean('disabled').notNull().default(false),
  /** Base32 TOTP secret; null until the first sign-in confirms one (and after an admin resets it). */
  totpSecret: text('totp_secret'),
  /** The secret offered at enrolment, the same on every try until a code of it confirms it. */
  totpPendingSecret: text('totp_pending_secret'),
  /** Failed sign-ins (password or code) in a row; STAFF_LOCKOUT_FAILURES of them lock the account. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** The TOTP time step of the last code accepted: a code of it or an earlier step is a replay. */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in staff member. The cookie's token is never stored: only its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    username: text('username')
      .notNull()
      .references(() => staffAccounts.username),
    /** Sent back in STAFF_CSRF_HEADER by every call of the session that changes something. */
    csrfToken: text('csrf_token').notNull(),
    /** The sign-in; STAFF_SESSION_MAX_HOURS later the session ends however busy it is. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Touched at most once a minute; older than STAFF_IDLE_TIMEOUT_MINUTES ends the session. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    clientIp: text('client_ip').notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [index('staff_sessions_username_idx').on(table.username)],
);
