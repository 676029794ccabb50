// Issue 13 (points 3, 5, 7) in the browser: the house slots play in the game frame. The demo player
// finds a house slot in the slots game list, launches it, spins a few times and sees the balance move
// by −bet + win each time, opens the spin history, and finds the spins in /m/gameRecord with a
// balance that agrees; the slot page is checked with axe in light, dark and Arabic.
import type { Game, SpinValue } from '@app/contract';
import type { FrameLocator, Page } from '@playwright/test';
import { logIn, storedSession } from './accounts';
import { chooseLook, en, expect, type Texts, textsOf } from './fixtures';
import { GamesApi, houseSlots, launchHouseSlot, loggedIn, severeAxeViolations, test } from './games-helpers';
import { MemberWallet, registerMember, shown } from './wallet-helpers';

// Whole flows over several screens on a busy machine.
test.describe.configure({ timeout: 120_000 });

const SPINS = 3;
const isSpinPath = (path: string) => /^\/wps\/house\/slots\/[^/]+\/spins$/.test(path);

/** The slot page, inside the game frame or opened on its own. */
const slotModel = (frame: FrameLocator | Page, texts: Texts = en) => ({
  spin: frame.getByRole('button', { name: texts('slot_spin'), exact: true }),
  balance: frame.getByRole('region', { name: texts('balance'), exact: true }).getByTestId('balance-amount'),
  reels: frame.getByRole('figure', { name: texts('slot_reels'), exact: true }),
  history: frame.getByRole('button', { name: texts('slot_history'), exact: true }),
  info: frame.getByRole('button', { name: texts('slot_info'), exact: true }),
});

/** The answer of the next spin. */
const nextSpin = (page: Page) =>
  page
    .waitForResponse(
      (response) => response.request().method() === 'POST' && isSpinPath(new URL(response.url()).pathname),
    )
    .then(async (response) => {
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).value as SpinValue;
    });

/** A house slot launched into the game frame, its spin button shown. */
async function launchedSlot(page: Page, game: Game) {
  const frame = await launchHouseSlot(page, game);
  await expect(slotModel(frame).spin).toBeVisible();
  return frame;
}

test('the demo player spins a house slot: the balance moves by −bet + win, and history and betting record agree', async ({
  page,
  request,
}) => {
  const [game] = await houseSlots(new GamesApi(request));
  if (!game) throw new Error('no house slot');
  await logIn(page, 'demo', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  const wallet = new MemberWallet(request, (await storedSession(page)).token);
  const opening = (await wallet.wallet()).sumBalance;

  const frame = await launchedSlot(page, game);
  const slot = slotModel(frame);
  await expect(slot.balance).toHaveText(shown(opening));
  await expect(slot.reels.getByTestId('slot-cell').first()).toBeVisible();

  let balance = opening;
  const spins: SpinValue[] = [];
  for (let round = 0; round < SPINS; round++) {
    const answered = nextSpin(page);
    await slot.spin.click();
    const answer = await answered;
    spins.push(answer);
    expect(answer.balance).toBe(balance - answer.spin.bet + answer.spin.totalWin);
    balance = answer.balance;
    await expect(slot.balance).toHaveText(shown(balance));
    await expect(slot.spin).toBeEnabled();
    const outcome =
      answer.spin.totalWin > 0 ? `${en('win')} ${shown(answer.spin.totalWin)}` : en('slot_no_win');
    await expect(frame.getByText(outcome, { exact: true })).toBeVisible();
  }
  expect((await wallet.wallet()).sumBalance).toBe(balance);

  // The spin history lists this visit's spins, newest first.
  await slot.history.click();
  const history = frame.getByRole('region', { name: en('slot_history'), exact: true });
  await expect(history.getByText(new RegExp(`^${en('stake')} `))).toHaveCount(SPINS);

  // The betting record shows the rounds of the spins, and the money adds up.
  await page.goto('/m/gameRecord');
  for (const { spin } of spins) {
    await expect(page.getByText(`${en('stake')} ${shown(spin.bet)}`, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(game.gameId, { exact: false })).toHaveCount(SPINS);
  const staked = spins.reduce((sum, { spin }) => sum + spin.bet, 0);
  const won = spins.reduce((sum, { spin }) => sum + spin.totalWin, 0);
  expect(balance).toBe(opening - staked + won);
});

test('too little balance stops the spin and offers the deposit page', async ({ page, request }) => {
  const [game] = await houseSlots(new GamesApi(request));
  if (!game) throw new Error('no house slot');
  const member = await registerMember(request);
  await loggedIn(page, member);
  const frame = await launchedSlot(page, game);
  const refused = page.waitForResponse((response) => isSpinPath(new URL(response.url()).pathname));
  await slotModel(frame).spin.click();
  expect((await refused).status()).toBeGreaterThanOrEqual(400);
  const dialog = frame.getByRole('dialog', { name: en('error_insufficient_balance'), exact: true });
  await dialog.getByRole('button', { name: en('title_deposit'), exact: true }).click();
  // The deposit page opens in the whole window, not inside the game frame.
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(page.locator('iframe')).toHaveCount(0);
});

// Both slots: Lucky 7 in light, Jade Fortune in dark and in Arabic (right to left).
for (const [slotIndex, theme, language] of [
  [0, 'light', 'EN'],
  [1, 'dark', 'EN'],
  [1, 'light', 'AR'],
] as const) {
  test(`the slot page has no serious axe violation (slot ${slotIndex + 1}, ${theme}, ${language})`, async ({
    page,
    request,
    walletOperator,
  }) => {
    const game = (await houseSlots(new GamesApi(request)))[slotIndex];
    if (!game) throw new Error('no house slot');
    const member = await registerMember(request);
    await walletOperator.fund(member.username, 1_000_000);
    await loggedIn(page, member);
    // The slot page on its own, as the frame loads it (axe scans one document), in the chosen look.
    await launchedSlot(page, game);
    const src = (await page.locator('iframe').getAttribute('src')) ?? '';
    await chooseLook(page, { theme, language });
    await page.goto(src);
    const slot = slotModel(page, textsOf(language));
    const answered = page.waitForResponse((response) => isSpinPath(new URL(response.url()).pathname));
    await slot.spin.click();
    expect((await answered).status()).toBe(200);
    await expect(slot.spin).toBeEnabled();
    expect(await severeAxeViolations(page)).toEqual([]);
    await slot.info.click();
    await expect(
      page.getByRole('heading', { name: textsOf(language)('slot_paytable'), exact: true }),
    ).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
}
