// What a player does on the account screens (spec §2 Login, Registration, Forgot password), and
// what a test reads back: the session the site stored and the server's answer to its token.
import { randomBytes, randomInt } from 'node:crypto';
import { ACCOUNT_PATHS, HEADER, type SessionValue, type SmsPurpose } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { en, expect, type Operator, openSidebar, type Texts } from './fixtures';
import { CAPTCHA_ANSWER, SLIDER_ANSWER_X, SLIDER_ANSWER_Y } from './server';

/** Vietnam's dialing code: the numbers the tests register are Vietnamese mobiles. */
export const DIALING_CODE = '84';

/** A username nobody has: a letter, then 11 letters or digits (the default rule allows 6-16). */
export const newUsername = () => `e${randomBytes(6).toString('hex').slice(0, 11)}`;

/** A Vietnamese mobile number nobody has: 9 digits starting with 9 (typed with the leading 0). */
export const newMobile = () => `9${String(randomInt(1e8)).padStart(8, '0')}`;

/** How the server and its SMS outbox name a number: dialing code and number, no '+' or leading 0. */
export const fullNumberOf = (mobile: string) => `${DIALING_CODE}${mobile}`;

/** A password of the default rule (8-64 characters; this one 9, never on the common-password list). */
export const newPassword = () => `Pw${String(randomInt(1e6)).padStart(6, '0')}x`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form field by its label, exactly (a required field's label ends with '*'). By label, not by
 * role: password inputs have no role.
 */
export const field = (page: Page, key: string, texts: Texts = en) =>
  page.getByLabel(new RegExp(`^${escaped(texts(key))}\\s*\\*?$`));

/** Where the session lives (spec §3 Session info). */
export const readSessionInfo = (page: Page) =>
  page.evaluate(() => {
    const raw = window.sessionStorage.getItem('MC_SESSION_INFO');
    return raw === null ? null : (JSON.parse(raw) as Omit<SessionValue, 'passwordExpired'>);
  });

/** The session the site stored, once it has one. */
export async function storedSession(page: Page) {
  await expect.poll(() => readSessionInfo(page)).not.toBeNull();
  const session = await readSessionInfo(page);
  if (!session) throw new Error('no session stored');
  return session;
}

/** The server's answer to a member-info call with `token`. */
export const memberInfoWith = (request: APIRequestContext, token: string) =>
  request.get(ACCOUNT_PATHS.memberInfo, { headers: { [HEADER.authorization]: token } });

/**
 * Solves the slider check as a player does: drags the piece from the board's top-left corner to
 * where the hole is (the e2e server puts it at SLIDER_ANSWER_X, SLIDER_ANSWER_Y), then waits until
 * the server accepted it and the check has closed.
 */
export async function passSliderCheck(page: Page, texts: Texts = en) {
  const check = page.getByRole('region', { name: texts('slider_check_title') });
  const piece = check.getByRole('button', { name: texts('slider_check_hint') });
  await expect(piece).toBeVisible();
  // hover() waits until the popup has finished sliding in, so the boxes read next are final; a
  // press outside the popup would close it unanswered.
  await piece.hover();
  const background = check.locator('.slider-check__board > img');
  const board = await background.boundingBox();
  const start = await piece.boundingBox();
  if (!board || !start) throw new Error('the slider check is not laid out');
  // The picture is scaled to the popup; the answer is in its own pixels.
  const scale = board.width / (await background.evaluate((image: HTMLImageElement) => image.naturalWidth));
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  const verified = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === ACCOUNT_PATHS.slider && response.request().method() === 'POST',
  );
  await page.mouse.down();
  await page.mouse.move(x + SLIDER_ANSWER_X * scale, y + SLIDER_ANSWER_Y * scale, { steps: 12 });
  await page.mouse.up();
  // The server checked the position and gave the ticket; the check closes.
  expect((await verified).status()).toBe(200);
  await expect(check).toBeHidden();
}

