import Badge from 'antd-mobile/es/components/badge';
import { CollectMoneyOutline, GiftOutline, HandPayCircleOutline } from 'antd-mobile-icons';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { useOpenCustomerService } from '../../app/layout/use-customer-service';
import { useTranslation } from '../../i18n/use-translation';
import { HeadsetIcon } from '../../ui/icons';
import { unreadBadgeOf } from '../../ui/unread-badge';
import { useUnclaimedRewards } from '../rewards/queries';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface QuickNavLinkProps {
  to: string;
  icon: Icon;
  label: string;
  /** The badge's text, and what a screen reader hears instead of the bare number. */
  badge?: { text: string; spoken: string };
}

function QuickNavLink({ to, icon: IconComponent, label, badge }: QuickNavLinkProps) {
  return (
    <li>
      <Link className="quick-nav__item" to={to}>
        <Badge content={badge?.text} className="quick-nav__badge" aria-hidden="true">
          <IconComponent className="quick-nav__icon" />
        </Badge>
        <span>{label}</span>
        {badge && <span className="visually-hidden">{badge.spoken}</span>}
      </Link>
    </li>
  );
}

export function QuickNav() {
  const { t } = useTranslation();
  const openChat = useOpenCustomerService();
  const badge = unreadBadgeOf(useUnclaimedRewards());
  return (
    <nav className="quick-nav" aria-label={t('quick_nav_label')}>
      <ul>
        <QuickNavLink to="/m/voucherCenter" icon={CollectMoneyOutline} label={t('title_deposit')} />
        <QuickNavLink to="/m/withdraw" icon={HandPayCircleOutline} label={t('title_withdraw')} />
        <QuickNavLink
          to="/m/rewardCenter"
          icon={GiftOutline}
          label={t('title_reward_center')}
          badge={
            badge === null ? undefined : { text: badge, spoken: t('unclaimed_promotions', { count: badge }) }
          }
        />
        <li>
          <button type="button" className="quick-nav__item" onClick={openChat}>
            <HeadsetIcon className="quick-nav__icon" />
            <span>{t('nav_customer_service')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
