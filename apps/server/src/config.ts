/**
 * Server settings, read from environment variables and validated once at boot. A bad value stops
 * the process with one line naming the variable, what it must be and what it got.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  port: number;
  host: string;
  /**
   * Port of the operations listener (OPS_PORT), kept off the public network: /docs, /docs/json and
   * /readyz answer only there. Null: no such listener (docs/decisions/0023).
   */
  opsPort: number | null;
  /**
   * Whether /docs and /readyz answer on PORT: only without OPS_PORT and outside production
   * (NODE_ENV=production), so that `npm start` and the tests keep them at hand.
   */
  opsRoutesPublic: boolean;
  /** Absolute. Holds the embedded database (pglite/) and the generated operator.key. */
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite database under dataDir. */
  databaseUrl: string | null;
  /** Redis connection string; null keeps caches and rate limits in this process's memory. */
  redisUrl: string | null;
  /** Prefix of every Redis key, so that several deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  logLevel: LogLevel;
  /** Null until resolved: the operator-key module then generates one and keeps it in dataDir. */
  operatorKey: string | null;
  /** When true the client IP comes from X-Forwarded-For (behind a load balancer or proxy). */
  trustProxy: boolean;
  /** Merchant used when neither the Merchant header nor the request's domain names one. */
  defaultMerchant: string;
  /** Absolute path of the built player site served under /m/. */
  webDist: string;
  /** Absolute path of the built back-office console served under /console/. */
  consoleDist: string;
  /** API calls (the routes under /wps/) per client IP per rate-limit window. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Page navigations (answers of the page shell) per client IP per rate-limit window. */
  pageRateLimitMax: number;
  /** How long a shutdown waits for in-flight requests before giving up. */
  shutdownTimeoutMs: number;
  /** A session unused this long expires (SESSION_IDLE_MINUTES, default 30). */
  sessionIdleMinutes: number;
  /** A session expires this long after login whatever its use (SESSION_MAX_HOURS, default 168 = 7 days). */
  sessionMaxHours: number;
  /**
   * Failed logins of one account from one client address (since its last success there) after
   * which that client's tries are held back (LOGIN_LOCKOUT_FAILURES, default 5) ...
   */
  loginLockoutFailures: number;
  /** ... first this long after the last failure, doubling per further failure (LOGIN_LOCKOUT_DELAY_SECONDS, default 30) ... */
  loginLockoutDelaySeconds: number;
  /** ... up to this long (LOGIN_LOCKOUT_MINUTES, default 15), also the window of the captcha rules. */
  loginLockoutMinutes: number;
  /**
   * Different accounts failing from one IP within LOGIN_LOCKOUT_MINUTES after which every login
   * from that IP needs the captcha (LOGIN_CAPTCHA_IP_ACCOUNTS, default 10). An account's own
   * failure always asks that account for it.
   */
  loginCaptchaIpAccounts: number;
  /** Login, registration, SMS and captcha calls per client IP per window (AUTH_RATE_LIMIT_PER_IP, default 30). */
  authRateLimitPerIp: number;
  /** Login, registration and SMS calls per account (merchant + username or mobile) per window (default 10). */
  authRateLimitPerAccount: number;
  authRateLimitWindowMs: number;
  /**
   * Test and e2e only, refused when NODE_ENV=production: every captcha shows this text, and every
   * slider puzzle's hole is at this x (and the board's middle height, y = 80), so that a browser
   * test can pass them. Null in normal use.
   */
  captchaFixedText: string | null;
  sliderFixedX: number | null;
  /**
   * Shared secret of the built-in sandbox payment gateway's signed callbacks (SANDBOX_GATEWAY_SECRET).
   * Null until resolved: then generated at first start and kept in DATA_DIR/sandbox-gateway.secret.
   */
  sandboxGatewaySecret: string | null;
  /**
   * Where the sandbox gateway sends its callbacks (SANDBOX_CALLBACK_BASE_URL): this server as the
   * gateway reaches it. Default http://127.0.0.1:$PORT.
   */
  sandboxCallbackBaseUrl: string;
  /**
   * DEMO_MODE: the demo brands, the published demo accounts and catalogue are seeded at start, and
   * the built-in sandbox payment gateway takes deposits. Off by default; `npm start` turns it on for
   * the embedded database; refused with NODE_ENV=production (docs/decisions/0019).
   */
  demoMode: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/**
 * The repository root (the folder whose package.json declares the workspaces), so that relative
 * paths mean the same thing whether the server runs from the root, from apps/server (npm -w) or
 * from the bundle in apps/server/dist. Falls back to the working directory outside a checkout.
 */
export const findRepoRoot = (from: string = dirname(fileURLToPath(import.meta.url))): string => {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'apps'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
};

const present = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

