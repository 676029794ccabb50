// Issue 14 points 1 and 5 in the browser: the member centre /m/member/home in both templates
// (mem_cen, spec §4 Template) with its profile (nickname, head icon upload), balance and links by
// role (spec §6: agent registration for agents), the trial and visitor rules of spec §2 Footer menu,
// and the trial screen /m/trail; axe in dark, light and Arabic. Each member test registers its own
// member through the API.
import { HEADER, TRIAL_MEMBER_TYPE } from '@app/contract';
import type { Page } from '@playwright/test';
import { pngOf } from '../apps/server/test/pictures';
import { field, logIn, memberInfoWith, storedSession } from './accounts';
import { en, expect, layout, type Operator, test, textsOf } from './fixtures';
import { severeAxeViolations } from './games-helpers';
import { type RegisteredMember, registerMember } from './wallet-helpers';

// Registration, login and axe scans on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function loggedIn(page: Page, username: string, password: string) {
  await logIn(page, username, password);
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** The member centre reached as a player does: the footer's member entry. */
async function openMemberCentre(page: Page) {
  await layout(page).footerEntry('nav_member_center').click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByRole('region', { name: en('member_security') })).toBeVisible();
}

const template = (page: Page) => page.locator('[data-template]');

/** The member centre's template, set by the operator (spec §4: mem_cen '1' is new). */
const setMemberCentreTemplate = (operator: Operator, memCen: '0' | '1') =>
  operator.patchConfig({ templates: { mem_cen: memCen } });

