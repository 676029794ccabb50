/**
 * What the list and the detail share: the period line, the picture (sized, so nothing moves while
 * it loads; decorative, the title says what it shows), the button of a promotion's action, and
 * the placeholders while the promotions load.
 */
import type { PromotionAction, PromotionSummary } from '@app/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LazyImage } from '../../ui/lazy-image';
import { useDateTimeFormat } from '../wallet/money';
import { promotionLinkOf } from './promotion-rules';
import './promotions.css';

export function PromotionPeriod({ promotion }: { promotion: Pick<PromotionSummary, 'startsAt' | 'endsAt'> }) {
  const { t } = useTranslation();
  const day = useDateTimeFormat('date');
  const start = day(promotion.startsAt);
  return (
    <p className="promotion-period">
      {promotion.endsAt
        ? t('promotion_period', { start, end: day(promotion.endsAt) })
        : t('promotion_from', { start })}
    </p>
  );
}

export function PromotionPicture({ promotion }: { promotion: PromotionSummary }) {
  return (
    <LazyImage
      className="promotion-picture"
      src={promotion.pictureUrl}
      alt=""
      width={promotion.pictureWidth}
      height={promotion.pictureHeight}
    />
  );
}

/** The detail's button: a link (a claim and a route stay in the site; a url opens a new tab), or nothing. */
export function PromotionActionLink({ action }: { action: PromotionAction }) {
  const { t } = useTranslation();
  const link = promotionLinkOf(action);
  if (!link) return null;
  if (link.external) {
    return (
      <a className="promotion-action" href={link.href} target="_blank" rel="noopener noreferrer">
        {t(link.labelKey)}
        <span className="visually-hidden"> ({t('promotion_new_tab')})</span>
      </a>
    );
  }
  return (
    <Link className="promotion-action" to={link.href}>
      {t(link.labelKey)}
    </Link>
  );
}

export function PromotionCardsSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <ul className="promotion-list" aria-busy="true" aria-label={t('in_please_wait')}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <li key={index} className="promotion-card">
          <Skeleton animated className="promotion-picture promotion-picture--skeleton" />
          <div className="promotion-card__body">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        </li>
      ))}
    </ul>
  );
}
