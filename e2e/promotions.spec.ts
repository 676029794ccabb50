// Promotions (issue 14 point 4): a visitor, a member, a trial player and an agent browse
// /m/activity, choose a category tab, open a promotion on /m/activityDetail and follow its button —
// a page of the site, the reward centre for a claim, an outside page in a new tab. The ended demo promotion never shows. Both
// screens pass axe in light, dark and Arabic.
import {
  HEADER,
  type OperatorPromotion,
  PROMOTIONS_OPERATOR_PATHS,
  PROMOTIONS_PATHS,
  type PromotionSummary,
  REWARDS_OPERATOR_PATHS,
} from '@app/contract';
import type { Page } from '@playwright/test';
import { logIn } from './accounts';
import { AXE_LOOKS, chooseLook, DEMO_MERCHANT, en, expect, layout, test } from './fixtures';
import { escaped, exactly, loggedIn, severeAxeViolations } from './games-helpers';
import { registerMember } from './wallet-helpers';

const WELCOME = 'Welcome bonus 100% up to 5,000,000 ₫';
const RELOAD = 'Weekend reload: 20% on every deposit';
const CHECK_IN = 'Daily check-in: free bonus every day';
const TELEGRAM = 'Telegram giveaway every Friday';

const activity = (page: Page) => ({
  tab: (key: string) => page.getByRole('tab', { name: en(key), exact: true }),
  card: (title: string) => page.getByRole('link', { name: new RegExp(`^${escaped(title)}`) }),
  titles: page.getByRole('main').getByRole('heading', { level: 2 }),
});

const detail = (page: Page) => ({
  title: page.getByRole('main').getByRole('heading', { level: 2 }),
  button: (key: 'promotion_claim' | 'promotion_take_part') =>
    page.getByRole('main').getByRole('link', { name: new RegExp(`^${en(key)}`) }),
  terms: page.getByRole('main').getByRole('table'),
});

/** Opens a promotion from the list under this tab, and checks the detail shows it. */
async function openFromTab(page: Page, tabKey: string, title: string) {
  await activity(page).tab(tabKey).click();
  await activity(page).card(title).click();
  await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
  await expect(detail(page).title).toHaveText(title);
  await expect(detail(page).terms).toBeVisible();
}

/**
 * On this page of the site; a visitor may instead be on the login page on its way there (the
 * deposit page needs a session).
 */
const expectOn = (page: Page, path: string, signedIn: boolean) =>
  expect(page).toHaveURL(
    signedIn
      ? new RegExp(`${escaped(path)}$`)
      : new RegExp(`(${escaped(path)}|/m/login\\?redirect=${escaped(encodeURIComponent(path))})$`),
  );

