// Issue 14 point 2 in the browser: /m/member/benefits shows the member's VIP level from the turnover
// their bets left in the ledger, the way to the next level and every level's benefits; a visitor
// goes to login and comes back, a trial account is offered registration, an agent sees the ladder
// too, and a merchant without VIP benefits shows 'contact service' (spec §2 Footer menu). The
// screen passes axe in light, dark and Arabic.
import {
  HEADER,
  VENDOR_WALLET_OPERATOR_PATHS,
  VENDOR_WALLET_PATHS,
  VIP_PATHS,
  type VipValue,
} from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_VENDOR } from '../apps/server/src/db/seed/demo-wallet';
import { signatureHeaderOf } from '../apps/server/src/plugins/signed-body';
import { field, logIn, memberInfoWith, storedSession } from './accounts';
import {
  AXE_LOOKS,
  chooseLook,
  DEMO_MERCHANT,
  en,
  expect,
  layout,
  messageShown,
  openSidebar,
  type Texts,
  testOnOwnServer,
  textsOf,
} from './fixtures';
import { loggedIn, severeAxeViolations, test } from './games-helpers';
import { type RegisteredMember, registerMember, shownWithSymbol } from './wallet-helpers';

const BENEFITS_PATH = '/m/member/benefits';
/** The demo ladder's VIP1 and VIP2 thresholds (db/seed/demo-vip.ts). */
const VIP1_THRESHOLD = 5_000_000;
const VIP2_THRESHOLD = 50_000_000;

/** Where the screen shows the member's level, the progress and the ladder. */
const benefitsModel = (page: Page, texts: Texts = en) => {
  const card = page.getByRole('region').filter({ has: page.getByText(texts('vip_current_level')) });
  return {
    card,
    progress: card.getByRole('progressbar'),
    levels: page
      .getByRole('region', { name: texts('vip_levels_title') })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      }),
    level: (name: string) =>
      page
        .getByRole('region', { name: texts('vip_levels_title') })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) }),
  };
};

/** Bets `amount` for the member as the demo game vendor does (a signed debit of the seamless wallet). */
async function bet(
  request: APIRequestContext,
  operatorApi: APIRequestContext,
  username: string,
  amount: number,
) {
  const vendor = (path: string) => path.replace(':vendorCode', DEMO_VENDOR.vendorCode);
  const secret = (await (await operatorApi.get(vendor(VENDOR_WALLET_OPERATOR_PATHS.vendor))).json()).value
    .secret as string;
  const tokenResponse = await operatorApi.post(vendor(VENDOR_WALLET_OPERATOR_PATHS.vendorToken), {
    data: { merchantCode: DEMO_MERCHANT, username },
  });
  expect(tokenResponse.status(), await tokenResponse.text()).toBe(200);
  const { playerToken } = (await tokenResponse.json()).value;
  const transactionId = `vip-e2e-${Date.now()}`;
  const raw = JSON.stringify({ playerToken, transactionId, roundId: transactionId, gameCode: 'g', amount });
  const debit = await request.post(vendor(VENDOR_WALLET_PATHS.vendorWallet).replace(':action', 'debit'), {
    headers: {
      'content-type': 'application/json',
      'x-vendor-signature': signatureHeaderOf(secret, raw, Date.now()),
    },
    data: raw,
  });
  expect(debit.status(), await debit.text()).toBe(200);
}

const vipOf = async (request: APIRequestContext, member: RegisteredMember): Promise<VipValue> =>
  (await (await request.get(VIP_PATHS.vip, { headers: { [HEADER.authorization]: member.token } })).json())
    .value;

