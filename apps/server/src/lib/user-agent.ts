/**
 * Where a member's sign-in comes from (issue 21 point 3, "sessions and devices"): the client address
 * and its User-Agent header, which the account keeps with every session and login attempt (oauth's
 * sign-in too), and what the back office reads of the header: the device, parsed with bowser (MIT).
 */
import { DEVICE_TYPES, type DeviceType, type MemberDevice, USER_AGENT_MAX_LENGTH } from '@app/contract';
import Bowser from 'bowser';

/** The address and User-Agent of the request a session or an attempt comes from. */
export interface SignInClient {
  ip: string;
  userAgent: string | null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const CONTROL = /[\u0000-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The User-Agent as kept: trimmed, without control characters or unpaired surrogates (the text
 * guard refuses NUL in a header already; the rest is for anything that reaches here otherwise), cut
 * to USER_AGENT_MAX_LENGTH characters without splitting a surrogate pair; null when none is left.
 */
export const userAgentOf = (header: string | string[] | undefined): string | null => {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return null;
  const kept = value
    .replace(CONTROL, ' ')
    .replace(LONE_SURROGATE, '')
    .trim()
    .slice(0, USER_AGENT_MAX_LENGTH)
    .replace(LONE_SURROGATE, '')
    .trimEnd();
  return kept === '' ? null : kept;
};

/** The client of a Fastify request. */
export const signInClientOf = (request: {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}): SignInClient => ({ ip: request.ip, userAgent: userAgentOf(request.headers['user-agent']) });

const majorOf = (version: string | undefined): string | null => version?.split('.')[0] || null;

const join = (name: string | undefined, version: string | null | undefined): string | null =>
  name ? (version ? `${name} ${version}` : name) : null;

const typeOf = (platform: string | undefined): DeviceType =>
  (DEVICE_TYPES as readonly string[]).includes(platform ?? '') ? (platform as DeviceType) : 'unknown';

/**
 * The device a kept User-Agent names: 'Chrome 120', 'Android 14' (Windows by its release name,
 * 'Windows 10', not its NT version), 'mobile'. Null without a User-Agent (rows from before it was
 * kept); a header bowser cannot read gives nulls and 'unknown', never an error.
 */
export const deviceOf = (userAgent: string | null): MemberDevice | null => {
  if (userAgent === null || userAgent.trim() === '') return null;
  try {
    const { browser, os, platform } = Bowser.parse(userAgent);
    const osVersion = os.name === 'Windows' ? (os.versionName ?? os.version) : os.version;
    return {
      browser: join(browser.name, majorOf(browser.version)),
      os: join(os.name, osVersion),
      type: typeOf(platform.type),
    };
  } catch {
    return { browser: null, os: null, type: 'unknown' };
  }
};
