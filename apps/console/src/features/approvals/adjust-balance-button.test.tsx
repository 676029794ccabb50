import type { StaffRole } from '@app/contract/client';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { fakeApi, type Reply } from '../../test/fake-api';
import { sessionOf } from '../../test/render';
import { RequireSession } from '../auth/session';
import { AdjustBalanceButton } from './adjust-balance-button';

const BASE = '/wps/operator/merchants/DEMO';
const SETTINGS = {
  currency: 'USD',
  decimals: 2,
  withdrawalMin: 1000,
  withdrawalMax: 100_000,
  approvalThreshold: 50_000,
  approvalThresholdIsDefault: false,
};

function renderButton(role: StaffRole, adjustment: Reply | Reply[]) {
  const api = fakeApi({
    'GET /wps/staff/me': sessionOf(role),
    [`GET ${BASE}/wallet-settings`]: { value: SETTINGS },
    [`POST ${BASE}/adjustments`]: adjustment,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers queryClient={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter>
          <RequireSession>
            <AdjustBalanceButton merchantCode="DEMO" username="alice" />
          </RequireSession>
        </MemoryRouter>
      </ConfigProvider>
    </Providers>,
  );
  return api;
}

describe('AdjustBalanceButton', { timeout: 60_000 }, () => {
  it('posts the amount in exact minor units with a fresh key per opening, and tells the new balance', async () => {
    const api = renderButton('finance', [
      { value: { outcome: 'posted', transactionId: 9, balance: 10_029 } },
      { value: { outcome: 'awaitingApproval', approvalId: 42 } },
    ]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }, { timeout: 20_000 }));
    let dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Amount (USD)'), '0.29');
    await user.type(dialog.getByLabelText('Reason'), 'refund');
    await user.click(dialog.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('Adjusted. The balance is now 100.29 USD.')).toBeTruthy();
    const [first] = api.callsTo('POST', `${BASE}/adjustments`);
    expect(first?.body).toMatchObject({ username: 'alice', amount: 29, reason: 'refund' });

    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByText('Debit'));
    await user.type(dialog.getByLabelText('Amount (USD)'), '600');
    await user.type(dialog.getByLabelText('Reason'), 'chargeback');
    await user.click(dialog.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText(/sent for a second staff member's approval \(request 42\)/)).toBeTruthy();
    const [, second] = api.callsTo('POST', `${BASE}/adjustments`);
    expect(second?.body).toMatchObject({ amount: -60_000, reason: 'chargeback' });
    const keys = api
      .callsTo('POST', `${BASE}/adjustments`)
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('refuses an amount with more decimals than the currency has, without a call', async () => {
    const api = renderButton('finance', { value: { outcome: 'posted', transactionId: 1, balance: 1 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }, { timeout: 20_000 }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Amount (USD)'), '1.005');
    await user.type(dialog.getByLabelText('Reason'), 'x');
    await user.click(dialog.getByRole('button', { name: 'Adjust' }));
    expect(await dialog.findByText('Enter an amount with at most 2 decimals.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/adjustments`)).toEqual([]));
  });

  it('is not offered to a role that may not adjust', async () => {
    renderButton('support', { value: {} });
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
  });
});