/** The captcha picture, inside the button that loads another. */
export const captchaImage = (page: Page, texts: Texts = en) =>
  page
    .getByRole('button', { name: texts('reload_captcha') })
    .getByRole('img', { name: texts('captcha_image') });

/** Writes the captcha once its picture has loaded. */
export async function solveCaptcha(page: Page, texts: Texts = en) {
  await expect(captchaImage(page, texts)).toBeVisible();
  await field(page, 'captcha', texts).fill(CAPTCHA_ANSWER);
}

/** Country code and number on a form (the number typed with its leading 0, as people do). */
export async function fillMobile(page: Page, mobile: string, texts: Texts = en) {
  await field(page, 'dialing_code', texts).fill(DIALING_CODE);
  await field(page, 'mobile_num', texts).fill(`0${mobile}`);
}

/**
 * Presses "Get code", passes the slider check, sees the button count down, and answers the code
 * the phone received for `purpose` (read from the server's SMS outbox).
 */
export async function requestSmsCode(
  page: Page,
  operator: Operator,
  mobile: string,
  // 'payment-unlock': the code the withdrawal screen asks for to end a payment lock.
  purpose: SmsPurpose | 'payment-unlock',
): Promise<string> {
  const before = Date.now();
  await page.getByRole('button', { name: en('get_code') }).click();
  await passSliderCheck(page);
  // Spec §4 SMS code: the button counts down (the demo's code lives 1 minute) and is disabled.
  const countdownText = new RegExp(
    `^${escaped(en('sms_resend_in')).replace('\\{\\{seconds\\}\\}', '\\d+')}$`,
  );
  const countdown = page.getByRole('button', { name: countdownText });
  await expect(countdown).toBeDisabled();
  const seconds = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
  expect(seconds).toBeGreaterThan(45);
  expect(seconds).toBeLessThanOrEqual(60);
  await expect(countdown).not.toHaveText(en('sms_resend_in').replace('{{seconds}}', String(seconds)));
  const sms = await operator.lastSms(fullNumberOf(mobile));
  expect(Date.parse(sms.sentAt)).toBeGreaterThan(before - 5_000);
  expect(sms.purpose).toBe(purpose);
  expect(sms.code).toMatch(/^\d{6}$/);
  return sms.code;
}

export interface Member {
  username: string;
  password: string;
  mobile?: string;
}

/**
 * Fills the username tab of the open registration screen (with a mobile number when `member.mobile`
 * is set) and the captcha, presses the register button and passes the slider check.
 */
export async function submitRegistration(page: Page, member: Member, texts: Texts = en) {
  await field(page, 'username', texts).fill(member.username);
  if (member.mobile) await fillMobile(page, member.mobile, texts);
  await field(page, 'password', texts).fill(member.password);
  await field(page, 'confirm_password', texts).fill(member.password);
  await solveCaptcha(page, texts);
  await page.getByRole('button', { name: texts('register'), exact: true }).click();
  await passSliderCheck(page, texts);
}

/** Registers by username, agreement left on; ends at home with the session stored. */
export async function registerByUsername(page: Page, member: Member) {
  await page.goto('/m/register');
  await submitRegistration(page, member);
  await expect(page).toHaveURL(/\/m\/home$/);
  return storedSession(page);
}

/** Logs in on /m/login by username and password; the landing page is the caller's to check. */
export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await field(page, 'username').fill(username);
  await field(page, 'password').fill(password);
  await page.getByRole('button', { name: en('login'), exact: true }).click();
}

/** Signs out from the sidebar, confirming the dialog (spec §4 Logout); ends with the session gone. */
export async function signOut(page: Page) {
  await (await openSidebar(page)).getByRole('button', { name: en('sign_out') }).click();
  await page
    .getByRole('dialog', { name: en('in_sure_logout') })
    .getByRole('button', { name: en('confirm') })
    .click();
  await expect.poll(() => readSessionInfo(page)).toBeNull();
}