test('a member sees the level their turnover reached, the way to the next and every level', async ({
  page,
  request,
  walletOperator,
  server,
  playwright,
}) => {
  const member = await registerMember(request);
  await walletOperator.fund(member.username, 10_000_000);
  const operatorApi = await playwright.request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { [HEADER.operatorKey]: server.operatorKey },
  });
  const turnover = VIP1_THRESHOLD + 1_000_000;
  await bet(request, operatorApi, member.username, turnover);
  await operatorApi.dispose();
  const { progress, levels } = await vipOf(request, member);
  expect(progress).toMatchObject({ level: 1, turnover, nextLevel: 2 });
  expect((await (await memberInfoWith(request, member.token)).json()).value.clubLabel.labelName).toBe('VIP1');

  await loggedIn(page, member);
  // Spec §2 Footer menu: the VIP entry of the sidebar leads here for a member.
  await (await openSidebar(page)).getByRole('button', { name: en('vip') }).click();
  await expect(page).toHaveURL(new RegExp(`${BENEFITS_PATH}$`));
  await expect(layout(page).title).toHaveText(en('title_vip_benefits'));

  const benefits = benefitsModel(page);
  await expect(benefits.card.getByRole('heading', { level: 2 })).toHaveText('VIP1');
  await expect(benefits.card).toContainText(shownWithSymbol(turnover));
  await expect(benefits.card).toContainText(shownWithSymbol(VIP2_THRESHOLD - turnover));
  await expect(benefits.progress).toHaveAccessibleName(en('vip_progress_label').replace('{{level}}', 'VIP2'));
  await expect(benefits.progress).toHaveAttribute('aria-valuenow', String(progress.percent));

  await expect(benefits.levels).toHaveCount(levels.length);
  const current = benefits.level('VIP1');
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toContainText(en('vip_current'));
  await expect(benefits.level('VIP2')).not.toHaveAttribute('aria-current', 'true');
  await expect(benefits.level('VIP4')).toContainText(
    en('vip_threshold').replace('{{amount}}', shownWithSymbol(1_000_000_000)),
  );
  await expect(benefits.level('VIP4')).toContainText('Dedicated account manager');
});

test('a visitor goes to login and comes back to the benefits after it', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto(BENEFITS_PATH);
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  await field(page, 'username').fill(member.username);
  await field(page, 'password').fill(member.password);
  await page.getByRole('button', { name: en('login'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BENEFITS_PATH}$`));
  await expect(benefitsModel(page).card.getByRole('heading', { level: 2 })).toHaveText('VIP0');
});

test('a trial account is offered registration instead of the levels', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: en('trial_play') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto(BENEFITS_PATH);
  await expect(page.getByText(en('vip_trial_prompt'))).toBeVisible();
  await expect(benefitsModel(page).card).toHaveCount(0);
  await page.getByRole('button', { name: en('register_now') }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('an agent sees the ladder with their level', async ({ page }) => {
  await logIn(page, 'agent', 'Agent1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await storedSession(page)).type).toBe(1);
  await page.goto(BENEFITS_PATH);
  await expect(benefitsModel(page).card.getByRole('heading', { level: 2 })).toHaveText('VIP0');
  await expect(benefitsModel(page).level('VIP6')).toContainText('Exclusive events');
});

// The screen in the light and the dark look, and right to left in Arabic.
for (const { theme, language } of AXE_LOOKS) {
  test(`/m/member/benefits has no serious axe violation (${theme}, ${language})`, async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await loggedIn(page, member);
    await chooseLook(page, { theme, language });
    await page.goto(BENEFITS_PATH);
    const texts = textsOf(language);
    await expect(benefitsModel(page, texts).progress).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
    expect(await severeAxeViolations(page)).toEqual([]);
  });
}

// Merchant-wide: on a server of its own, so the other tests keep their VIP benefits.
testOnOwnServer.describe('VIP benefits off', () => {
  testOnOwnServer(
    "the screen and the menu say 'contact service' when the merchant offers no VIP benefits",
    async ({ page, operator, request }) => {
      testOnOwnServer.slow();
      await operator.patchConfig({ features: { vipBenefits: false } });
      const member = await registerMember(request);
      const refused = await request.get(VIP_PATHS.vip, { headers: { [HEADER.authorization]: member.token } });
      expect(refused.status()).toBe(403);
      expect((await (await memberInfoWith(request, member.token)).json()).value.clubLabel.labelName).toBe(
        '-',
      );

      await logIn(page, member.username, member.password);
      await expect(page).toHaveURL(/\/m\/home$/);
      // Spec §2 Footer menu: the VIP entry tells instead of leading anywhere.
      const told = messageShown(page, en('contact_service'));
      await (await openSidebar(page)).getByRole('button', { name: en('vip') }).click();
      await told;
      await expect(page).toHaveURL(/\/m\/home$/);
      // Reached directly, the screen says the same.
      await page.goto(BENEFITS_PATH);
      await expect(page.getByText(en('contact_service'))).toBeVisible();
      await expect(benefitsModel(page).card).toHaveCount(0);
      expect(await severeAxeViolations(page)).toEqual([]);
    },
  );
});
