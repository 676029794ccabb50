/**
 * What the member centre offers whom (spec §2 Footer menu, §4 Template, §6 Roles): pure functions of
 * the session and the site configuration, so each role and switch is tested without rendering.
 */
import type { SiteConfig } from '@app/contract';
import { isAgent, templateOf } from '@app/contract/client';
import {
  agentAction,
  appDownloadAction,
  INVITE_FRIENDS_PATH,
  type MenuAction,
  RESPONSIBLE_GAMING_PATH,
  showsAgentLink,
  vipAction,
} from '../../app/layout/menu-rules';
import type { SessionInfo } from '../../lib/storage';
import { CHANGE_PASSWORD_PATH } from '../account/session';
import { type WalletLinkId, walletLinksOf } from '../wallet/wallet-links';

export const REWARD_CENTER_PATH = '/m/rewardCenter';
export const MESSAGE_PATH = '/m/message';
/** The payment password and the bank cards are kept on the withdrawal screen (features/withdrawals). */
export const WITHDRAW_PATH = '/m/withdraw';

export type MemberLinkId =
  | WalletLinkId
  | 'rewardCenter'
  | 'vip'
  | 'messages'
  | 'inviteFriends'
  | 'agentRegister'
  | 'appDownload'
  | 'changePassword'
  | 'paymentPassword'
  | 'bankCards'
  | 'responsibleGaming';

export interface MemberLink {
  id: MemberLinkId;
  titleKey: string;
  action: MenuAction;
}

type Config = Pick<SiteConfig, 'whitelabel' | 'features'> | undefined;

const to = (path: string): MenuAction => ({ kind: 'navigate', to: path });

/** Spec §4 Template: mem_cen '1' shows the 'new' member centre, anything else the 'base' one. */
export const memberCentreTemplate = (config: Pick<SiteConfig, 'templates'> | undefined) =>
  templateOf(config?.templates.mem_cen);

/** Money first: deposit, withdrawal and the records the whitelabel switches allow (features/wallet). */
export const fundLinksOf = (session: SessionInfo, config: Config): MemberLink[] =>
  walletLinksOf(session, config?.whitelabel).map(({ id, to: path, titleKey }) => ({
    id,
    titleKey,
    action: to(path),
  }));

/**
 * Rewards and people: reward centre, VIP (its page or 'contact service'), messages, invite friends
 * (REFERRAL on and not an agent, spec §6), agent registration (agents only) and the app download
 * (outside the installed app or web app only, spec §6).
 */
export const serviceLinksOf = (session: SessionInfo, config: Config, installed: boolean): MemberLink[] => {
  const appDownload = appDownloadAction(installed);
  return [
    { id: 'rewardCenter', titleKey: 'title_reward_center', action: to(REWARD_CENTER_PATH) },
    {
      id: 'vip',
      titleKey: 'title_vip_benefits',
      action: vipAction(session, config?.features.vipBenefits ?? false),
    },
    { id: 'messages', titleKey: 'title_messages', action: to(MESSAGE_PATH) },
    ...(config?.whitelabel.REFERRAL === true && !isAgent(session.type)
      ? [{ id: 'inviteFriends' as const, titleKey: 'title_invite_friends', action: to(INVITE_FRIENDS_PATH) }]
      : []),
    ...(showsAgentLink(session)
      ? [{ id: 'agentRegister' as const, titleKey: 'title_agent_register', action: agentAction(session) }]
      : []),
    ...(appDownload ? [{ id: 'appDownload' as const, titleKey: 'download_app', action: appDownload }] : []),
  ];
};

/**
 * The security entries that are other screens, and the player's own limits (issue 19); nickname,
 * e-mail and payee name are edited in place.
 */
export const SECURITY_LINKS: readonly MemberLink[] = [
  { id: 'changePassword', titleKey: 'title_first_password', action: to(CHANGE_PASSWORD_PATH) },
  { id: 'paymentPassword', titleKey: 'payment_password', action: to(WITHDRAW_PATH) },
  { id: 'bankCards', titleKey: 'member_bank_cards', action: to(WITHDRAW_PATH) },
  { id: 'responsibleGaming', titleKey: 'rg_set_limits', action: to(RESPONSIBLE_GAMING_PATH) },
];
