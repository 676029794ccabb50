import { STAFF_CSRF_HEADER } from '@app/contract/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { CSRF_TOKEN, renderConsole, sessionOf } from '../../test/render';

const AUDIT_PAGE = { value: { list: [], total: 0, pageNo: 1, pageSize: 20 } };

const menuItems = async () => {
  const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
  return menu.getAllByRole('menuitem').map((item) => item.textContent);
};

describe('the console shell', () => {
  it("offers a viewer no staff accounts, and answers the staff page's address with 403", async () => {
    fakeApi({
      'GET /wps/staff/me': sessionOf('viewer'),
      'GET /wps/operator/audit': AUDIT_PAGE,
      'GET /wps/operator/merchants': { value: [] },
    });
    renderConsole('/staff');

    expect(await menuItems()).toEqual([
      'Dashboard',
      'Audit log',
      'Players',
      'Money queues',
      'Approvals',
      'Support desk',
      'Content',
      'Site',
      'Games',
    ]);
    expect(await screen.findByText('Your role does not allow this page.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Staff accounts' })).toBeNull();
  });

  it('offers an admin the staff accounts too, and goes there from the menu', async () => {
    fakeApi({
      'GET /wps/staff/me': sessionOf('admin', 'root.admin'),
      'GET /wps/operator/audit': AUDIT_PAGE,
      'GET /wps/operator/merchants': { value: [] },
      'GET /wps/staff/accounts': { value: { list: [] } },
    });
    const user = userEvent.setup();
    renderConsole('/');

    expect(await menuItems()).toEqual([
      'Dashboard',
      'Audit log',
      'Players',
      'Money queues',
      'Approvals',
      'Support desk',
      'Content',
      'Site',
      'Games',
      'Staff accounts',
    ]);
    // The start page; its chunk brings recharts, which may take a moment in a test.
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 5_000 })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('root.admin')).toBeTruthy();

    await user.click(screen.getByRole('menuitem', { name: /Staff accounts/ }));
    expect(await screen.findByRole('heading', { name: 'Staff accounts' })).toBeTruthy();
  });

  it('sends a visitor without a session to sign in, and back to the page afterwards', async () => {
    fakeApi({
      'GET /wps/staff/me': { status: 401, errorCode: 'UNAUTHORIZED' },
    });
    renderConsole('/audit?actor=staff%3Abob');

    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeTruthy();
    // A first visit: nothing has ended.
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
  });

  it('goes back to sign in when the session ends under the staff member, and returns to the same page', async () => {
    let signedIn = true;
    const api = fakeApi({
      'GET /wps/staff/me': sessionOf('admin', 'alice'),
      'GET /wps/operator/merchants': { value: [] },
      'GET /wps/operator/audit': () => (signedIn ? AUDIT_PAGE : { status: 401, errorCode: 'UNAUTHORIZED' }),
      'POST /wps/staff/login': () => {
        signedIn = true;
        return {
          value: { step: 'signedIn', staff: { username: 'alice', role: 'admin' }, csrfToken: 'csrf-new' },
        };
      },
    });
    const user = userEvent.setup();
    renderConsole('/audit?actor=staff%3Abob');
    await screen.findByRole('heading', { name: 'Audit log' });

    // Idle too long: the next call is refused.
    signedIn = false;
    await user.type(screen.getByLabelText('Target'), 'config');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(
      await screen.findByText('Your session has ended. Sign in again to go on where you were.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery{Enter}');

    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeTruthy();
    const audits = api.callsTo('GET', '/wps/operator/audit');
    expect(audits.at(-1)?.query.get('actor')).toBe('staff:bob');
    expect(audits.at(-1)?.query.get('target')).toBe('config');
    // The first session's token went with no call after the session ended.
    expect(api.calls.filter((call) => call.headers[STAFF_CSRF_HEADER] === CSRF_TOKEN)).toEqual([]);
  });
});
