// Issue 13 points 1, 2 and 7 in the browser: a member launches the lottery lobby from the game
// centre's lottery category; the lotto-h5 frame plays the house's fast lottery: a bet on the
// 1-minute game is placed, shows in the orders and takes its stake from the balance; the round is
// drawn by the server's real clock (within a minute), the order is won or lost, and the balance and
// the betting record (/m/gameRecord) agree. The lottery and verify pages pass axe in light, dark and
// Arabic.
import { HOUSE_GAMES_PATHS, type LotteryOrder, type LotteryResult } from '@app/contract';
import type { FrameLocator, Page } from '@playwright/test';
import { AXE_LOOKS, chooseLook, en, expect } from './fixtures';
import { entranceModel, gameFrameModel, loggedIn, severeAxeViolations, test } from './games-helpers';
import { registerMember, shown } from './wallet-helpers';

const OPENING_BALANCE = 500_000;
/** A 1-minute round closes, is drawn and settled within this long of a bet. */
const DRAW_WAIT_MS = 100_000;

/** The lottery in the game frame (or alone): the parts a player reads and taps. */
const lotteryModel = (scope: Page | FrameLocator) => ({
  tab: (minutes: number) =>
    scope.getByRole('tab', { name: en('lottery_minutes').replace('{{count}}', String(minutes)) }),
  closesIn: scope.getByText(en('lottery_closes_in').split('{{')[0] ?? ''),
  pick: (label: string, payout: number) =>
    scope.getByRole('button', {
      name: en('lottery_pick_pays').replace('{{pick}}', label).replace('{{payout}}', String(payout)),
      exact: true,
    }),
  addToSlip: scope.getByRole('button', { name: en('lottery_add_line'), exact: true }),
  place: scope.getByRole('button', { name: en('lottery_place'), exact: true }),
  orders: scope.getByTestId('lottery-order'),
  balance: scope.getByRole('region', { name: en('balance'), exact: true }).getByTestId('balance-amount'),
});

