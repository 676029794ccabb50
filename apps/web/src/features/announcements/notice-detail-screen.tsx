/**
 * /m/notice/:id (spec §2 Announcements, §4 Announcement read, issue 15): the notice's title, date
 * and content (notice-article.tsx). Opening an unread notice marks it read: at once on the screen, then on
 * the server (queries.ts). An ended, unknown or someone else's notice shows the way back to the list.
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed, LoadingSkeleton, NotFound } from '../../ui/query-states';
import './announcements.css';
import { NoticeArticle } from './notice-article';
import { NOTICE_PATH } from './notice-rules';
import { isNotFound, useMarkNoticeRead, useNotice } from './queries';

const ANNOUNCEMENT_ID = /^[0-9]{1,15}$/;

export function NoticeDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = ANNOUNCEMENT_ID.test(id);
  const query = useNotice(id, { enabled: valid });
  const markRead = useMarkNoticeRead();
  const unread = query.data?.read === false;

  // Spec §4: reading it marks it read (an effect: it tells the server, it derives nothing).
  useEffect(() => {
    if (unread) markRead(id);
  }, [unread, id, markRead]);

  if (!valid || isNotFound(query.error)) {
    return (
      <NotFound className="notice-missing" title={t('notice_not_found')}>
        <Link className="notice-missing__link" to={NOTICE_PATH}>
          {t('notice_all')}
        </Link>
      </NotFound>
    );
  }
  if (query.isError) return <LoadFailed onRetry={query.refetch} />;
  if (query.isPending) return <LoadingSkeleton className="notice-detail" />;
  return <NoticeArticle notice={query.data} />;
}
