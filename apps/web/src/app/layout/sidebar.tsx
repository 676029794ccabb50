import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import {
  BillOutline,
  CloseOutline,
  CollectMoneyOutline,
  DownlandOutline,
  HandPayCircleOutline,
  StarOutline,
  TeamOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useGreetingName, useMemberInfo } from '../../features/account/queries';
import { useSignOut } from '../../features/account/sign-out';
import { isInstalledApp } from '../../features/download/install-mode';
import { HeadIcon } from '../../features/member/head-icon';
import { useSiteConfig } from '../../features/system/queries';
import { type WalletLinkId, walletLinksOf } from '../../features/wallet/wallet-links';
import { useTranslation } from '../../i18n/use-translation';
import { LanguageButton } from '../../ui/language-button';
import { ThemeSwitch } from '../../ui/theme-switch';
import { useSession } from '../session/use-session';
import {
  agentAction,
  appDownloadAction,
  LOGIN_PATH,
  type MenuAction,
  memberCentreAction,
  REGISTER_PATH,
  showsAgentLink,
  vipAction,
} from './menu-rules';
import { useSidebar } from './sidebar-context';
import { useMenuAction } from './use-menu-action';

const WALLET_LINK_ICONS: Record<WalletLinkId, typeof UserOutline> = {
  deposit: CollectMoneyOutline,
  withdraw: HandPayCircleOutline,
  accountRecord: BillOutline,
  bettingRecord: UnorderedListOutline,
};

/** The right-hand sidebar (spec §2 Right-hand sidebar; who sees what: spec §6). */
export function Sidebar() {
  const { t } = useTranslation();
  const { open, setOpen } = useSidebar();
  const session = useSession();
  const { data: config } = useSiteConfig();
  const run = useMenuAction();
  const signOut = useSignOut();
  const { data: member } = useMemberInfo();
  const name = useGreetingName();
  // Spec §6: the app-download entry only outside the installed app or web app.
  const appDownload = appDownloadAction(isInstalledApp());

  const close = () => setOpen(false);
  const go = (action: MenuAction) => {
    close();
    void run(action);
  };

  return (
    <Popup visible={open} position="right" onMaskClick={close} onClose={close} bodyClassName="sidebar-body">
      <aside className="sidebar" aria-label={t('sidebar_label')}>
        <div className="sidebar__top">
          <button type="button" className="icon-button" aria-label={t('close')} onClick={close}>
            <CloseOutline aria-hidden="true" />
          </button>
        </div>

        <div className="sidebar__greeting">
          <HeadIcon url={session ? member?.headIconUrl : null} className="sidebar__avatar" />
          <p>{session ? t('greeting_member', { name }) : t('greeting_guest')}</p>
        </div>

        {!session && (
          <div className="sidebar__auth">
            <Button
              color="primary"
              shape="rounded"
              block
              onClick={() => go({ kind: 'navigate', to: LOGIN_PATH })}
            >
              {t('login')}
            </Button>
            <Button
              shape="rounded"
              block
              fill="outline"
              onClick={() => go({ kind: 'navigate', to: REGISTER_PATH })}
            >
              {t('register')}
            </Button>
          </div>
        )}

        <ul className="sidebar__links">
          <li>
            <button type="button" className="sidebar__link" onClick={() => go(memberCentreAction(session))}>
              <UserOutline aria-hidden="true" />
              <span>{t('title_member_center')}</span>
            </button>
          </li>
          <li>
            <button
              type="button"
              className="sidebar__link"
              onClick={() => go(vipAction(session, config?.features.vipBenefits ?? false))}
            >
              <StarOutline aria-hidden="true" />
              <span>{t('vip')}</span>
            </button>
          </li>
          {walletLinksOf(session, config?.whitelabel).map(({ id, to, titleKey }) => {
            const Icon = WALLET_LINK_ICONS[id];
            return (
              <li key={id}>
                <button type="button" className="sidebar__link" onClick={() => go({ kind: 'navigate', to })}>
                  <Icon aria-hidden="true" />
                  <span>{t(titleKey)}</span>
                </button>
              </li>
            );
          })}
          {showsAgentLink(session) && (
            <li>
              <button type="button" className="sidebar__link" onClick={() => go(agentAction(session))}>
                <TeamOutline aria-hidden="true" />
                <span>{t('title_agent_register')}</span>
              </button>
            </li>
          )}
          {appDownload && (
            <li>
              <button type="button" className="sidebar__link" onClick={() => go(appDownload)}>
                <DownlandOutline aria-hidden="true" />
                <span>{t('download_app')}</span>
              </button>
            </li>
          )}
          <li>
            <LanguageButton variant="row" className="sidebar__link" />
          </li>
        </ul>

        <div className="sidebar__theme">
          <span>{t('theme')}</span>
          <ThemeSwitch />
        </div>

        {session && (
          <div className="sidebar__sign-out">
            <Button shape="rounded" block fill="outline" color="danger" onClick={() => void signOut()}>
              {t('sign_out')}
            </Button>
          </div>
        )}
      </aside>
    </Popup>
  );
}
