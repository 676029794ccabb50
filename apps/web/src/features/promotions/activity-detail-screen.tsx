/**
 * /m/activityDetail?id=<promotionId> (spec §2, issue 14 point 4): the promotion's picture, title,
 * period, its button (claim in the reward centre, a page of the site, or an outside page in a new
 * tab) and its content. The content is operator HTML the server sanitized before storing it
 * (lib/rich-text.ts: no script, handler, style or frame; links only https, mailto, tel or the
 * site), so it is rendered as HTML. An ended or unknown promotion shows a way back to the list.
 */
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed, LoadingSkeleton, NotFound } from '../../ui/query-states';
import { PROMOTIONS_PATH } from '../games/category-rules';
import { PromotionActionLink, PromotionPeriod, PromotionPicture } from './promotion-parts';
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
  const promotion = query.data;
  return (
    <article className="promotion-detail" aria-labelledby="promotion-title">
      <PromotionPicture promotion={promotion} />
      <div className="promotion-detail__head">
        {/* dir auto: a text the operator did not write in this language comes in English. */}
        <h2 id="promotion-title" className="promotion-detail__title" dir="auto">
          {promotion.title}
        </h2>
        <PromotionPeriod promotion={promotion} />
        <PromotionActionLink action={promotion.action} />
      </div>
      <div
        className="promotion-content"
        dir="auto"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server before it was stored (lib/rich-text.ts)
        dangerouslySetInnerHTML={{ __html: promotion.content }}
      />
    </article>
  );
}
