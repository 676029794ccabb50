/** Starting a session (spec §3 Session info, §4 Login, Trial play) and where the player lands next. */
import type { SessionValue, TrialValue } from '@app/contract';
import { MOBILE_BASE_PATH } from '@app/contract/client';
import { HOME_PATH } from '../../app/layout-rules';
import { sessionEndNotice } from '../../app/session/session-end-notice';
import { sessionInfoStore } from '../../lib/storage';

export const CHANGE_PASSWORD_PATH = '/m/changePsw';
export const FORGET_PATH = '/m/forget';

/**
 * Spec §2 Change password: "old-password field only when no stored password is in session". The
 * site never stores a password; instead this flag, in memory only, records that this tab has just
 * logged in by password while the server demanded a change, which is the one case in which the
 * contract lets PasswordChangeBody leave oldPassword out. A reload forgets it: the field returns.
 */
let passwordJustProven = false;

export const passwordChangeGrant = {
  held: (): boolean => passwordJustProven,
  drop(): void {
    passwordJustProven = false;
  },
};

/** Stores MC_SESSION_INFO; `byPassword` when the player typed the password for this login. */
export function startSession(session: SessionValue, byPassword: boolean): void {
  sessionInfoStore.write({
    token: session.token,
    userName: session.userName,
    type: session.type,
    merchantCode: session.merchantCode,
    // The site treats both alike: the server opens nothing else until the password is changed.
    firstTimeLogin: mustChangePassword(session),
  });
  sessionEndNotice.clear();
  passwordJustProven = byPassword && mustChangePassword(session);
}

/**
 * Member info answers the member's type as the server holds it now: an operator's approval makes a
 * member an agent without a new login (issue 16), so the stored session follows it and the footer
 * and menus switch at once. Nothing is written when the token changed meanwhile or the type is the same.
 */
export function syncSessionType(token: string, type: number): void {
  const stored = sessionInfoStore.read();
  if (!stored || stored.token !== token || stored.type === type) return;
  sessionInfoStore.write({ ...stored, type });
}

/** Spec §3: a trial login stores the token and the trial merchant code. */
export function startTrialSession(trial: TrialValue): void {
  sessionInfoStore.write({
    token: trial.token,
    userName: trial.userName,
    type: trial.customerType,
    merchantCode: trial.merchantCode,
    firstTimeLogin: false,
  });
  passwordJustProven = false;
}

/** A same-site path under /m/ to return to, or null (an open redirect must not leave the site). */
export function safeRedirectOf(redirect: string | null): string | null {
  if (!redirect?.startsWith(`${MOBILE_BASE_PATH}/`) || redirect.startsWith('//')) return null;
  if (/[\\\s]/.test(redirect) || redirect.startsWith(`${MOBILE_BASE_PATH}/login`)) return null;
  return redirect;
}

const mustChangePassword = (session: Pick<SessionValue, 'firstTimeLogin' | 'passwordExpired'>): boolean =>
  session.firstTimeLogin || session.passwordExpired;

/** After a login: a required password change first, then the asked-for page, else home. */
export function landingAfterLogin(
  session: Pick<SessionValue, 'firstTimeLogin' | 'passwordExpired'>,
  redirect: string | null,
): string {
  if (mustChangePassword(session)) return CHANGE_PASSWORD_PATH;
  return safeRedirectOf(redirect) ?? HOME_PATH;
}
