// Issue 3 point 6: social sign-in against a real OpenID provider started here (panva's
// oidc-provider, the one the server's API tests use). Turning GOOGLELOGIN3 on changes the
// merchant's configuration, so these tests run against a server of their own.
import { ACCOUNT_PATHS } from '@app/contract';
import { type LocalOidcProvider, startOidcProvider } from '../apps/server/test/oidc-provider';
import { memberInfoWith, storedSession } from './accounts';
import { DEMO_MERCHANT, en, expect, openSidebar, testOnOwnServer } from './fixtures';

const test = testOnOwnServer.extend<{ provider: LocalOidcProvider }>({
  provider: async ({ server, operator }, use) => {
    const provider = await startOidcProvider({
      redirectUris: [`${server.baseURL}${ACCOUNT_PATHS.oauthCallback.replace(':provider', 'google')}`],
    });
    await operator.patchConfig(provider.configPatch('google'));
    await use(provider);
    // The next test on this server finds the demo's social sign-in off, as seeded. (The provider's
    // settings stay: the configuration schema takes no null to remove them.)
    await operator.patchConfig({ whitelabel: { GOOGLELOGIN3: false } });
    await provider.close();
  },
});

test.describe.configure({ timeout: 90_000 });

test('the Google icon signs a new player in through the provider and back to home', async ({
  page,
  provider,
  request,
}) => {
  const subject = `e2e-${Date.now()}`;
  provider.setAccount({
    sub: subject,
    email: `${subject}@example.com`,
    email_verified: true,
    name: 'Social Player',
  });

  await page.goto('/m/login');
  const google = page.getByRole('link', { name: en('sign_in_with').replace('{{provider}}', 'Google') });
  await expect(google).toBeVisible();
  await expect(
    page.getByRole('link', { name: en('sign_in_with').replace('{{provider}}', 'Facebook') }),
  ).toHaveCount(0);
  await google.click();

  // Out to the provider, which answers at once for the account set above, and back.
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = await storedSession(page);
  expect(session).toMatchObject({ type: 0, merchantCode: DEMO_MERCHANT, firstTimeLogin: false });
  expect(session.userName).toMatch(/^s\d{9}$/);
  const info = await memberInfoWith(request, session.token);
  expect(info.status()).toBe(200);
  expect((await info.json()).value.account).toBe(session.userName);
  const sidebar = await openSidebar(page);
  // The provider's name claim is the new member's nickname.
  await expect(sidebar).toContainText(en('greeting_member').replace('{{name}}', 'Social Player'));
  await expect(sidebar.getByRole('button', { name: en('sign_out') })).toBeVisible();
});
