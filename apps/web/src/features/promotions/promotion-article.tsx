/**
 * A promotion's detail as players read it: picture, title, period, its button and its content. The
 * content is operator HTML the server sanitized before storing it (lib/rich-text.ts: no script,
 * handler, style or frame; links only https, mailto, tel or the site), so it is rendered as HTML.
 * The detail screen shows it, and the back office's preview of a draft (decision 0068), which has
 * no picture while the operator gives none (the server draws that one on save).
 */
import type { PromotionDetail } from '@app/contract';
import { PromotionActionLink, PromotionPeriod, PromotionPicture } from './promotion-parts';

export function PromotionArticle({
  promotion,
  picture = true,
}: {
  promotion: PromotionDetail;
  picture?: boolean;
}) {
  return (
    <article className="promotion-detail" aria-labelledby="promotion-title">
      {picture && <PromotionPicture promotion={promotion} />}
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
