/**
 * The back office's staff (issue 21): paths, roles, session rules and what each role may change.
 * Staff sign in to the console (/console) with a password and a TOTP code; their session is an
 * HttpOnly SameSite=Strict cookie, and every call that changes something also carries the
 * session's CSRF token in a header. The operator API (/wps/operator/...) takes either the
 * Operator-Key (scripts, the CLI) or a staff session whose role allows the call. The schemas are
 * in staff.ts.
 */
import { ACCOUNT_PATHS } from './account-rules';
import { AGENT_CENTRE_OPERATOR_PATHS } from './agent-centre-rules';
import { AGENT_CONTRACTS_OPERATOR_PATHS } from './agent-contracts-rules';
import { AGENTS_OPERATOR_PATHS } from './agents-rules';
import { ANNOUNCEMENTS_OPERATOR_PATHS } from './announcements-rules';
import { APPROVALS_OPERATOR_PATHS } from './approvals-rules';
import { CHAT_OPERATOR_PATHS } from './chat-rules';
import { CONTENT_PREVIEW_OPERATOR_PATHS } from './content-preview-rules';
import { FEEDBACK_OPERATOR_PATHS } from './feedback-rules';
import { GAMES_OPERATOR_PATHS } from './games-rules';
import { HELP_OPERATOR_PATHS } from './help-rules';
import { INBOX_OPERATOR_PATHS } from './inbox-rules';
import { PAYMENTS_OPERATOR_PATHS } from './payments-rules';
import { PLAYER_PROTECTION_OPERATOR_PATHS } from './player-protection-rules';
import { PLAYERS_OPERATOR_PATHS } from './players-rules';
import { PROMOTIONS_OPERATOR_PATHS } from './promotions-rules';
import { REFERRALS_OPERATOR_PATHS } from './referrals-rules';
import { REWARDS_OPERATOR_PATHS } from './rewards-rules';
import { OPERATOR_PATHS } from './system-rules';
import { VENDOR_WALLET_OPERATOR_PATHS } from './vendor-wallet-rules';
import { VIP_OPERATOR_PATHS } from './vip-rules';
import { WALLET_OPERATOR_PATHS } from './wallet-rules';
import { WITHDRAWALS_OPERATOR_PATHS } from './withdrawals-rules';

export const STAFF_PATHS = {
  /** POST: password, then the TOTP code (or the enrolment of one); sets the session cookie. */
  login: '/wps/staff/login',
  /** POST: ends the session and clears the cookie. */
  logout: '/wps/staff/logout',
  /** GET: the signed-in staff member and the session's CSRF token (a reloaded console asks it). */
  me: '/wps/staff/me',
  /** Admin only. GET: every staff account; POST: a new one. */
  accounts: '/wps/staff/accounts',
  /** Admin only. PATCH: role, disabled, or a new TOTP enrolment at the next sign-in. */
  account: '/wps/staff/accounts/:username',
  /** Every role (and the Operator-Key). GET: operator_audit, newest first, filtered and paged. */
  audit: '/wps/operator/audit',
} as const;

/** The console's address on the same origin as the player site. */
export const CONSOLE_BASE_PATH = '/console/';
/**
 * The meta element of the console's page that carries the nonce of its Content-Security-Policy:
 * the server writes a fresh one into every answer, and the console gives it to antd, whose
 * run-time <style> elements need it.
 */
export const CONSOLE_NONCE_META = 'csp-nonce';

/**
 * The merchantCode of an operator_audit entry that belongs to no merchant: a platform-wide change
 * (a staff account created or changed). No merchant code can be it (those are letters, digits, '_' and '-').
 */
export const AUDIT_PLATFORM_MERCHANT = '*';

