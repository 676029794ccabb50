import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const ROOT = '/srv/app';
const load = (env: Record<string, string>) => loadConfig(env, ROOT);
const failure = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('has the documented defaults, paths resolved from the repository root', () => {
    expect(load({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      opsPort: null,
      opsRoutesPublic: true,
      dataDir: '/srv/app/data',
      databaseUrl: null,
      redisUrl: null,
      redisPrefix: 'wps:',
      logLevel: 'info',
      operatorKey: null,
      trustProxy: false,
      defaultMerchant: 'DEMO',
      webDist: '/srv/app/apps/web/dist',
      consoleDist: '/srv/app/apps/console/dist',
      rateLimitMax: 1000,
      rateLimitWindowMs: 60_000,
      pageRateLimitMax: 300,
      shutdownTimeoutMs: 10_000,
      sessionIdleMinutes: 30,
      sessionMaxHours: 168,
      loginLockoutFailures: 5,
      loginLockoutDelaySeconds: 30,
      loginLockoutMinutes: 15,
      loginCaptchaIpAccounts: 10,
      authRateLimitPerIp: 30,
      authRateLimitPerAccount: 10,
      authRateLimitWindowMs: 60_000,
      captchaFixedText: null,
      sliderFixedX: null,
      sandboxGatewaySecret: null,
      sandboxCallbackBaseUrl: 'http://127.0.0.1:8080',
      demoMode: false,
    });
  });

  it('turns demo mode on only when asked, and never with NODE_ENV=production', () => {
    expect(load({ DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(load({ DEMO_MODE: 'true', NODE_ENV: 'development' }).demoMode).toBe(true);
    expect(load({ DEMO_MODE: 'false', NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(load({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(failure({ DEMO_MODE: 'true', NODE_ENV: 'production' })).toBe(
      'DEMO_MODE seeds published demo accounts and a sandbox payment gateway: not allowed with NODE_ENV=production',
    );
    expect(failure({ DEMO_MODE: 'on' })).toBe('DEMO_MODE must be true or false, got "on"');
  });

  it('reads the sandbox gateway settings; the callback base follows PORT unless set', () => {
    expect(load({ PORT: '9000' }).sandboxCallbackBaseUrl).toBe('http://127.0.0.1:9000');
    expect(
      load({ SANDBOX_CALLBACK_BASE_URL: 'https://pay.example.com/', SANDBOX_GATEWAY_SECRET: 'x'.repeat(16) }),
    ).toMatchObject({
      sandboxCallbackBaseUrl: 'https://pay.example.com',
      sandboxGatewaySecret: 'x'.repeat(16),
    });
  });

  it('reads the session and login settings, and keeps the test-only answers out of production', () => {
    expect(
      load({
        SESSION_IDLE_MINUTES: '5',
        SESSION_MAX_HOURS: '24',
        LOGIN_LOCKOUT_FAILURES: '3',
        LOGIN_LOCKOUT_DELAY_SECONDS: '10',
        CAPTCHA_FIXED_TEXT: 'AB12',
        SLIDER_FIXED_X: '120',
      }),
    ).toMatchObject({
      sessionIdleMinutes: 5,
      sessionMaxHours: 24,
      loginLockoutFailures: 3,
      loginLockoutDelaySeconds: 10,
      captchaFixedText: 'AB12',
      sliderFixedX: 120,
    });
    expect(failure({ CAPTCHA_FIXED_TEXT: 'AB12', NODE_ENV: 'production' })).toMatch(/not allowed/);
    expect(failure({ SESSION_IDLE_MINUTES: '0' })).toMatch(/SESSION_IDLE_MINUTES must be an integer/);
  });

  it('keeps /docs and /readyz on PORT only outside production and without OPS_PORT', () => {
    expect(load({ OPS_PORT: '9090' })).toMatchObject({ opsPort: 9090, opsRoutesPublic: false });
    expect(load({ NODE_ENV: 'production' })).toMatchObject({ opsPort: null, opsRoutesPublic: false });
    expect(load({ NODE_ENV: 'production', OPS_PORT: '9090' })).toMatchObject({
      opsPort: 9090,
      opsRoutesPublic: false,
    });
    expect(failure({ OPS_PORT: '8080' })).toBe('OPS_PORT must differ from PORT, both are 8080');
    expect(failure({ OPS_PORT: 'none' })).toBe('OPS_PORT must be an integer 1-65535, got "none"');
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '18081',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/app',
      DATABASE_URL: 'postgres://app@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'DEBUG',
      OPERATOR_KEY: 'a-long-enough-operator-key',
      TRUST_PROXY: 'true',
      DEFAULT_MERCHANT: 'DEMO2',
      WEB_DIST: 'build/site',
      RATE_LIMIT_MAX: '50',
      PAGE_RATE_LIMIT_MAX: '20',
    });
    expect(config).toMatchObject({
      port: 18081,
      host: '127.0.0.1',
      dataDir: '/var/lib/app',
      databaseUrl: 'postgres://app@db:5432/app',
      redisUrl: 'redis://cache:6379',
      logLevel: 'debug',
      operatorKey: 'a-long-enough-operator-key',
      trustProxy: true,
      defaultMerchant: 'DEMO2',
      webDist: '/srv/app/build/site',
      rateLimitMax: 50,
      pageRateLimitMax: 20,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(load({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 8080, databaseUrl: null });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer 1-65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be an integer 1-65535, got "70000"'],
    [{ PORT: '80.5' }, 'PORT must be an integer 1-65535, got "80.5"'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false, got "maybe"'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    [
      { DATABASE_URL: 'mysql://db/app' },
      'DATABASE_URL must be a postgres or postgresql URL, got protocol "mysql:"',
    ],
    [
      { DATABASE_URL: 'not a url' },
      'DATABASE_URL must be a postgres or postgresql URL, got an unparsable value',
    ],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL must be a redis or rediss URL, got protocol "http:"'],
    [{ OPERATOR_KEY: 'short' }, 'OPERATOR_KEY must be at least 16 characters, got 5'],
    [{ SANDBOX_GATEWAY_SECRET: 'short' }, 'SANDBOX_GATEWAY_SECRET must be at least 16 characters, got 5'],
    [
      { SANDBOX_CALLBACK_BASE_URL: 'ftp://x' },
      'SANDBOX_CALLBACK_BASE_URL must be a http or https URL, got protocol "ftp:"',
    ],
    [
      { DEFAULT_MERCHANT: 'no spaces' },
      `DEFAULT_MERCHANT must be 1-32 letters, digits, '_' or '-', got "no spaces"`,
    ],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX must be an integer 1-1000000, got "0"'],
    [{ PAGE_RATE_LIMIT_MAX: '-1' }, 'PAGE_RATE_LIMIT_MAX must be an integer 1-1000000, got "-1"'],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(failure(env)).toBe(message);
  });

  it('never echoes a secret it rejects', () => {
    expect(failure({ OPERATOR_KEY: 'secret' })).not.toContain('secret');
    expect(failure({ DATABASE_URL: 'mysql://user:hunter2@db/app' })).not.toContain('hunter2');
  });
});