/** Axe on the member centre in dark, light and Arabic (RTL), in the template now set. */
async function expectAccessibleInEveryLook(page: Page) {
  for (const [theme, language] of [
    ['dark', 'EN'],
    ['light', 'EN'],
    ['dark', 'AR'],
  ] as const) {
    await page.evaluate(
      ([t, l]) => {
        localStorage.setItem('theme', t as string);
        localStorage.setItem('language', l as string);
      },
      [theme, language],
    );
    await page.reload();
    const texts = textsOf(language);
    await expect(page.getByRole('region', { name: texts('member_security') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
    expect(await severeAxeViolations(page), `${theme} ${language}`).toEqual([]);
  }
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('language', 'EN');
  });
}

test.describe('member centre', () => {
  // The two template tests switch the merchant's mem_cen: one after the other.
  test.describe.configure({ mode: 'serial' });

  let member: RegisteredMember;
  test.beforeEach(async ({ request }) => {
    member = await registerMember(request);
  });

  test("the 'base' template: profile, balance, links; the nickname edited and a head icon uploaded", async ({
    page,
    request,
    operator,
  }) => {
    await setMemberCentreTemplate(operator, '0');
    await loggedIn(page, member.username, member.password);
    await openMemberCentre(page);
    await expect(template(page)).toHaveAttribute('data-template', 'base');

    // Profile: the account name (no nickname yet), the VIP label; the balance widget.
    await expect(page.getByRole('heading', { level: 2, name: member.username })).toBeVisible();
    await expect(page.getByText(`${en('member_account')}: ${member.username}`)).toBeVisible();
    await expect(page.getByTestId('balance-amount')).toHaveText('0');
    for (const key of ['title_deposit', 'title_withdraw', 'title_reward_center', 'title_messages']) {
      await expect(page.getByText(en(key), { exact: true })).toBeVisible();
    }
    // A member (type 0) is no agent.
    await expect(page.getByText(en('title_agent_register'))).toHaveCount(0);

    // The nickname: a malformed one is refused on the form, a good one saved and shown.
    await page.getByText(en('nickname'), { exact: true }).click();
    const nickname = field(page, 'nickname');
    await nickname.fill('x');
    await page.getByRole('button', { name: en('confirm') }).click();
    await expect(page.getByText(en('name_format_invalid'))).toBeVisible();
    await nickname.fill('Lucky Tester');
    await page.getByRole('button', { name: en('confirm') }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Lucky Tester' })).toBeVisible();

    // A head icon: a small PNG from the phone, stored by the server and shown in the profile.
    await page.getByRole('button', { name: en('head_icon_change') }).click();
    await page.getByTestId('head-icon-file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: pngOf(24, 24),
    });
    const avatar = page.locator('img.member-profile__image');
    await expect(avatar).toHaveAttribute('src', /^\/wps\/member\/headIcon\/[A-Za-z0-9_-]{22}$/);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(24);
    const info = (await (await memberInfoWith(request, member.token)).json()).value;
    expect(info).toMatchObject({ nickname: 'Lucky Tester', headIconUrl: await avatar.getAttribute('src') });

    await expectAccessibleInEveryLook(page);
  });

  test("the 'new' template with mem_cen '1': the balance card first, tiles, a preset avatar", async ({
    page,
    operator,
  }) => {
    await setMemberCentreTemplate(operator, '1');
    try {
      await loggedIn(page, member.username, member.password);
      await openMemberCentre(page);
      await expect(template(page)).toHaveAttribute('data-template', 'new');
      await expect(page.locator('.member-balance-card').getByTestId('balance-amount')).toBeVisible();
      const tiles = page.getByRole('region', { name: en('member_links') });
      await tiles.getByRole('button', { name: en('title_withdraw') }).click();
      await expect(page).toHaveURL(/\/m\/withdraw$/);
      await page.goBack();

      await page.getByRole('button', { name: en('head_icon_change') }).click();
      await page.getByRole('button', { name: en('head_icon_preset').replace('{{number}}', '5') }).click();
      await expect(page.locator('img.member-profile__image')).toHaveAttribute(
        'src',
        /^\/wps\/art\/avatars\/5\.svg/,
      );

      await expectAccessibleInEveryLook(page);
    } finally {
      await setMemberCentreTemplate(operator, '0');
    }
  });
});

test('an agent sees agent registration in the member centre, which leads on to the agent centre', async ({
  page,
}) => {
  await loggedIn(page, 'agent', 'Agent1234');
  await openMemberCentre(page);
  await page.getByText(en('title_agent_register'), { exact: true }).click();
  // /m/agentRegister replaces itself with the agent centre for an agent (issue 16).
  await expect(page).toHaveURL(/\/m\/member\/agent$/);
});

test('a visitor opening the member centre lands on the login screen', async ({ page }) => {
  await page.goto('/m/member/home');
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('the trial screen starts trial play; the trial account reaching the member centre is asked to register', async ({
  page,
  request,
}) => {
  await page.goto('/m/trail');
  await expect(layout(page).title).toHaveText(en('title_free_trial'));
  await expect(page.getByRole('heading', { level: 2, name: en('trial_what_title') })).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: en('trial_start') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = await storedSession(page);
  expect(session.type).toBe(TRIAL_MEMBER_TYPE);

  // A trial account may not change a profile (the server says so too).
  const refused = await request.patch('/wps/member/profile', {
    data: { nickname: 'Trial Name' },
    headers: { [HEADER.authorization]: session.token },
  });
  expect(refused.status()).toBe(403);

  await page.goto('/m/member/home');
  await expect(page.getByText(en('trial_member_prompt'))).toBeVisible();
  await expect(page.getByRole('region', { name: en('member_security') })).toHaveCount(0);
  await page.getByRole('button', { name: en('register_now') }).click();
  await expect(page).toHaveURL(/\/m\/register$/);

  // Back on the trial screen: a note that trial play is on, registration offered.
  await page.goto('/m/trail');
  await expect(page.getByText(en('trial_already_on_trial'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('trial_start') })).toHaveCount(0);
});

test('the trial screen in light and Arabic has no serious axe finding', async ({ page }) => {
  for (const [theme, language] of [
    ['light', 'EN'],
    ['dark', 'AR'],
  ] as const) {
    await page.addInitScript(
      ([t, l]) => {
        localStorage.setItem('theme', t as string);
        localStorage.setItem('language', l as string);
      },
      [theme, language],
    );
    await page.goto('/m/trail');
    await expect(
      page.getByRole('heading', { level: 2, name: textsOf(language)('trial_what_title') }),
    ).toBeVisible();
    expect(await severeAxeViolations(page), `${theme} ${language}`).toEqual([]);
  }
});
