import type { DashboardFigures, DashboardValue } from '@app/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderConsole, sessionOf } from '../../test/render';

const ZERO: DashboardFigures = {
  registrations: 0,
  activePlayers: 0,
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  bets: 0,
  wins: 0,
  ggr: 0,
};
const TODAY: DashboardFigures = {
  registrations: 3,
  activePlayers: 2,
  deposits: 7_100_050,
  depositCount: 3,
  withdrawals: 500_000,
  withdrawalCount: 1,
  bets: 1_300_000,
  wins: 400_025,
  ggr: 899_975,
};
const answerOf = (days: number): DashboardValue => ({
  merchantCode: 'DEMO',
  currency: 'USD',
  decimals: 2,
  days,
  since: '2026-03-01T00:00:00.000Z',
  totals: TODAY,
  points: Array.from({ length: days }, (_, index) => ({
    date: `2026-03-${String(index + 1).padStart(2, '0')}`,
    ...(index === days - 1 ? TODAY : ZERO),
  })),
});

function dashboardApi() {
  return fakeApi({
    'GET /wps/staff/me': sessionOf('viewer'),
    'GET /wps/operator/merchants': {
      value: [
        { merchantCode: 'DEMO', name: 'Lucky Mobile' },
        { merchantCode: 'DEMO2', name: 'Sao Vàng Club' },
      ],
    },
    'GET /wps/operator/merchants/DEMO/dashboard': (call) => ({
      value: answerOf(Number(call.query.get('days'))),
    }),
    'GET /wps/operator/merchants/DEMO2/dashboard': (call) => ({
      value: {
        ...answerOf(Number(call.query.get('days'))),
        merchantCode: 'DEMO2',
        currency: 'VND',
        decimals: 0,
      },
    }),
  });
}

describe('the dashboard', () => {
  it("is the start page, and shows the first merchant's totals of today formatted in its currency", async () => {
    const api = dashboardApi();
    renderConsole('/');

    // The page's chunk brings recharts: it may take a moment in a test.
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 5_000 })).toBeTruthy();
    const totals = within(await screen.findByRole('region', { name: 'Totals of the period' }));
    expect(totals.getByText('71,000.50 USD')).toBeTruthy();
    expect(totals.getByText('Count: 3')).toBeTruthy();
    expect(totals.getByText('5,000.00 USD')).toBeTruthy();
    expect(totals.getByText('4,000.25 USD')).toBeTruthy();
    expect(totals.getByText('8,999.75 USD')).toBeTruthy();
    expect(api.callsTo('GET', '/wps/operator/merchants/DEMO/dashboard')[0]?.query.get('days')).toBe('1');
    // The charts' figures, for a screen reader.
    const table = screen.getByRole('table', { name: 'Deposits and withdrawals per day' });
    expect(within(table).getByRole('rowheader', { name: '2026-03-01' })).toBeTruthy();
  });

  it('asks again for 7 days when the period changes, and for the merchant chosen', async () => {
    const api = dashboardApi();
    const user = userEvent.setup();
    renderConsole('/dashboard');

    const totals = await screen.findByRole('region', { name: 'Totals of the period' }, { timeout: 5_000 });
    expect(within(totals).getByText('71,000.50 USD')).toBeTruthy();
    await user.click(screen.getByText('7 days'));
    const table = await screen.findByRole('table', { name: 'Bets, wins and GGR per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(
      api.callsTo('GET', '/wps/operator/merchants/DEMO/dashboard').map((call) => call.query.get('days')),
    ).toEqual(['1', '7']);

    await user.click(screen.getByRole('combobox', { name: 'Merchant' }));
    await user.click(await screen.findByText('Sao Vàng Club (DEMO2)'));
    expect(await within(totals).findByText('7,100,050 VND')).toBeTruthy();
    expect(api.callsTo('GET', '/wps/operator/merchants/DEMO2/dashboard')[0]?.query.get('days')).toBe('7');
  });
});
