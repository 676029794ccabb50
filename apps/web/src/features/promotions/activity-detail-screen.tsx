/**
 * /m/activityDetail?id=<promotionId> (spec §2, issue 14 point 4): the promotion's picture, title,
 * period, its button (claim in the reward centre, a page of the site, or an outside page in a new
 * tab) and its content (promotion-article.tsx). An ended or unknown promotion shows a way back to the list.
 */
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed, LoadingSkeleton, NotFound } from '../../ui/query-states';
import { PROMOTIONS_PATH } from '../games/category-rules';
import { PromotionArticle } from './promotion-article';
import { isNotFound, usePromotion } from './queries';

const PROMOTION_ID = /^[0-9]{1,15}$/;

export function ActivityDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = PROMOTION_ID.test(id);
  const query = usePromotion(id, { enabled: valid });

  if (!valid || isNotFound(query.error)) {
    return (
      <NotFound className="promotion-missing" title={t('promotion_not_found')}>
        <Link className="promotion-action" to={PROMOTIONS_PATH}>
          {t('footer_promotion_link')}
        </Link>
      </NotFound>
    );
  }
  if (query.isError) return <LoadFailed onRetry={query.refetch} />;
  if (query.isPending) {
    return (
      <LoadingSkeleton className="promotion-detail">
        <Skeleton animated className="promotion-picture promotion-picture--skeleton" />
        <div className="promotion-detail__head">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      </LoadingSkeleton>
    );
  }
  return <PromotionArticle promotion={query.data} />;
}