async function browse(page: Page, { signedIn }: { signedIn: boolean }) {
  await page.goto('/m/gameCenter');
  await layout(page).footerEntry('nav_promotion').click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(layout(page).title).toHaveText(en('title_promotion'));
  await expect(activity(page).card(WELCOME)).toBeVisible();
  await expect(page.getByText(/Lunar New Year/)).toHaveCount(0);
  // All, then every category the demo has.
  await expect(page.getByRole('tab')).toHaveText(
    [
      'filter_all',
      ...['NEW_MEMBER', 'DEPOSIT', 'DAILY', 'REBATE', 'VIP', 'OTHER'].map((c) => `promotion_category_${c}`),
    ].map((key) => exactly(en(key))),
  );
  // The card's picture is drawn by the server and arrives.
  const picture = activity(page).card(WELCOME).locator('img');
  await expect(picture).toHaveAttribute('width', '750');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A deposit promotion leads to the deposit page.
  await activity(page).tab('promotion_category_DEPOSIT').click();
  await expect(page).toHaveURL(/\/m\/activity\?category=DEPOSIT$/);
  await expect(activity(page).titles).toHaveText([RELOAD]);
  await openFromTab(page, 'promotion_category_DEPOSIT', RELOAD);
  // Back on the list the tab is still chosen.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/activity\?category=DEPOSIT$/);
  await expect(activity(page).tab('promotion_category_DEPOSIT')).toHaveAttribute('aria-selected', 'true');
  await activity(page).card(RELOAD).click();
  await expect(detail(page).button('promotion_take_part')).toHaveAttribute('href', '/m/voucherCenter');
  await detail(page).button('promotion_take_part').click();
  await expectOn(page, '/m/voucherCenter', signedIn);

  // A reward-backed promotion claims its reward: the reward centre opens on it.
  await page.goto('/m/activity');
  await openFromTab(page, 'promotion_category_DAILY', CHECK_IN);
  await expect(detail(page).button('promotion_claim')).toHaveAttribute(
    'href',
    /^\/m\/rewardCenter\?reward=\d+$/,
  );
  await detail(page).button('promotion_claim').click();
  await expect(page).toHaveURL(/\/m\/rewardCenter\?reward=\d+$/);
  if (signedIn) await expect(page.locator('.reward-card--highlight')).toBeFocused();
  else await expect(page.getByText(en('reward_login_prompt'))).toBeVisible();

  // The Telegram giveaway opens outside, in a new tab.
  await page.goto('/m/activity?category=OTHER');
  await activity(page).card(TELEGRAM).click();
  const outside = detail(page).button('promotion_take_part');
  await expect(outside).toHaveAttribute('href', /^https:\/\/t\.me\//);
  await expect(outside).toHaveAttribute('target', '_blank');
  await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
}

test.describe('promotions', () => {
  test('a visitor browses the promotions by category and follows their buttons', async ({ page }) => {
    await browse(page, { signedIn: false });
  });

  test('a member does too, and claims the reward of an operator’s promotion from its page', async ({
    page,
    request,
    server,
    playwright,
  }) => {
    // An operator publishes a promotion whose button claims the brand's welcome reward.
    const operatorApi = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { [HEADER.operatorKey]: server.operatorKey },
    });
    const rewards = await operatorApi.get(
      REWARDS_OPERATOR_PATHS.rewards.replace(':merchantCode', DEMO_MERCHANT),
    );
    const welcome = ((await rewards.json()).value as { id: string; kind: string }[]).find(
      (reward) => reward.kind === 'welcome',
    );
    const response = await operatorApi.post(
      PROMOTIONS_OPERATOR_PATHS.promotions.replace(':merchantCode', DEMO_MERCHANT),
      {
        data: {
          category: 'VIP',
          texts: {
            EN: {
              title: 'VIP birthday gift',
              summary: 'A gift on your birthday month.',
              content:
                '<p>Claim it in the reward centre.</p><table><tbody><tr><th scope="row">Gift</th><td>188,000 ₫</td></tr></tbody></table>',
            },
          },
          action: { kind: 'claim', rewardId: welcome?.id },
        },
      },
    );
    expect(response.status(), await response.text()).toBe(200);
    const created = (await response.json()).value as OperatorPromotion;
    await operatorApi.dispose();

    const member = await registerMember(request);
    await loggedIn(page, member);
    await browse(page, { signedIn: true });

    await page.goto('/m/activity');
    await openFromTab(page, 'promotion_category_VIP', 'VIP birthday gift');
    await expect(page).toHaveURL(new RegExp(`id=${created.promotionId}$`));
    await detail(page).button('promotion_claim').click();
    await expect(page).toHaveURL(new RegExp(`/m/rewardCenter\\?reward=${welcome?.id}$`));
    // The reward centre opens on that reward, ready to be claimed.
    const highlighted = page.locator('.reward-card--highlight');
    await expect(highlighted).toBeFocused();
    await highlighted.getByRole('button', { name: en('reward_claim') }).click();
    await expect(highlighted.getByText(en('reward_claimed'), { exact: true })).toBeVisible();
  });

  // Promotions have no rule per role: a trial player and an agent see the same ones.
  test('a trial player sees the promotions and their buttons', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: en('trial_play') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/activity');
    await openFromTab(page, 'promotion_category_NEW_MEMBER', WELCOME);
    await expect(detail(page).button('promotion_claim')).toHaveAttribute(
      'href',
      /^\/m\/rewardCenter\?reward=\d+$/,
    );
  });

  test('an agent sees the promotions and their buttons', async ({ page }) => {
    await logIn(page, 'agent', 'Agent1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/activity');
    await openFromTab(page, 'promotion_category_REBATE', 'Daily rebate 0.5% on every bet');
    await detail(page).button('promotion_claim').click();
    await expect(page).toHaveURL(/\/m\/rewardCenter\?reward=\d+$/);
  });

  test('an ended or unknown promotion shows the way back to the list', async ({ page, request }) => {
    const list = (await (await request.get(PROMOTIONS_PATHS.list)).json()).value.list as PromotionSummary[];
    const highest = Math.max(...list.map((p) => Number(p.promotionId)));
    await page.goto(`/m/activityDetail?id=${highest + 1000}`);
    await expect(page.getByText(en('promotion_not_found'))).toBeVisible();
    await page.getByRole('link', { name: en('footer_promotion_link') }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(activity(page).card(WELCOME)).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const { theme, language } of AXE_LOOKS) {
    test(`/m/activity and /m/activityDetail have no serious or critical axe violations (${theme}, ${language})`, async ({
      page,
    }) => {
      await page.goto('/m/activity');
      await chooseLook(page, { theme, language });
      await page.goto('/m/activity');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
      const cards = page.getByRole('main').getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);

      await cards.first().getByRole('link').click();
      await expect(page.getByRole('main').getByRole('table')).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
