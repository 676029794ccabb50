/**
 * /m/activity (spec §2, issue 14 point 4): the live promotions as cards (picture, title, summary,
 * period) under category tabs: All, then each category that has promotions, the chosen one kept in
 * the address (?category=) so back and reload keep it. One answer serves every tab. The header
 * shows the title and leads home; the footer menu is hidden on this route.
 */
import type { PromotionCategory, PromotionSummary } from '@app/contract';
import { languageOf, PROMOTION_CATEGORIES } from '@app/contract/client';
import Empty from 'antd-mobile/es/components/empty';
import Tabs from 'antd-mobile/es/components/tabs';
import { Link, useSearchParams } from 'react-router';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed } from '../../ui/query-states';
import { PromotionCardsSkeleton, PromotionPeriod, PromotionPicture } from './promotion-parts';
import { promotionDetailPath } from './promotion-rules';
import { usePromotions } from './queries';

const ALL = 'ALL';
const CATEGORY_PARAM = 'category';
/** Placeholders while the list loads: three cards fill a phone screen. */
const SKELETON_CARDS = 3;

function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  return (
    <Link className="promotion-card" to={promotionDetailPath(promotion.promotionId)}>
      <PromotionPicture promotion={promotion} />
      <div className="promotion-card__body">
        {/* dir auto: a text the operator did not write in this language comes in English. */}
        <h2 className="promotion-card__title" dir="auto">
          {promotion.title}
        </h2>
        {promotion.summary && (
          <p className="promotion-card__summary" dir="auto">
            {promotion.summary}
          </p>
        )}
        <PromotionPeriod promotion={promotion} />
      </div>
    </Link>
  );
}

export function ActivityScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = usePromotions();
  // antd-mobile's Tabs scroll the active tab into view by reading direction (Arabic, Persian, Urdu).
  const direction = languageOf(activeLanguageCode()).rtl ? 'rtl' : 'ltr';

  const promotions = query.data ?? [];
  const categories = PROMOTION_CATEGORIES.filter((category) =>
    promotions.some((promotion) => promotion.category === category),
  );
  const requested = params.get(CATEGORY_PARAM);
  const category: PromotionCategory | typeof ALL =
    categories.find((candidate) => candidate === requested) ?? ALL;
  const shown = category === ALL ? promotions : promotions.filter((p) => p.category === category);

  const choose = (key: string) => setParams(key === ALL ? {} : { [CATEGORY_PARAM]: key }, { replace: true });

  return (
    <div className="promotions">
      {categories.length > 0 && (
        <Tabs
          className="promotions__tabs"
          activeKey={category}
          onChange={choose}
          direction={direction}
          aria-label={t('promotion_categories')}
        >
          <Tabs.Tab key={ALL} title={t('filter_all')} />
          {categories.map((key) => (
            <Tabs.Tab key={key} title={t(`promotion_category_${key}`)} />
          ))}
        </Tabs>
      )}
      {query.isPending ? (
        <PromotionCardsSkeleton count={SKELETON_CARDS} />
      ) : query.isError ? (
        <LoadFailed onRetry={query.refetch} />
      ) : shown.length === 0 ? (
        <Empty className="promotions__empty" description={t('promotion_empty')} />
      ) : (
        <ul className="promotion-list">
          {shown.map((promotion) => (
            <li key={promotion.promotionId}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