export const STAFF_ROLES = ['admin', 'finance', 'support', 'content', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The session cookie: HttpOnly, SameSite=Strict, Path=/wps (only the API ever needs it). */
export const STAFF_SESSION_COOKIE = 'staff_session';
/** Every call of a staff session but GET/HEAD sends the session's CSRF token in this header. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';
/** A session unused this long ends (idle timeout). */
export const STAFF_IDLE_TIMEOUT_MINUTES = 30;
/**
 * A session ends this long after its sign-in however busy it is (a working shift): a session
 * cookie taken from a desk kept busy does not open the console for ever.
 */
export const STAFF_SESSION_MAX_HOURS = 12;
/** So many failed sign-ins (password or code) in a row lock the account for STAFF_LOCKOUT_MINUTES. */
export const STAFF_LOCKOUT_FAILURES = 5;
export const STAFF_LOCKOUT_MINUTES = 15;
/** Staff usernames: lower-case letters, digits, dot, dash and underscore. */
export const STAFF_USERNAME_PATTERN = '^[a-z][a-z0-9._-]{2,31}$';
/** Staff passwords are longer than players' (they move money and unlock accounts). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
/** TOTP: RFC 6238 defaults every authenticator app reads (SHA-1, 6 digits, 30 s), one step of drift. */
export const STAFF_TOTP = { issuer: 'Back office', digits: 6, periodSeconds: 30, window: 1 } as const;
export const STAFF_TOTP_CODE_PATTERN = '^[0-9]{6}$';

/** The three answers of a sign-in: enrol a TOTP first, give the code, or signed in. */
export const STAFF_LOGIN_STEPS = ['enrol', 'code', 'signedIn'] as const;
export type StaffLoginStep = (typeof STAFF_LOGIN_STEPS)[number];

/**
 * The operator calls (route URL patterns, as the server registers them) each role may make besides
 * reading: every role may GET every operator call but STAFF_ADMIN_ONLY_READS; an admin may make
 * every call. Whatever is not listed here (merchants, site configuration and access, vendors, the body keys, staff accounts)
 * only an admin changes. Each entry is a call that changes something: the server's staff test
 * checks that, and that every operator call that changes something is listed here or named there
 * as the admins' only.
 */
export const STAFF_ROLE_WRITES: Record<Exclude<StaffRole, 'admin' | 'viewer'>, readonly string[]> = {
  finance: [
    WALLET_OPERATOR_PATHS.adjustments,
    APPROVALS_OPERATOR_PATHS.approve,
    APPROVALS_OPERATOR_PATHS.reject,
    PAYMENTS_OPERATOR_PATHS.depositDecision,
    WITHDRAWALS_OPERATOR_PATHS.withdrawalStep,
    AGENTS_OPERATOR_PATHS.settle,
    AGENT_CONTRACTS_OPERATOR_PATHS.settle,
    AGENT_CONTRACTS_OPERATOR_PATHS.withdraw,
    AGENT_CENTRE_OPERATOR_PATHS.defaultQuota,
    AGENT_CENTRE_OPERATOR_PATHS.agentQuota,
    PLAYERS_OPERATOR_PATHS.notes,
  ],
  support: [
    CHAT_OPERATOR_PATHS.ticket,
    CHAT_OPERATOR_PATHS.messages,
    CHAT_OPERATOR_PATHS.pictures,
    CHAT_OPERATOR_PATHS.read,
    CHAT_OPERATOR_PATHS.close,
    FEEDBACK_OPERATOR_PATHS.reply,
    AGENTS_OPERATOR_PATHS.approve,
    AGENTS_OPERATOR_PATHS.reject,
    AGENT_CONTRACTS_OPERATOR_PATHS.contracts,
    AGENT_CONTRACTS_OPERATOR_PATHS.end,
    PLAYER_PROTECTION_OPERATOR_PATHS.block,
    ACCOUNT_PATHS.operatorPayeeName,
    PLAYERS_OPERATOR_PATHS.notes,
    PLAYERS_OPERATOR_PATHS.lock,
    PLAYERS_OPERATOR_PATHS.unlock,
  ],
  content: [
    ANNOUNCEMENTS_OPERATOR_PATHS.announcements,
    ANNOUNCEMENTS_OPERATOR_PATHS.announcement,
    PROMOTIONS_OPERATOR_PATHS.promotions,
    PROMOTIONS_OPERATOR_PATHS.promotion,
    HELP_OPERATOR_PATHS.items,
    HELP_OPERATOR_PATHS.item,
    INBOX_OPERATOR_PATHS.messages,
    INBOX_OPERATOR_PATHS.message,
    // Changes nothing: answers a draft's HTML as it would be stored, for the console's preview.
    CONTENT_PREVIEW_OPERATOR_PATHS.sanitize,
    REWARDS_OPERATOR_PATHS.rewards,
    REWARDS_OPERATOR_PATHS.reward,
    VIP_OPERATOR_PATHS.level,
    REFERRALS_OPERATOR_PATHS.rules,
    GAMES_OPERATOR_PATHS.game,
    AGENTS_OPERATOR_PATHS.plans,
    AGENTS_OPERATOR_PATHS.plan,
    AGENTS_OPERATOR_PATHS.agentPlan,
  ],
};

/**
 * The operator calls whose answers hold secrets: only an admin reads them (every role reads the
 * rest). A vendor's signing key would let its holder forge the vendor's wallet calls; the SMS
 * outbox holds players' one-time codes; a merchant's full configuration its social sign-in secrets.
 */
export const STAFF_ADMIN_ONLY_READS: readonly string[] = [
  VENDOR_WALLET_OPERATOR_PATHS.vendor,
  ACCOUNT_PATHS.smsOutbox,
  OPERATOR_PATHS.merchant,
];

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Whether a role may make an operator call: `routeUrl` is the route's pattern
 * ('/wps/operator/merchants/:merchantCode/deposits/:orderId/:decision'), not the request's path.
 * The server checks it on every call; the console hides what the role cannot do.
 */
export const staffRoleAllows = (role: StaffRole, method: string, routeUrl: string): boolean => {
  if (role === 'admin') return true;
  if (READ_METHODS.has(method.toUpperCase())) return !STAFF_ADMIN_ONLY_READS.includes(routeUrl);
  if (role === 'viewer') return false;
  return STAFF_ROLE_WRITES[role].includes(routeUrl);
};