/** The member's orders of FAST1 as the server keeps them. */
async function ordersOf(page: Page, playerToken: string, token: string): Promise<LotteryOrder[]> {
  const response = await page.request.get(HOUSE_GAMES_PATHS.lotteryOrders.replace(':gameCode', 'FAST1'), {
    headers: { authorization: token, 'x-player-token': playerToken },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value.list;
}

/**
 * Waits until the open round has at least this long left before its close, so that a slip placed
 * now is not refused as late on a loaded machine (a round of 1 minute is open for 55 s).
 */
const BET_MARGIN_SECONDS = 20;
async function untilTimeToBet(lottery: ReturnType<typeof lotteryModel>) {
  await expect
    .poll(
      async () => {
        // No countdown (the round is being drawn) reads as no time left.
        const [text = ''] = await lottery.closesIn.allTextContents();
        const [, minutes = '0', seconds = '0'] = text.match(/(\d+):(\d\d)/) ?? [];
        return Number(minutes) * 60 + Number(seconds);
      },
      { timeout: 40_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(BET_MARGIN_SECONDS);
}

test.describe.configure({ timeout: 60_000 });

test('a member bets on the 1-minute lottery in the frame; the draw settles it; balance and record agree', async ({
  page,
  request,
  walletOperator,
}) => {
  test.setTimeout(DRAW_WAIT_MS + 60_000);
  const member = await registerMember(request);
  await walletOperator.fund(member.username, OPENING_BALANCE);
  await loggedIn(page, member);

  // Spec §4: the lottery category launches its first vendor (LOTT), which the house serves.
  await page.goto('/m/game');
  await entranceModel(page).category('LOTT').click();
  const frame = gameFrameModel(page);
  await expect(frame.frame).toBeVisible();
  const src = new URL((await frame.frame.getAttribute('src')) ?? '', page.url());
  expect(src.pathname).toMatch(/^\/m\/lotto-h5\/LOTT\//);
  const playerToken = src.searchParams.get('token') ?? '';
  const lottery = lotteryModel(page.frameLocator('iframe'));

  await expect(lottery.tab(1)).toHaveAttribute('aria-selected', 'true');
  await expect(lottery.balance).toHaveText(shown(OPENING_BALANCE));
  // Between a round's close and the draw the slip waits; bet in an open round with time to spare.
  await untilTimeToBet(lottery);
  await lottery.pick(en('lottery_pick_big'), 196).click();
  await lottery.addToSlip.click();
  await lottery.place.click();

  await expect(lottery.orders).toHaveCount(1);
  await expect(lottery.orders.first()).toContainText(en('lottery_status_open'));
  const [placed] = await ordersOf(page, playerToken, member.token);
  if (!placed) throw new Error('the server has no order');
  await expect(lottery.balance).toHaveText(shown(OPENING_BALANCE - placed.stake));

  // The server draws at the round's end; the frame reads the result and the settled order.
  const settled = lottery.orders
    .first()
    .filter({ hasText: new RegExp(`${en('lottery_status_won')}|${en('lottery_status_lost')}`) });
  await expect(settled).toBeVisible({ timeout: DRAW_WAIT_MS });
  const [drawn] = await ordersOf(page, playerToken, member.token);
  if (!drawn || drawn.payout === null) throw new Error('the order was not settled');
  expect(drawn.status).toBe(drawn.payout > 0 ? 'won' : 'lost');
  const closing = OPENING_BALANCE - drawn.stake + drawn.payout;
  await expect(lottery.balance).toHaveText(shown(closing));

  // The round is in the betting record with its stake and win, and the balance agrees.
  await page.goto('/m/gameRecord');
  const row = page.locator('.adm-list-item').filter({ hasText: 'LOTT' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${en('stake')} ${shown(drawn.stake)}`);
  await expect(row).toContainText(`${en('win')} ${shown(drawn.payout)}`);
  expect((await walletOperator.ledgerCheck()).ok).toBe(true);
  await page.goto('/m/home');
  await expect(page.getByRole('region', { name: en('balance') }).getByTestId('balance-amount')).toHaveText(
    shown(closing),
  );
});

test('the verify page recomputes the drawn rounds: every one holds', async ({ page }) => {
  test.setTimeout(DRAW_WAIT_MS + 30_000);
  const drawnRounds = async () => {
    const response = await page.request.get(HOUSE_GAMES_PATHS.lotteryRounds.replace(':gameCode', 'FAST1'));
    return ((await response.json()).value.list as LotteryResult[]).length;
  };
  // The server draws FAST1 every minute of its real clock.
  await expect.poll(drawnRounds, { timeout: DRAW_WAIT_MS, intervals: [2_000] }).toBeGreaterThan(0);
  await page.goto('/m/lottery/verify?game=FAST1');
  await expect(page.getByRole('heading', { name: en('lottery_verify_how') })).toBeVisible();
  const rows = page.getByTestId('verified-round');
  await expect(rows.first()).toContainText(`✓ ${en('lottery_verified')}`);
  await expect(page.getByText(`✗ ${en('lottery_mismatch').split(' ')[0]}`)).toHaveCount(0);
});

test.describe('accessibility', () => {
  for (const { theme, language } of AXE_LOOKS) {
    test(`the lottery frame and the verify page have no serious or critical axe violations (${theme}, ${language})`, async ({
      page,
      request,
      walletOperator,
    }) => {
      test.setTimeout(90_000);
      const member = await registerMember(request);
      await walletOperator.fund(member.username, OPENING_BALANCE);
      await loggedIn(page, member);
      await page.goto('/m/game');
      await entranceModel(page).category('LOTT').click();
      const src = (await gameFrameModel(page).frame.getAttribute('src')) ?? '';
      // An order on the list, so its status is checked too.
      const lottery = lotteryModel(page.frameLocator('iframe'));
      await untilTimeToBet(lottery);
      await lottery.pick(en('lottery_pick_violet'), 450).click();
      await lottery.addToSlip.click();
      await lottery.place.click();
      await expect(lottery.orders).toHaveCount(1);
      // The member logged in with the English labels; the lottery pages are checked in this theme and language.
      await chooseLook(page, { theme, language });
      // The frame's page alone, where axe sees all of it.
      await page.goto(src);
      await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('balance-amount')).toBeVisible();
      await expect(page.getByTestId('lottery-order')).toHaveCount(1);
      expect(await severeAxeViolations(page)).toEqual([]);

      await page.goto('/m/lottery/verify');
      await expect(page.getByRole('tab').first()).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
