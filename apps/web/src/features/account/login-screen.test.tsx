import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionEndNotice } from '../../app/session/session-end-notice';
import { i18n } from '../../i18n/i18n';
import { sessionInfoStore } from '../../lib/storage';
import { routes } from '../../routes';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { rememberLogin } from './saved-login';

const SESSION = {
  token: 'tok-1',
  userName: 'demo',
  type: 0,
  merchantCode: 'DEMO',
  firstTimeLogin: false,
  passwordExpired: false,
};
const CAPTCHA = { captchaId: 'c1', image: 'data:image/png;base64,AAAA' };

// Screens render after lazy modules and a fetch; a slow CI machine needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

function renderLogin(path = '/m/login') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Log in' }));
const fillCredentials = async () => {
  await userEvent.type(await screen.findByLabelText('Username'), 'demo');
  await userEvent.type(screen.getByLabelText('Password'), 'Demo1234');
};

describe('/m/login', () => {
  // The screen, the cipher and the toasts load lazily: transform them once, before the timed tests.
  beforeAll(
    () =>
      Promise.all([
        import('./login-screen'),
        import('../../app/body-sealing'),
        import('../../ui/antd-imperative'),
      ]),
    30_000,
  );
  afterEach(async () => {
    vi.unstubAllGlobals();
    sessionEndNotice.clear();
    i18n.changeLanguage('en');
  });

  it('logs in with an encrypted body, stores the session and goes home', async () => {
    const api = fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      'POST /wps/session/login': { value: SESSION },
    });
    const router = renderLogin();
    await fillCredentials();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const [login] = api.callsTo('/wps/session/login');
    expect(login?.encrypted).toBe(true);
    expect(login?.body).toEqual({ type: 'username', username: 'demo', password: 'Demo1234' });
    expect(sessionInfoStore.read()).toEqual({
      token: 'tok-1',
      userName: 'demo',
      type: 0,
      merchantCode: 'DEMO',
      firstTimeLogin: false,
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a first-time login to /m/changePsw', async () => {
    fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      'POST /wps/session/login': { value: { ...SESSION, firstTimeLogin: true } },
    });
    const router = renderLogin('/m/login?redirect=/m/activity');
    await fillCredentials();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/changePsw'));
  });

  it('goes to a same-site redirect, never to another site', async () => {
    fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      'POST /wps/session/login': { value: SESSION },
    });
    const router = renderLogin('/m/login?redirect=//evil.example/m/x');
    await fillCredentials();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('shows the captcha only after a failure flagged value.captcha, sends it, and a click reloads it', async () => {
    let attempts = 0;
    const api = fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      '/wps/captcha': { value: CAPTCHA },
      'POST /wps/session/login': () =>
        ++attempts === 1
          ? { status: 401, errorCode: 'LOGIN_FAILED', value: { captcha: true } }
          : { value: SESSION },
    });
    const router = renderLogin();
    await fillCredentials();
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    await submit();
    const image = await screen.findByRole('img', { name: 'Captcha image' });
    expect(image.getAttribute('src')).toBe(CAPTCHA.image);
    expect(api.callsTo('/wps/captcha')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load another captcha' }));
    await waitFor(() => expect(api.callsTo('/wps/captcha')).toHaveLength(2));
    await userEvent.type(screen.getByLabelText('Captcha'), 'ab12');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(api.callsTo('/wps/session/login')[1]?.body).toMatchObject({ captcha: 'ab12', captchaId: 'c1' });
  });

  it('names the wait of a login held back after repeated failures, in whole minutes', async () => {
    fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      '/wps/captcha': { value: CAPTCHA },
      'POST /wps/session/login': {
        status: 429,
        errorCode: 'ACCOUNT_LOCKED',
        value: { retryAfterSeconds: 90, captcha: true },
      },
    });
    renderLogin();
    await fillCredentials();
    await submit();
    expect(await screen.findByText('Too many failed logins. Please try again in 2 min.')).toBeTruthy();
  });

  it('a login refused for a time-out says until when above the form, where it stays (issue 19)', async () => {
    const until = '2026-12-03T14:05:00.000Z';
    fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      'POST /wps/session/login': {
        status: 403,
        errorCode: 'PLAYER_BLOCKED',
        value: { reason: 'timeOut', until },
      },
    });
    const router = renderLogin();
    await fillCredentials();
    await submit();
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(until),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Your account is in a time-out until ${when}.`,
    );
    expect(router.state.location.pathname).toBe('/m/login');
    expect(sessionInfoStore.read()).toBeNull();
  });

  it('focuses the first invalid field on a failed submit', async () => {
    fakeApi({ '/wps/system/config': { value: SITE_CONFIG } });
    renderLogin();
    await userEvent.type(await screen.findByLabelText('Password'), 'x');
    await submit();
    expect(await screen.findByText('Enter username')).toBeTruthy();
    expect(document.activeElement?.id).toBe('login_username');
  });

  it('re-validates shown messages 200 ms after a language change', async () => {
    fakeApi({ '/wps/system/config': { value: SITE_CONFIG } });
    renderLogin();
    await screen.findByLabelText('Username');
    await submit();
    expect(await screen.findByText('Enter username')).toBeTruthy();
    i18n.addMessages('xx', { ...i18n.messagesOf('en'), enter_username: 'XX user' });
    const changedAt = Date.now();
    act(() => i18n.changeLanguage('xx'));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(screen.queryByText('XX user')).toBeNull();
    expect(await screen.findByText('XX user')).toBeTruthy();
    expect(Date.now() - changedAt).toBeGreaterThanOrEqual(200);
  });

  it('trial play stores the trial token and merchant, then replaces the route with home', async () => {
    const api = fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      'POST /wps/session/trial': {
        value: { token: 'trial-tok', userName: 'guest1', customerType: 4, merchantCode: 'DEMO_TRIAL' },
      },
    });
    const router = renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Free trial play' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.callsTo('/wps/session/trial')).toHaveLength(1);
    expect(sessionInfoStore.read()).toMatchObject({
      token: 'trial-tok',
      type: 4,
      merchantCode: 'DEMO_TRIAL',
    });
  });

  it('social sign-in: icons per switch; the return code is exchanged once for a session', async () => {
    const api = fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      'POST /wps/oauth/exchange': { value: { session: SESSION, returnTo: '/m/activity' } },
    });
    const router = renderLogin('/m/login?oauth=one-time');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/activity'));
    expect(api.callsTo('/wps/oauth/exchange').map((call) => call.body)).toEqual([{ code: 'one-time' }]);
    expect(sessionInfoStore.read()?.token).toBe('tok-1');
  });

  it('shows Facebook (on) and not Google (off), linking to the start path', async () => {
    fakeApi({ '/wps/system/config': { value: SITE_CONFIG } });
    renderLogin();
    const facebook = await screen.findByRole('link', { name: 'Sign in with Facebook' });
    expect(facebook.getAttribute('href')).toBe('/wps/oauth/facebook/start?returnTo=%2Fm%2Fhome');
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
  });

  it('SMS login: switching method shows the mobile fields and sends the number without its leading 0', async () => {
    const api = fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      'POST /wps/session/login': { value: SESSION },
    });
    const router = renderLogin();
    fireEvent.click(await screen.findByText('Mobile code'));
    await userEvent.type(await screen.findByLabelText('Mobile number'), '0912345678');
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(api.callsTo('/wps/session/login')[0]?.body).toEqual({
      type: 'sms',
      mobileNum: '912345678',
      countryDialingCode: '1',
      verificationCode: '123456',
    });
  });

  it("SMS login: the dialing code starts with the merchant's; a remembered login's own code wins", async () => {
    fakeApi({
      '/wps/system/config': { value: { ...SITE_CONFIG, account: { countryDialingCode: '84' } } },
    });
    renderLogin();
    fireEvent.click(await screen.findByText('Mobile code'));
    const dialingCode = () => screen.getByLabelText(/^Country code/) as HTMLInputElement;
    await waitFor(() => expect(dialingCode().value).toBe('84'));
    cleanup();

    await rememberLogin({ type: 'sms', username: '912345678', countryDialingCode: '66' });
    renderLogin();
    fireEvent.click(await screen.findByText('Mobile code'));
    await waitFor(() => expect(dialingCode().value).toBe('66'));
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('912345678');
  });
});