const integer = (env: Env, name: string, fallback: number, min: number, max: number): number => {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer ${min}-${max}, got "${raw}"`);
  }
  return value;
};

const boolean = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = present(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
};

const url = (env: Env, name: string, protocols: readonly string[]): string | null => {
  const raw = present(env, name);
  if (raw === undefined) return null;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new ConfigError(`${name} must be a ${protocols.join(' or ')} URL, got an unparsable value`);
  }
  if (!protocols.includes(protocol.slice(0, -1))) {
    // The value may hold a password: name only the protocol.
    throw new ConfigError(`${name} must be a ${protocols.join(' or ')} URL, got protocol "${protocol}"`);
  }
  return raw;
};

export const loadConfig = (env: Env = process.env, repoRoot: string = findRepoRoot()): ServerConfig => {
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

  const host = present(env, 'HOST') ?? '0.0.0.0';
  if (/\s/.test(host)) throw new ConfigError(`HOST must be a host name or IP address, got "${host}"`);

  const logLevel = (present(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }

  const operatorKey = present(env, 'OPERATOR_KEY') ?? null;
  if (operatorKey !== null && operatorKey.length < 16) {
    // Not echoed: it is a secret.
    throw new ConfigError(`OPERATOR_KEY must be at least 16 characters, got ${operatorKey.length}`);
  }

  const defaultMerchant = present(env, 'DEFAULT_MERCHANT') ?? 'DEMO';
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(defaultMerchant)) {
    throw new ConfigError(
      `DEFAULT_MERCHANT must be 1-32 letters, digits, '_' or '-', got "${env.DEFAULT_MERCHANT}"`,
    );
  }

  const captchaFixedText = present(env, 'CAPTCHA_FIXED_TEXT') ?? null;
  if (captchaFixedText !== null && !/^[A-Za-z0-9]{4,6}$/.test(captchaFixedText)) {
    throw new ConfigError(`CAPTCHA_FIXED_TEXT must be 4-6 letters or digits, got "${captchaFixedText}"`);
  }
  const sliderFixedX =
    present(env, 'SLIDER_FIXED_X') === undefined ? null : integer(env, 'SLIDER_FIXED_X', 0, 60, 240);
  if ((captchaFixedText !== null || sliderFixedX !== null) && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'CAPTCHA_FIXED_TEXT and SLIDER_FIXED_X are for tests: not allowed with NODE_ENV=production',
    );
  }

  const sandboxGatewaySecret = present(env, 'SANDBOX_GATEWAY_SECRET') ?? null;
  if (sandboxGatewaySecret !== null && sandboxGatewaySecret.length < 16) {
    throw new ConfigError(
      `SANDBOX_GATEWAY_SECRET must be at least 16 characters, got ${sandboxGatewaySecret.length}`,
    );
  }
  const port = integer(env, 'PORT', 8080, 1, 65535);
  const opsPort = present(env, 'OPS_PORT') === undefined ? null : integer(env, 'OPS_PORT', 0, 1, 65535);
  if (opsPort === port) throw new ConfigError(`OPS_PORT must differ from PORT, both are ${port}`);

  const demoMode = boolean(env, 'DEMO_MODE', false);
  if (demoMode && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'DEMO_MODE seeds published demo accounts and a sandbox payment gateway: not allowed with NODE_ENV=production',
    );
  }

  return {
    port,
    host,
    opsPort,
    opsRoutesPublic: opsPort === null && env.NODE_ENV !== 'production',
    dataDir: fromRoot(present(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    redisUrl: url(env, 'REDIS_URL', ['redis', 'rediss']),
    redisPrefix: present(env, 'REDIS_PREFIX') ?? 'wps:',
    logLevel: logLevel as LogLevel,
    operatorKey,
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    defaultMerchant,
    webDist: fromRoot(present(env, 'WEB_DIST') ?? 'apps/web/dist'),
    consoleDist: fromRoot(present(env, 'CONSOLE_DIST') ?? 'apps/console/dist'),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 1000, 1, 1_000_000),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    pageRateLimitMax: integer(env, 'PAGE_RATE_LIMIT_MAX', 300, 1, 1_000_000),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 30, 1, 10_080),
    sessionMaxHours: integer(env, 'SESSION_MAX_HOURS', 168, 1, 8_760),
    loginLockoutFailures: integer(env, 'LOGIN_LOCKOUT_FAILURES', 5, 1, 100),
    loginLockoutDelaySeconds: integer(env, 'LOGIN_LOCKOUT_DELAY_SECONDS', 30, 1, 3_600),
    loginLockoutMinutes: integer(env, 'LOGIN_LOCKOUT_MINUTES', 15, 1, 1_440),
    loginCaptchaIpAccounts: integer(env, 'LOGIN_CAPTCHA_IP_ACCOUNTS', 10, 1, 10_000),
    authRateLimitPerIp: integer(env, 'AUTH_RATE_LIMIT_PER_IP', 30, 1, 100_000),
    authRateLimitPerAccount: integer(env, 'AUTH_RATE_LIMIT_PER_ACCOUNT', 10, 1, 100_000),
    authRateLimitWindowMs: integer(env, 'AUTH_RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    captchaFixedText,
    sliderFixedX,
    sandboxGatewaySecret,
    sandboxCallbackBaseUrl: (
      url(env, 'SANDBOX_CALLBACK_BASE_URL', ['http', 'https']) ?? `http://127.0.0.1:${port}`
    ).replace(/\/+$/, ''),
    demoMode,
  };
};
