import { GiftOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { HeadsetIcon, HomeIcon } from '../../ui/icons';
import { HOME_PATH } from '../layout-rules';
import { useSession } from '../session/use-session';
import { agentAction, memberCentreAction } from './menu-rules';
import { useOpenCustomerService } from './use-customer-service';
import { useMenuAction } from './use-menu-action';

interface Entry {
  key: string;
  labelKey: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Route ids (layout-rules) where this entry is the current one. */
  activeOn: readonly string[];
  onPress: () => void;
}

/** The footer menu's five entries (spec §2 Footer menu): a labelled nav landmark. */
export function FooterMenu({ routeId }: { routeId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const run = useMenuAction();
  const openCustomerService = useOpenCustomerService();

  const entries: Entry[] = [
    {
      key: 'home',
      labelKey: 'nav_home',
      Icon: HomeIcon,
      activeOn: ['home'],
      onPress: () => void run({ kind: 'navigate', to: HOME_PATH }),
    },
    {
      key: 'service',
      labelKey: 'nav_customer_service',
      Icon: HeadsetIcon,
      activeOn: [],
      onPress: openCustomerService,
    },
    {
      key: 'promotion',
      labelKey: 'nav_promotion',
      Icon: GiftOutline,
      activeOn: ['activity', 'activityDetail'],
      onPress: () => void run({ kind: 'navigate', to: '/m/activity' }),
    },
    {
      key: 'agent',
      labelKey: 'nav_agent',
      Icon: TeamOutline,
      activeOn: ['agentRegister', 'inviteFriends'],
      onPress: () => void run(agentAction(session)),
    },
    {
      key: 'member',
      labelKey: 'nav_member_center',
      Icon: UserOutline,
      activeOn: ['member/home', 'member/benefits'],
      onPress: () => void run(memberCentreAction(session)),
    },
  ];

  return (
    <nav className="footer-menu" aria-label={t('footer_menu_label')}>
      <ul>
        {entries.map(({ key, labelKey, Icon, activeOn, onPress }) => (
          <li key={key}>
            <button
              type="button"
              className={
                key === 'promotion' ? 'footer-menu__item footer-menu__item--promo' : 'footer-menu__item'
              }
              aria-current={activeOn.includes(routeId) ? 'page' : undefined}
              onClick={onPress}
            >
              <Icon className="footer-menu__icon" aria-hidden="true" />
              <span>{t(labelKey)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
