import type { VendorTypesValue } from '@app/contract';
import { configure, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { gameOf, vendorEntry } from './game-list.fixtures';
import { LotteryScreen } from './lottery-screen';

configure({ asyncUtilTimeout: 5_000 });

const lotteryGame = (n: number, vendorCode: string, vendorName: string, gameType: 'LOTT' | 'ELOTT') =>
  gameOf(n, { vendorCode, vassalage: vendorCode, vendorName, gameType, displayName: `${vendorCode} ${n}` });
const VENDOR_TYPES: VendorTypesValue = {
  content: [
    {
      gameCategory: 'LOTT',
      vendorNames: ['Lucky Lottery', 'TCG Lotto VN'],
      vendors: [
        vendorEntry('LOTT', 'Lucky Lottery', 'LOTT'),
        vendorEntry('TCG_LOTTO_VN', 'TCG Lotto VN', 'LOTT'),
      ],
    },
    {
      gameCategory: 'ELOTT',
      vendorNames: ['E-Lottery'],
      vendors: [vendorEntry('ELOTT', 'E-Lottery', 'ELOTT')],
    },
  ],
};

describe('/m/lottery (spec §2 Lottery screens)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the LOTT and ELOTT games grouped by vendor, in the vendor mapping order', async () => {
    const api = fakeApi({
      '/wps/game/vendor-types': { value: VENDOR_TYPES },
      '/wps/game/list': (call) => ({
        value: {
          // The server's game order mixes vendors: the screen groups them.
          games:
            call.query.get('gameType') === 'LOTT'
              ? [
                  lotteryGame(1, 'TCG_LOTTO_VN', 'TCG Lotto VN', 'LOTT'),
                  lotteryGame(2, 'LOTT', 'Lucky Lottery', 'LOTT'),
                  lotteryGame(3, 'TCG_LOTTO_VN', 'TCG Lotto VN', 'LOTT'),
                ]
              : [lotteryGame(4, 'ELOTT', 'E-Lottery', 'ELOTT')],
          pageNum: 1,
          totalPages: 1,
        },
      }),
    });
    const router = createMemoryRouter([{ path: '/m/lottery', Component: LotteryScreen }], {
      initialEntries: ['/m/lottery'],
    });
    renderWithProviders(<RouterProvider router={router} />);

    const lottery = await screen.findByRole('region', { name: 'Lottery' });
    await within(lottery).findByRole('region', { name: 'TCG Lotto VN' });
    const vendors = within(lottery)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(vendors).toEqual(['Lucky Lottery', 'TCG Lotto VN']);
    const tcg = within(lottery).getByRole('region', { name: 'TCG Lotto VN' });
    expect(within(tcg).getAllByRole('button', { name: /TCG_LOTTO_VN/ })).toHaveLength(2);

    const elottery = screen.getByRole('region', { name: 'E-lottery' });
    await within(elottery).findByRole('button', { name: /ELOTT 4/ });
    expect(api.callsTo('/wps/game/list').map((call) => call.query.get('gameType'))).toEqual([
      'LOTT',
      'ELOTT',
    ]);
  });
});
