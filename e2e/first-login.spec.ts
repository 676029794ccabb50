// Spec §2 Change password screen, §4 Password change: the seeded `newbie` must choose a password at
// the first login. The test changes that seeded account, so it runs against a server of its own.
import { field, logIn, readSessionInfo, storedSession } from './accounts';
import { en, expect, messageShown, openSidebar, testOnOwnServer as test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

test('the first login leads to the password change, without the old password; the next login does not', async ({
  page,
}) => {
  await logIn(page, 'newbie', 'Newbie1234');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'newbie', firstTimeLogin: true });

  // The username read-only; no old password, since the player has just typed it.
  await expect(page.getByRole('heading', { level: 1, name: en('title_first_password') })).toBeVisible();
  await expect(field(page, 'username')).toHaveValue('newbie');
  await expect(field(page, 'username')).not.toBeEditable();
  await expect(field(page, 'new_password')).toBeVisible();
  await expect(field(page, 'old_password')).toHaveCount(0);

  await field(page, 'new_password').fill('Fresh5678');
  await field(page, 'confirm_password').fill('Fresh5678');
  const saved = messageShown(page, en('in_chang_saved'));
  await page.getByRole('button', { name: en('confirm'), exact: true }).click();
  await saved;
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await readSessionInfo(page)).toMatchObject({ userName: 'newbie', firstTimeLogin: false });

  // Signing out and in again with the new password goes straight home.
  await (await openSidebar(page)).getByRole('button', { name: en('sign_out') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: en('confirm') })
    .click();
  await expect.poll(() => readSessionInfo(page)).toBeNull();
  await logIn(page, 'newbie', 'Fresh5678');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'newbie', firstTimeLogin: false });
});
