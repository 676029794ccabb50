import { STAFF_CSRF_HEADER } from '@app/contract/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderConsole } from '../../test/render';

const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const EMPTY_AUDIT = { value: { list: [], total: 0, pageNo: 1, pageSize: 20 } };

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Username'), 'alice');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in', () => {
  it('enrols the authenticator, signs in, goes to the page asked for, and signs out with the CSRF token', async () => {
    const api = fakeApi({
      'POST /wps/staff/login': [
        {
          value: {
            step: 'enrol',
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUri: 'otpauth://totp/Back%20office:alice?secret=JBSWY3DPEHPK3PXP',
            qrSvg: QR_SVG,
          },
        },
        { value: { step: 'signedIn', staff: { username: 'alice', role: 'admin' }, csrfToken: 'csrf-42' } },
      ],
      'GET /wps/operator/audit': EMPTY_AUDIT,
      'GET /wps/operator/merchants': { value: [] },
      'POST /wps/staff/logout': { value: {} },
    });
    const user = userEvent.setup();
    renderConsole(`/login?next=${encodeURIComponent('/audit?actor=staff:bob')}`);

    await signInWithPassword(user);

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' }) as HTMLImageElement;
    // The server's SVG as a picture's data, never as markup in the page.
    expect(qr.src).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(document.querySelector('svg path[d="M0 0h7v7H0z"]')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const code = screen.getByLabelText('Verification code');
    expect(document.activeElement).toBe(code);
    await user.type(code, '123456{Enter}');

    // Back to the page the sign-in was asked from, with its query; the staff member in the header.
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeTruthy();
    expect(api.callsTo('GET', '/wps/operator/audit')[0]?.query.get('actor')).toBe('staff:bob');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('alice')).toBeTruthy();
    expect(within(header).getByText('Administrator')).toBeTruthy();

    const logins = api.callsTo('POST', '/wps/staff/login');
    expect(logins.map((call) => call.body)).toEqual([
      { username: 'alice', password: 'correct horse battery' },
      { username: 'alice', password: 'correct horse battery', code: '123456' },
    ]);
    // The session is a cookie: every call sends it, and none before the sign-in had a token to send.
    expect(logins.every((call) => call.credentials === 'same-origin')).toBe(true);
    expect(logins.every((call) => !(STAFF_CSRF_HEADER in call.headers))).toBe(true);

    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeTruthy();
    const [logout] = api.callsTo('POST', '/wps/staff/logout');
    expect(logout?.headers[STAFF_CSRF_HEADER]).toBe('csrf-42');
  });

  it('asks for the code of an enrolled account and says so on the field when it is wrong', async () => {
    fakeApi({
      'POST /wps/staff/login': [
        { value: { step: 'code' } },
        { status: 400, errorCode: 'VERIFICATION_CODE_ERROR' },
        { value: { step: 'signedIn', staff: { username: 'alice', role: 'viewer' }, csrfToken: 'csrf-1' } },
      ],
      'GET /wps/operator/audit': EMPTY_AUDIT,
      'GET /wps/operator/merchants': { value: [] },
    });
    const user = userEvent.setup();
    renderConsole('/login');

    await signInWithPassword(user);
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();

    const code = screen.getByLabelText('Verification code');
    await user.type(code, '000000{Enter}');
    expect(
      await screen.findByText('The code is wrong or has expired. Enter the code your app shows now.'),
    ).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.clear(code);
    await user.type(code, '654321{Enter}');
    // No page was asked for: the start page.
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('says how long a locked account must wait', async () => {
    fakeApi({
      'POST /wps/staff/login': {
        status: 429,
        errorCode: 'ACCOUNT_LOCKED',
        value: { retryAfterSeconds: 540 },
      },
    });
    const user = userEvent.setup();
    renderConsole('/login');

    await signInWithPassword(user);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Too many failed sign-ins: the account is locked. Try again in 9 min.',
    );
  });

  it('says a wrong password without telling which of the two was wrong', async () => {
    fakeApi({ 'POST /wps/staff/login': { status: 401, errorCode: 'LOGIN_FAILED' } });
    const user = userEvent.setup();
    renderConsole('/login');

    await signInWithPassword(user);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Wrong username or password, or the account is disabled.',
    );
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('speaks the language chosen on the page', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderConsole('/login');

    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByText('简体中文'));

    expect(await screen.findByRole('heading', { name: '登录管理后台' })).toBeTruthy();
    expect(screen.getByLabelText('用户名')).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
