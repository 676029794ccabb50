/**
 * The wallet's member links in the sidebar (spec §2 Right-hand sidebar, §6): deposit and
 * withdrawal for every session; the account record only with whitelabel TRANSREC3 and the betting
 * record only with TRANSBETREPMEM3. A visitor has no wallet links (login and register show instead).
 */
import type { WhitelabelSwitch } from '@app/contract/client';
import type { SessionInfo } from '../../lib/storage';

export type WalletLinkId = 'deposit' | 'withdraw' | 'accountRecord' | 'bettingRecord';

export interface WalletLink {
  id: WalletLinkId;
  to: string;
  titleKey: string;
}

/** The deposit page (spec §2 Deposit entry); a game offers it when the balance is too low to play. */
export const DEPOSIT_PATH = '/m/voucherCenter';

const LINKS: readonly (WalletLink & { requires?: WhitelabelSwitch })[] = [
  { id: 'deposit', to: DEPOSIT_PATH, titleKey: 'title_deposit' },
  { id: 'withdraw', to: '/m/withdraw', titleKey: 'title_withdraw' },
  {
    id: 'accountRecord',
    to: '/m/transaction/record',
    titleKey: 'title_account_record',
    requires: 'TRANSREC3',
  },
  { id: 'bettingRecord', to: '/m/gameRecord', titleKey: 'title_betting_record', requires: 'TRANSBETREPMEM3' },
];

export function walletLinksOf(
  session: SessionInfo | null,
  whitelabel: Partial<Record<WhitelabelSwitch, boolean>> | undefined,
): WalletLink[] {
  if (!session) return [];
  return LINKS.filter((link) => !link.requires || whitelabel?.[link.requires] === true).map(
    ({ id, to, titleKey }) => ({ id, to, titleKey }),
  );
}
