// Spec §2 Change password screen, §4 Password change: the seeded `newbie` must choose a password at
// the first login. The test changes that seeded account, so it runs against a server of its own.
import { field, logIn, memberInfoWith, readSessionInfo, signOut, storedSession } from './accounts';
import { en, expect, messageShown, testOnOwnServer as test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

test('the first login leads to the password change, without the old password, and nowhere else; the next login does not', async ({
  page,
  request,
}) => {
  await logIn(page, 'newbie', 'Newbie1234');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  const { token } = await storedSession(page);
  expect(await storedSession(page)).toMatchObject({ userName: 'newbie', firstTimeLogin: true });

  // The username read-only; no old password, since the player has just typed it.
  await expect(page.getByRole('heading', { level: 1, name: en('title_first_password') })).toBeVisible();
  await expect(field(page, 'username')).toHaveValue('newbie');
  await expect(field(page, 'username')).not.toBeEditable();
  await expect(field(page, 'new_password')).toBeVisible();
  await expect(field(page, 'old_password')).toHaveCount(0);

  // Until the password is changed the server answers nothing else for the session (issue 10), and
  // every other page sends the player back here.
  const refused = await memberInfoWith(request, token);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ errorCode: 'PASSWORD_CHANGE_REQUIRED' });
  for (const path of ['/m/home', '/m/voucherCenter']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(field(page, 'new_password')).toBeVisible();
  }
  // A tab whose stored session does not say so learns it from the server's refusal.
  await page.evaluate(() => {
    const key = 'MC_SESSION_INFO';
    const session = JSON.parse(window.sessionStorage.getItem(key) ?? '{}');
    window.sessionStorage.setItem(key, JSON.stringify({ ...session, firstTimeLogin: false }));
  });
  await page.goto('/m/voucherCenter');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'newbie', firstTimeLogin: true });

  // The sign-out stays open on the change screen; the next login comes back to it.
  await signOut(page);
  await expect(page).toHaveURL(/\/m\/home$/);
  await logIn(page, 'newbie', 'Newbie1234');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(field(page, 'old_password')).toHaveCount(0);
  const { token: secondToken } = await storedSession(page);

  await field(page, 'new_password').fill('Fresh5678');
  await field(page, 'confirm_password').fill('Fresh5678');
  const saved = messageShown(page, en('in_chang_saved'));
  await page.getByRole('button', { name: en('confirm'), exact: true }).click();
  await saved;
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await readSessionInfo(page)).toMatchObject({ userName: 'newbie', firstTimeLogin: false });
  expect((await memberInfoWith(request, secondToken)).status()).toBe(200);

  // Signing out and in again with the new password goes straight home.
  await signOut(page);
  await logIn(page, 'newbie', 'Fresh5678');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'newbie', firstTimeLogin: false });
});
