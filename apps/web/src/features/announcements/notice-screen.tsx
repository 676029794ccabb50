/**
 * /m/notice (spec §2 Announcements, issue 15): the notices the viewer may see — player notices,
 * promotion notices and, for agents, agent notices — under a tab per type when more than one type
 * has notices (the chosen one kept in the address, ?type=). Each row shows the title, its date and,
 * for a signed-in player, an unread mark (a visitor's reads are not kept, so a visitor sees none).
 * A row opens the notice's detail at /m/notice/:id. The header shows the title; no footer menu.
 */
import type { Notice } from '@app/contract';
import { languageOf } from '@app/contract/client';
import Badge from 'antd-mobile/es/components/badge';
import Empty from 'antd-mobile/es/components/empty';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tabs from 'antd-mobile/es/components/tabs';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed, LoadingSkeleton } from '../../ui/query-states';
import { useDateTimeFormat } from '../wallet/money';
import './announcements.css';
import { chosenTabOf, noticeDetailPath, noticeTabsOf, TYPE_PARAM } from './notice-rules';
import { useNotices } from './queries';

/** Placeholders while the list loads. */
const SKELETON_ROWS = 5;

function NoticeRow({ notice, showUnread }: { notice: Notice; showUnread: boolean }) {
  const { t } = useTranslation();
  const time = useDateTimeFormat();
  const unread = showUnread && !notice.read;
  return (
    <Link
      className={`notice-row${unread ? ' notice-row--unread' : ''}`}
      to={noticeDetailPath(notice.announcementId)}
    >
      <span className="notice-row__mark" aria-hidden="true" />
      <span className="notice-row__body">
        {/* dir auto: a notice of another language (or for every language) keeps its own direction. */}
        <span className="notice-row__title" dir="auto">
          {notice.title}
        </span>
        <time className="notice-row__time" dateTime={notice.createdAt}>
          {time(notice.createdAt)}
        </time>
      </span>
      {unread && <span className="visually-hidden"> ({t('notice_unread')})</span>}
    </Link>
  );
}

export function NoticeScreen() {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  const [params, setParams] = useSearchParams();
  const query = useNotices();
  // antd-mobile's Tabs scroll the active tab into view by reading direction (Arabic, Persian, Urdu).
  const direction = languageOf(activeLanguageCode()).rtl ? 'rtl' : 'ltr';

  const notices = query.data ?? [];
  const tabs = noticeTabsOf(notices);
  const tab = chosenTabOf(tabs, params.get(TYPE_PARAM));
  const shown = notices.filter((notice) => notice.type === tab);
  const choose = (key: string) => setParams({ [TYPE_PARAM]: key }, { replace: true });

  return (
    <div className="notices">
      {tabs.length > 1 && (
        <Tabs
          className="notices__tabs"
          activeKey={tab ?? null}
          onChange={choose}
          direction={direction}
          aria-label={t('notice_types')}
        >
          {tabs.map((type) => {
            const unread = signedIn && notices.some((notice) => notice.type === type && !notice.read);
            return (
              <Tabs.Tab
                key={type}
                title={
                  unread ? (
                    <Badge content={Badge.dot} className="notices__tab-badge">
                      {t(`notice_type_${type}`)}
                    </Badge>
                  ) : (
                    t(`notice_type_${type}`)
                  )
                }
              />
            );
          })}
        </Tabs>
      )}
      {query.isPending ? (
        <LoadingSkeleton className="notice-list">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
            <div key={index} className="notice-row notice-row--skeleton">
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          ))}
        </LoadingSkeleton>
      ) : query.isError ? (
        <LoadFailed onRetry={query.refetch} />
      ) : shown.length === 0 ? (
        <Empty className="notices__empty" description={t('no_announcement')} />
      ) : (
        <ul className="notice-list">
          {shown.map((notice) => (
            <li key={notice.announcementId}>
              <NoticeRow notice={notice} showUnread={signedIn} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
