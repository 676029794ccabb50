import type { StaffAccount } from '@app/contract';
import { STAFF_CSRF_HEADER } from '@app/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, type Reply } from '../../test/fake-api';
import { CSRF_TOKEN, renderConsole, sessionOf } from '../../test/render';

const account = (username: string, changes: Partial<StaffAccount> = {}): StaffAccount => ({
  username,
  role: 'viewer',
  disabled: false,
  totpEnrolled: true,
  lockedUntil: null,
  lastLoginAt: '2025-03-01T08:00:00.000Z',
  createdAt: '2025-01-01T08:00:00.000Z',
  ...changes,
});

function staffApi(routes: Record<string, Reply | Reply[]> = {}) {
  return fakeApi({
    'GET /wps/staff/me': sessionOf('admin', 'root.admin'),
    'GET /wps/staff/accounts': {
      value: {
        list: [
          account('root.admin', { role: 'admin' }),
          account('bob', { role: 'finance', disabled: true, totpEnrolled: false, lastLoginAt: null }),
        ],
      },
    },
    ...routes,
  });
}

/**
 * The table's row of an account (the admin's name is in the header too). Within it, buttons are
 * found by their text: a role query asks jsdom for the computed style of every ancestor of every
 * button, which antd's style sheets make take seconds in a table.
 */
const rowOf = async (username: string) =>
  within((await screen.findByText(username, { selector: 'td' })).closest('tr') as HTMLElement);

describe('the staff accounts page', () => {
  it('lists the accounts with their role, authenticator, status and last sign-in', async () => {
    staffApi();
    renderConsole('/staff');

    const bob = await rowOf('bob');
    for (const text of ['Finance', 'Not set up', 'Disabled', 'Never', 'Enable'])
      expect(bob.getByText(text)).toBeTruthy();
    // Their own row offers no way to lock themselves out.
    const own = await rowOf('root.admin');
    expect(own.getByText('Reset authenticator')).toBeTruthy();
    expect(own.queryByText('Disable')).toBeNull();
    expect(own.queryByText('Change role')).toBeNull();
  });

  it("creates an account with the form's values and shows the server's field error on its field", async () => {
    const api = staffApi({
      'POST /wps/staff/accounts': [
        { status: 400, errorCode: 'VALIDATION_FAILED', value: { fields: { password: 'is too common' } } },
        { value: account('carol', { role: 'support', totpEnrolled: false }) },
      ],
    });
    const user = userEvent.setup();
    renderConsole('/staff');

    await user.click(await screen.findByRole('button', { name: 'New staff account' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Username'), 'carol');
    await user.type(dialog.getByLabelText('Password'), 'password1234');
    await user.click(dialog.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByTitle('Support'));
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await dialog.findByText('Not accepted: is too common')).toBeTruthy();
    expect(dialog.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('Some values were not accepted. Check the marked fields.')).toBeTruthy();
    const [create] = api.callsTo('POST', '/wps/staff/accounts');
    expect(create?.body).toEqual({ username: 'carol', password: 'password1234', role: 'support' });
    expect(create?.headers[STAFF_CSRF_HEADER]).toBe(CSRF_TOKEN);

    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), 'a much longer passphrase{Enter}');
    expect(await screen.findByText('The account carol was created.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('GET', '/wps/staff/accounts')).toHaveLength(2);
  });

  it('says on the username field when the name is taken', async () => {
    staffApi({ 'POST /wps/staff/accounts': { status: 409, errorCode: 'CONFLICT' } });
    const user = userEvent.setup();
    renderConsole('/staff');

    await user.click(await screen.findByRole('button', { name: 'New staff account' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Username'), 'bob');
    await user.type(dialog.getByLabelText('Password'), 'a much longer passphrase{Enter}');

    expect(await dialog.findByText('This username is taken.')).toBeTruthy();
    expect(dialog.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('enables an account once the admin confirms', async () => {
    const api = staffApi({ 'PATCH /wps/staff/accounts/bob': { value: account('bob', { role: 'finance' }) } });
    const user = userEvent.setup();
    renderConsole('/staff');

    await user.click((await rowOf('bob')).getByText('Enable'));
    expect(api.callsTo('PATCH', '/wps/staff/accounts/bob')).toHaveLength(0);
    expect(await screen.findByText('Enable bob again?')).toBeTruthy();
    await user.click(screen.getByText('OK'));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    const [patch] = api.callsTo('PATCH', '/wps/staff/accounts/bob');
    expect(patch?.body).toEqual({ disabled: false });
    expect(patch?.headers[STAFF_CSRF_HEADER]).toBe(CSRF_TOKEN);
  });
});
