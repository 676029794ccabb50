import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionInfoStore } from '../../lib/storage';
import { routes } from '../../routes';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { passwordChangeGrant, startSession } from './session';

configure({ asyncUtilTimeout: 5_000 });

function renderChange() {
  const router = createMemoryRouter(routes, { initialEntries: ['/m/home', '/m/changePsw'], initialIndex: 1 });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

describe('/m/changePsw', () => {
  beforeAll(
    () =>
      Promise.all([
        import('./change-password-screen'),
        import('../../app/body-sealing'),
        import('../../ui/antd-imperative'),
      ]),
    30_000,
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    passwordChangeGrant.drop();
  });

  it('shows the username read-only and asks for the old password when none was just proven', async () => {
    fakeApi({});
    signIn(0);
    renderChange();
    const username = (await screen.findByLabelText('Username')) as HTMLInputElement;
    expect(username.value).toBe('player0');
    expect(username.readOnly).toBe(true);
    expect(screen.getByLabelText('Old password')).toBeTruthy();
  });

  it("checks: new ≠ old, confirm required ('Enter password') and equal", async () => {
    fakeApi({});
    signIn(0);
    renderChange();
    await userEvent.type(await screen.findByLabelText('Old password'), 'Same1234');
    await userEvent.type(screen.getByLabelText('New password'), 'Same1234');
    await userEvent.click(confirmButton());
    expect(await screen.findByText('The new password and the old password cannot be the same')).toBeTruthy();
    expect(screen.getByText('Enter password')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Other1234');
    expect(await screen.findByText('Confirmation password not matched')).toBeTruthy();
  });

  it("after a forced first login: no old password; 'in_chang_saved', then home after 1 s", async () => {
    const api = fakeApi({ 'POST /wps/member/password/v2': { value: null } });
    startSession(
      {
        token: 'tok',
        userName: 'newbie',
        type: 0,
        merchantCode: 'DEMO',
        firstTimeLogin: true,
        passwordExpired: false,
      },
      true,
    );
    const router = renderChange();
    await userEvent.type(await screen.findByLabelText('New password'), 'Fresh1234');
    expect(screen.queryByLabelText('Old password')).toBeNull();
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Fresh1234');
    const submittedAt = Date.now();
    await userEvent.click(confirmButton());
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/changePsw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1_000);
    const [call] = api.callsTo('/wps/member/password/v2');
    expect(call?.encrypted).toBe(true);
    expect(call?.body).toEqual({ newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' });
    expect(sessionInfoStore.read()?.firstTimeLogin).toBe(false);
  });

  it('shows the 8-64 rule, refuses 6 characters, and puts the refusal of a common password on the field', async () => {
    const api = fakeApi({
      'POST /wps/member/password/v2': { status: 400, errorCode: 'PASSWORD_TOO_COMMON' },
    });
    signIn(0);
    renderChange();
    await userEvent.type(await screen.findByLabelText('Old password'), 'Old-secret-1');
    expect(
      screen.getByText(
        '8 to 64 characters. A phrase of several words is easy to remember and hard to guess.',
      ),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc123');
    await userEvent.click(confirmButton());
    expect(await screen.findByText('Use 8 to 64 characters')).toBeTruthy();
    expect(api.callsTo('/wps/member/password/v2')).toHaveLength(0);

    for (const label of ['New password', 'Confirm password']) {
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.type(screen.getByLabelText(label), 'password1');
    }
    await userEvent.click(confirmButton());
    expect(await screen.findByText('This password is too common; choose another')).toBeTruthy();
    expect(api.callsTo('/wps/member/password/v2')).toHaveLength(1);
  });

  it('a failure hides the loader and stays; a refused omission of the old password asks for it', async () => {
    fakeApi({ 'POST /wps/member/password/v2': { status: 400, errorCode: 'OLD_PASSWORD_WRONG' } });
    startSession(
      {
        token: 'tok',
        userName: 'newbie',
        type: 0,
        merchantCode: 'DEMO',
        firstTimeLogin: true,
        passwordExpired: false,
      },
      true,
    );
    const router = renderChange();
    await userEvent.type(await screen.findByLabelText('New password'), 'Fresh1234');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Fresh1234');
    await userEvent.click(confirmButton());
    expect(await screen.findByLabelText('Old password')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/changePsw');
  });
});

describe('a session whose password must change first (issue 10)', () => {
  beforeAll(() => import('./change-password-screen'), 30_000);
  afterEach(() => {
    vi.unstubAllGlobals();
    passwordChangeGrant.drop();
  });

  const expiredLogin = {
    token: 'tok',
    userName: 'oldpass',
    type: 0,
    merchantCode: 'DEMO',
    firstTimeLogin: false,
    passwordExpired: true,
  };

  it('sees only /m/changePsw: any other page sends it back there', async () => {
    fakeApi({});
    startSession(expiredLogin, true);
    expect(sessionInfoStore.read()?.firstTimeLogin).toBe(true);
    const router = createMemoryRouter(routes, { initialEntries: ['/m/voucherCenter'] });
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/changePsw'));
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    await router.navigate('/m/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/changePsw'));
  });

  it('is sent to /m/changePsw when the server refuses a call with PASSWORD_CHANGE_REQUIRED', async () => {
    fakeApi({ 'GET /wps/wallet': { status: 403, errorCode: 'PASSWORD_CHANGE_REQUIRED' } });
    signIn(0);
    const router = createMemoryRouter(routes, { initialEntries: ['/m/voucherCenter'] });
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/changePsw'), { timeout: 10_000 });
    expect(sessionInfoStore.read()).toMatchObject({ userName: 'player0', firstTimeLogin: true });
    // Not just proven in this tab: the old password is asked for.
    expect(await screen.findByLabelText('Old password')).toBeTruthy();
  });
});
