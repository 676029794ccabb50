/**
 * A notice as players read it: title, date and content. The content is operator HTML the server
 * sanitized before storing it (lib/rich-text.ts: no script, handler, style or frame; links only
 * https, mailto, tel or the site), so it is rendered as HTML. The detail screen shows it, and the
 * back office's preview of a draft (decision 0068).
 */
import type { NoticeDetail } from '@app/contract';
import { useDateTimeFormat } from '../wallet/money';
import './announcements.css';

export function NoticeArticle({ notice }: { notice: Pick<NoticeDetail, 'title' | 'createdAt' | 'content'> }) {
  const time = useDateTimeFormat();
  return (
    <article className="notice-detail" aria-labelledby="notice-title">
      {/* dir auto: a notice for every language may be written in another script than the page's. */}
      <h2 id="notice-title" className="notice-detail__title" dir="auto">
        {notice.title}
      </h2>
      <time className="notice-detail__time" dateTime={notice.createdAt}>
        {time(notice.createdAt)}
      </time>
      <div
        className="notice-content"
        dir="auto"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server before it was stored (lib/rich-text.ts)
        dangerouslySetInnerHTML={{ __html: notice.content }}
      />
    </article>
  );
}
