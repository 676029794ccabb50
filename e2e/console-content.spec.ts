/**
 * The back office's content (issue 21 point 5, decision 0068) in Chromium at desktop size, against
 * the real server: a content staff member writes an announcement in the rich-text editor — bold
 * text, and a paste that carries a script and a handler — sees it in the phone-sized frame of the
 * real site, and saves it; what the site serves has the bold and no script. A viewer reads the
 * page with no way to write, the server refuses the viewer's write, and the page has no serious
 * axe finding.
 */
import {
  ANNOUNCEMENTS_PATHS,
  CONTENT_PREVIEW_PAGES,
  HEADER,
  type NoticeDetail,
  type OperatorAnnouncement,
  STAFF_CSRF_HEADER,
} from '@app/contract';
import { newUsername, PASSWORD, signInByApi, text } from './console-helpers';
import { DEMO_MERCHANT, expect, test } from './fixtures';
import { severeAxeViolations } from './games-helpers';

const PAGE = `/console/content?tab=notices&merchant=${DEMO_MERCHANT}`;
const CREATE = `/wps/operator/merchants/${DEMO_MERCHANT}/announcements`;
/** What a paste from a web page may carry: a script, a handler, a style. */
const PASTED =
  '<p style="color:red">pasted <em>words</em><script>window.pwned = 1</script>' +
  '<img src="https://example.com/x.png" onerror="window.pwned = 2"></p>';

test.describe('the content page', () => {
  test('content staff write an announcement with bold text and a script-carrying paste; the site serves it without the script', async ({
    page,
    request,
    operator,
  }) => {
    const content = newUsername('content');
    await operator.createStaff({ username: content, password: PASSWORD, role: 'content' });
    await signInByApi(page, content);
    const title = `Weekend bonus ${Date.now() % 1e6}`;

    await page.goto(PAGE);
    await page.getByRole('button', { name: text('content.notices.create') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text('content.title'), { exact: true }).fill(title);
    const editor = dialog.getByRole('textbox', { name: text('content.body') });
    await editor.click();
    await dialog.getByRole('button', { name: text('content.editor.bold') }).click();
    await page.keyboard.type('Double points');
    await dialog.getByRole('button', { name: text('content.editor.bold') }).click();
    await page.keyboard.press('Enter');
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'pasted words');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, PASTED);
    await expect(editor.locator('strong')).toHaveText('Double points');

    // The phone-sized frame of the real site shows the draft as players would see it.
    const frameElement = dialog.locator(`iframe[src="${CONTENT_PREVIEW_PAGES.notice}"]`);
    await expect(frameElement).toHaveAttribute('width', '390');
    const frame = page.frameLocator(`iframe[src="${CONTENT_PREVIEW_PAGES.notice}"]`);
    await expect(frame.getByRole('heading', { name: title })).toBeVisible();
    await expect(frame.locator('.notice-content strong')).toHaveText('Double points');
    await expect(frame.locator('.notice-content')).toContainText('pasted words');
    expect(
      await frame
        .locator('.notice-content script, .notice-content [onerror], .notice-content [style]')
        .count(),
    ).toBe(0);

    const created = page.waitForResponse(
      (response) => response.url().endsWith(CREATE) && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: text('content.save') }).click();
    const stored = (await (await created).json()).value as OperatorAnnouncement;
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

    // What the server stored and serves to players.
    for (const html of [
      stored.content,
      (
        (
          await (
            await request.get(ANNOUNCEMENTS_PATHS.detail.replace(':announcementId', stored.announcementId), {
              headers: { [HEADER.merchant]: DEMO_MERCHANT },
            })
          ).json()
        ).value as NoticeDetail
      ).content,
    ]) {
      expect(html).toContain('<strong>Double points</strong>');
      expect(html).toContain('pasted <em>words</em>');
      expect(html).not.toMatch(/<script|onerror|style=|pwned/i);
    }
  });

  test('a viewer reads the page with no way to write, the server refuses a write, and the page has no serious axe finding', async ({
    page,
    operator,
  }) => {
    const viewer = newUsername('viewer');
    await operator.createStaff({ username: viewer, password: PASSWORD, role: 'viewer' });
    const csrf = await signInByApi(page, viewer);

    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: text('content.pageTitle') })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('button', { name: text('content.notices.create') })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: text('content.actions') })).toHaveCount(0);
    expect(await severeAxeViolations(page)).toEqual([]);

    const refused = await page.request.post(CREATE, {
      headers: { [STAFF_CSRF_HEADER]: csrf },
      data: { type: 'PL', title: 'Not mine to write', content: '<p>x</p>' },
    });
    expect(refused.status()).toBe(403);
  });

  test('the content page with its editor and preview has no serious axe finding', async ({
    page,
    operator,
  }) => {
    const content = newUsername('content');
    await operator.createStaff({ username: content, password: PASSWORD, role: 'content' });
    await signInByApi(page, content);
    await page.goto(PAGE);
    await page.getByRole('button', { name: text('content.notices.create') }).click();
    await expect(page.getByRole('dialog').getByRole('toolbar')).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
