// Issue 14 point 3 in the browser: the reward centre. A new member finds the welcome bonus and the
// daily check-in claimable, the home badge counting exactly them; a claim raises the balance by the
// amount, the reward shows claimed and cannot be claimed again, and the badge drops. A visitor is
// asked to log in, a trial account to register; an agent sees the rewards too. axe in light, dark
// and Arabic (right to left).
import { HEADER, IDEMPOTENCY_KEY_HEADER, REWARDS_PATHS, type Reward } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { logIn } from './accounts';
import { chooseLook, en, expect, textsOf } from './fixtures';
import { homeModel, loggedIn, severeAxeViolations, test } from './games-helpers';
import { registerMember, shownWithSymbol, summaryAmount } from './wallet-helpers';

test.describe.configure({ timeout: 90_000 });

const rewardsOf = async (request: APIRequestContext, token: string): Promise<Reward[]> => {
  const response = await request.get(REWARDS_PATHS.rewards, { headers: { [HEADER.authorization]: token } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value.list;
};

const rewardCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The reward centre's entry of the home quick-nav, whose name carries the spoken badge. */
const rewardEntry = (page: Page) =>
  homeModel(page).quickNav.getByRole('link', { name: new RegExp(`^${en('title_reward_center')}`) });

test('a member claims a reward once: the balance rises by its amount and the badge drops', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  const rewards = await rewardsOf(request, member.token);
  const claimable = rewards.filter((reward) => reward.state === 'claimable');
  expect(claimable.map((reward) => reward.kind)).toEqual(['welcome', 'daily_check_in']);
  const welcome = claimable[0] as Reward;

  await loggedIn(page, member);
  const badge = (count: number) => en('unclaimed_promotions').replace('{{count}}', String(count));
  await expect(rewardEntry(page)).toHaveAccessibleName(new RegExp(`${badge(2)}$`));
  await rewardEntry(page).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  await expect(summaryAmount(page, 'balance')).toHaveText(shownWithSymbol(0));

  const card = rewardCard(page, welcome.title);
  await card.getByRole('button', { name: en('reward_claim') }).click();
  await expect(summaryAmount(page, 'balance')).toHaveText(shownWithSymbol(welcome.amount ?? 0));
  await expect(card.getByText(en('reward_claimed'), { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: en('reward_claim') })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: en('reward_claims_title') }).getByText(welcome.title),
  ).toBeVisible();

  // Claimed once: a second claim, whatever its key, is refused and moves nothing.
  const again = await request.post(REWARDS_PATHS.claim.replace(':rewardId', welcome.id), {
    headers: { [HEADER.authorization]: member.token, [IDEMPOTENCY_KEY_HEADER]: `e2e-again-${Date.now()}` },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).value.reason).toBe('claimed');

  await page.goto('/m/home');
  await expect(rewardEntry(page)).toHaveAccessibleName(new RegExp(`${badge(1)}$`));
});

test('a visitor is asked to log in and comes back to the reward centre', async ({ page }) => {
  await page.goto('/m/rewardCenter');
  await expect(page.getByText(en('reward_login_prompt'))).toBeVisible();
  await page.getByRole('button', { name: en('login'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FrewardCenter$/);
});

test('a trial account is asked to register and sees no rewards', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: en('trial_play') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/rewardCenter');
  await expect(page.getByText(en('reward_trial_prompt'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('reward_claim') })).toHaveCount(0);
  await page.getByRole('button', { name: en('register_now') }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('an agent sees the reward centre like a member', async ({ page }) => {
  await logIn(page, 'agent', 'Agent1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/rewardCenter');
  await expect(page.getByRole('heading', { name: en('reward_list_title') })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

for (const [theme, language] of [
  ['light', 'EN'],
  ['dark', 'EN'],
  ['light', 'AR'],
] as const) {
  test(`the reward centre has no serious axe violation (${theme}, ${language})`, async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    const [first, second] = await rewardsOf(request, member.token);
    // One reward claimed, so that the claimed state and the claims with their wagering are scanned too.
    const claimed = await request.post(REWARDS_PATHS.claim.replace(':rewardId', first?.id ?? ''), {
      headers: { [HEADER.authorization]: member.token },
    });
    expect(claimed.status(), await claimed.text()).toBe(200);
    await loggedIn(page, member);
    await chooseLook(page, { theme, language });
    await page.goto(`/m/rewardCenter?reward=${second?.id}`);
    const texts = textsOf(language);
    await expect(page.getByRole('heading', { level: 2, name: texts('reward_list_title') })).toBeVisible();
    await expect(page.locator('.reward-card--highlight')).toBeFocused();
    if (language === 'AR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await severeAxeViolations(page)).toEqual([]);
  });
}
