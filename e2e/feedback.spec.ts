// Feedback (issue 15 point 6, spec §2 Feedback screen, §5, §6, §8): a visitor is sent to the login
// screen; a member chooses the question type, writes the content (the counter follows), adds a
// picture and a remark, types the captcha and sees 'Sent successfully' and the feedback in their
// list; a fake picture is refused on the screen; the operator reads the feedback with its picture
// through the operator API and replies, and the member sees the reply. The screen passes axe in
// light, dark and Arabic.
import { FEEDBACK_OPERATOR_PATHS, HEADER, type OperatorFeedback } from '@app/contract';
import type { Page } from '@playwright/test';
import { pngOf } from '../apps/server/test/pictures';
import { AXE_LOOKS, chooseLook, DEMO_MERCHANT, en, expect, messageShown, test } from './fixtures';
import { loggedIn, severeAxeViolations } from './games-helpers';
import { CAPTCHA_ANSWER } from './server';
import { registerMember } from './wallet-helpers';

const form = (page: Page) => ({
  type: page.getByRole('button', { name: new RegExp(`^${en('feedback_type')}`) }),
  content: page.getByLabel(en('feedback_content')),
  remark: page.getByLabel(en('feedback_remark')),
  captcha: page.getByLabel(en('captcha'), { exact: true }),
  files: page.locator('.feedback-form input[type="file"]'),
  confirm: page.locator('.feedback-form').getByRole('button', { name: en('confirm') }),
  mine: page.getByRole('region', { name: en('feedback_mine') }),
});

/** Chooses a question type in the picker popup: scrolls the wheel to it and confirms. */
async function chooseType(page: Page, key: string) {
  await form(page).type.click();
  const picker = page.locator('.adm-picker');
  const item = picker.locator('.adm-picker-view-column-item', { hasText: en(key) });
  // A tap on an item turns the wheel to it. The wheel listens for touch drags, which swallow the
  // emulated phone's tap; the item's own click is what a tap ends in.
  await item.dispatchEvent('click');
  await expect(item).toHaveAttribute('data-selected', 'true');
  await picker.locator('.adm-picker-header-button', { hasText: en('confirm') }).click();
  await expect(form(page).type).toContainText(en(key));
}

test.describe('feedback', () => {
  test('a visitor is sent to the login screen', async ({ page }) => {
    await page.goto('/m/feedback');
    await expect(page).toHaveURL(/\/m\/login(\?redirect=[^&]+)?$/);
  });

  test('a member sends feedback with a picture, sees it sent, and later the operator’s reply', async ({
    page,
    request,
    server,
    playwright,
  }) => {
    test.slow();
    const member = await registerMember(request);
    await loggedIn(page, member);
    await page.goto('/m/feedback');
    const f = form(page);
    await expect(f.mine.getByText(en('feedback_mine_empty'))).toBeVisible();
    await expect(f.confirm).toBeDisabled();

    // A text file named .jpg is refused before it is sent.
    await f.files.setInputFiles({
      name: 'receipt.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('only text'),
    });
    await expect(page.getByText(en('feedback_picture_invalid'))).toBeVisible();
    await expect(page.locator('.adm-image-uploader-cell-image')).toHaveCount(0);

    await chooseType(page, 'feedback_type_withdraw_issues');
    const content = 'My withdrawal of 300,000 VND is pending since yesterday.';
    await f.content.fill(content);
    await expect(page.getByText(`${content.length}/200`)).toBeVisible();
    await f.files.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pngOf(120, 80) });
    await expect(page.locator('.adm-image-uploader-cell-image')).toHaveCount(1);
    await f.remark.fill('Bank statement');
    await f.captcha.fill(CAPTCHA_ANSWER);
    const sent = messageShown(page, en('feedback_sent'));
    await f.confirm.click();
    await sent;
    expect(en('feedback_sent')).toBe('Sent successfully');
    const card = f.mine.getByRole('listitem').filter({ hasText: content });
    await expect(card).toBeVisible();
    await expect(card.getByText(en('feedback_status_open'))).toBeVisible();
    await expect(card.getByText(en('feedback_type_withdraw_issues'))).toBeVisible();
    await expect
      .poll(() =>
        card.getByRole('img', { name: 'Picture 1' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(120);
    await expect(f.content).toHaveValue('');

    // The operator reads it with its picture and replies.
    const operatorApi = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { [HEADER.operatorKey]: server.operatorKey },
    });
    const listPath = FEEDBACK_OPERATOR_PATHS.list.replace(':merchantCode', DEMO_MERCHANT);
    const open = await operatorApi.get(listPath, { params: { status: 'open', pageSize: 100 } });
    expect(open.status(), await open.text()).toBe(200);
    const feedback = ((await open.json()).value.list as OperatorFeedback[]).find(
      (entry) => entry.sender === member.username,
    );
    expect(feedback).toMatchObject({
      type: 2,
      content,
      remark: 'Bank statement',
      pictures: [{ width: 120, height: 80 }],
    });
    const picture = await operatorApi.get(feedback?.pictures[0]?.url ?? '');
    expect(picture.headers()['content-type']).toBe('image/png');
    const reply = await operatorApi.post(
      FEEDBACK_OPERATOR_PATHS.reply
        .replace(':merchantCode', DEMO_MERCHANT)
        .replace(':feedbackId', feedback?.feedbackId ?? ''),
      { data: { reply: 'Your withdrawal was paid this morning.' } },
    );
    expect(reply.status(), await reply.text()).toBe(200);
    await operatorApi.dispose();

    await page.reload();
    const replied = form(page).mine.getByRole('listitem').filter({ hasText: content });
    await expect(replied.getByText(en('feedback_status_replied'))).toBeVisible();
    await expect(replied.getByRole('region', { name: en('feedback_reply') })).toContainText(
      'Your withdrawal was paid this morning.',
    );
  });

  test('a wrong captcha is said under the captcha and another one loads', async ({ page, request }) => {
    const member = await registerMember(request);
    await loggedIn(page, member);
    await page.goto('/m/feedback');
    const f = form(page);
    await chooseType(page, 'feedback_type_game_issues');
    await f.content.fill('The fishing game froze after my last shot, twice.');
    await f.confirm.click();
    await expect(page.getByText(en('feedback_captcha_required'))).toBeVisible();
    await f.captcha.fill('WXYZ');
    const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/captcha');
    await f.confirm.click();
    await expect(page.getByText(en('error_captcha_invalid'))).toBeVisible();
    await reloaded;
    await expect(f.mine.getByText(en('feedback_mine_empty'))).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const { theme, language } of AXE_LOOKS) {
    test(`/m/feedback has no serious or critical axe violations (${theme}, ${language})`, async ({
      page,
      request,
    }) => {
      const member = await registerMember(request);
      await loggedIn(page, member);
      await chooseLook(page, { theme, language });
      await page.goto('/m/feedback');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
      await expect(page.locator('.feedback-form .captcha-image img')).toBeVisible();
      await expect(page.locator('.feedback-mine .adm-empty')).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});
