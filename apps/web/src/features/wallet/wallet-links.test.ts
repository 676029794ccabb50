import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../lib/storage';
import { walletLinksOf } from './wallet-links';

const member: SessionInfo = { token: 't', userName: 'u', type: 0, merchantCode: 'm', firstTimeLogin: false };
const ids = (whitelabel: Parameters<typeof walletLinksOf>[1]) =>
  walletLinksOf(member, whitelabel).map((link) => link.id);

describe('sidebar wallet links (spec §6: TRANSREC3, TRANSBETREPMEM3)', () => {
  it('gives a visitor none', () => {
    expect(walletLinksOf(null, { TRANSREC3: true, TRANSBETREPMEM3: true })).toEqual([]);
  });

  it('always has deposit and withdrawal for a session', () => {
    expect(ids({ TRANSREC3: false, TRANSBETREPMEM3: false })).toEqual(['deposit', 'withdraw']);
    expect(ids(undefined)).toEqual(['deposit', 'withdraw']);
  });

  it('shows the account record only with TRANSREC3 and the betting record only with TRANSBETREPMEM3', () => {
    expect(ids({ TRANSREC3: true, TRANSBETREPMEM3: false })).toEqual([
      'deposit',
      'withdraw',
      'accountRecord',
    ]);
    expect(ids({ TRANSREC3: false, TRANSBETREPMEM3: true })).toEqual([
      'deposit',
      'withdraw',
      'bettingRecord',
    ]);
    expect(walletLinksOf(member, { TRANSREC3: true, TRANSBETREPMEM3: true })).toEqual([
      { id: 'deposit', to: '/m/voucherCenter', titleKey: 'title_deposit' },
      { id: 'withdraw', to: '/m/withdraw', titleKey: 'title_withdraw' },
      { id: 'accountRecord', to: '/m/transaction/record', titleKey: 'title_account_record' },
      { id: 'bettingRecord', to: '/m/gameRecord', titleKey: 'title_betting_record' },
    ]);
  });
});
