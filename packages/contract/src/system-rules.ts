/**
 * The system feature's plain values (no schemas), for the site and the server alike: the paths of
 * its calls and the rules both sides apply. The schemas are in system.ts.
 */
import type { ApiCall } from './api-call';

export const SYSTEM_PATHS = {
  status: '/wps/system/status',
  config: '/wps/system/config',
  template: '/wps/system/template',
  country: '/wps/system/country',
} as const;

export const SYSTEM_CALLS = {
  status: { method: 'GET', url: SYSTEM_PATHS.status },
  config: { method: 'GET', url: SYSTEM_PATHS.config },
  template: { method: 'GET', url: SYSTEM_PATHS.template },
  country: { method: 'GET', url: SYSTEM_PATHS.country },
} as const satisfies Record<string, ApiCall>;

export const OPERATOR_PATHS = {
  merchants: '/wps/operator/merchants',
  /** Admin only: the whole configuration, social sign-in secrets and all. */
  merchant: '/wps/operator/merchants/:merchantCode',
  /**
   * Every role: the configuration with each secret masked, and the access settings (the console's
   * site page reads this, an admin's too, so a secret never reaches a browser).
   */
  settings: '/wps/operator/merchants/:merchantCode/settings',
  config: '/wps/operator/merchants/:merchantCode/config',
  access: '/wps/operator/merchants/:merchantCode/access',
} as const;

/** How a secret shows in the masked configuration (set); an unset one shows as ''. */
export const MASKED_SECRET = '********';

/** System status codes (spec §2 gate, §4). */
export const SystemStatus = { OPEN: 0, MAINTENANCE: 1, RESTRICTED: 2 } as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

/**
 * Spec §4: 1 when maintenance is on (also with region restriction), 2 with only region restriction,
 * 0 otherwise. The two flags are spelled out rather than picked from system.ts's SystemStatusValue:
 * system.ts imports the paths from here, and the rules must not import back (no import cycle).
 */
export const systemStatusOf = (value: { maintenance: boolean; regionRestriction: boolean }): SystemStatus =>
  value.maintenance
    ? SystemStatus.MAINTENANCE
    : value.regionRestriction
      ? SystemStatus.RESTRICTED
      : SystemStatus.OPEN;

/** Template flags: '1' switches the page to the 'new' template, anything else 'base' (spec §4 Template). */
export const templateOf = (flag: string | undefined): 'new' | 'base' => (flag === '1' ? 'new' : 'base');
