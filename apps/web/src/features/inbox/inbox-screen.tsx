/**
 * /m/webEmail (spec §2 Inbox messages, issue 15 point 2): the member's messages from the operator,
 * newest first with unread marks, paged by infinite scroll (spec §9); `?id=<messageId>` opens one
 * (reading it marks it read), where it can be deleted after a confirm; 'mark all read' above the
 * list. The message itself is inbox-article.tsx. A visitor goes to the login screen and comes back; a trial account (and
 * any account that is not real) is refused with 'free_reject' (spec §6) and asks nothing.
 */
import type { InboxMessageSummary } from '@app/contract';
import { isRealMember } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import Empty from 'antd-mobile/es/components/empty';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { RightOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FREE_REJECT_TOAST_MS, toastApiError } from '../../app/api-error-toast';
import { LOGIN_PATH, REGISTER_PATH } from '../../app/layout/menu-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { confirm } from '../../ui/dialogs';
import { PagedList } from '../../ui/paged-list';
import { LoadFailed, LoadingSkeleton, NotFound } from '../../ui/query-states';
import { toast } from '../../ui/toast';
import { useDateTimeFormat } from '../wallet/money';
import { InboxArticle } from './inbox-article';
import {
  isNotFound,
  useDeleteMessages,
  useInboxMessage,
  useInboxMessages,
  useInboxUnreadCount,
  useMarkAllRead,
} from './queries';
import './inbox.css';

const MESSAGE_ID = /^[0-9]{1,15}$/;

export function InboxScreen() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  if (!session) {
    return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(`${pathname}${search}`)}`} replace />;
  }
  if (!isRealMember(session.type)) return <FreeReject />;
  const id = params.get('id');
  return id === null ? <Messages /> : <Message id={id} />;
}

/** Spec §6: 'free_reject' as an offline toast, and on the page with a way to a real account. */
function FreeReject() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    toast.offline(t('free_reject'), FREE_REJECT_TOAST_MS);
  }, [t]);
  return (
    <ErrorBlock className="inbox-refusal" status="default" title={t('free_reject')} description="">
      <Button color="primary" shape="rounded" onClick={() => navigate(REGISTER_PATH)}>
        {t('register_now')}
      </Button>
    </ErrorBlock>
  );
}

function Messages() {
  const { t } = useTranslation();
  const messages = useInboxMessages();
  const unread = useInboxUnreadCount();
  const markAllRead = useMarkAllRead();
  const time = useDateTimeFormat();

  return (
    <div className="inbox-page">
      <div className="inbox-toolbar">
        <p className="inbox-toolbar__count" aria-live="polite">
          {t('inbox_unread_count', { count: unread })}
        </p>
        <Button
          size="small"
          shape="rounded"
          disabled={unread === 0}
          loading={markAllRead.isPending}
          onClick={() =>
            markAllRead.mutate(undefined, {
              onSuccess: () => toast.success(t('inbox_all_read_done')),
              onError: toastApiError,
            })
          }
        >
          {t('inbox_mark_all_read')}
        </Button>
      </div>
      <PagedList
        query={messages}
        loading={
          <LoadingSkeleton className="inbox-loading">
            <Skeleton.Paragraph lineCount={6} animated />
          </LoadingSkeleton>
        }
        empty={<Empty className="inbox-empty" description={t('inbox_empty')} />}
      >
        {(rows: InboxMessageSummary[]) => (
          <ul className="inbox-list" aria-label={t('title_inbox')}>
            {rows.map((row) => (
              <li key={row.messageId} className={row.read ? 'inbox-row' : 'inbox-row inbox-row--unread'}>
                <Link className="inbox-row__link" to={`?id=${row.messageId}`}>
                  <span className="inbox-dot" aria-hidden="true" />
                  <span className="inbox-row__main">
                    {!row.read && <span className="visually-hidden">{t('inbox_unread')}: </span>}
                    <span className="inbox-row__title" dir="auto">
                      {row.title}
                    </span>
                    <time className="inbox-row__time" dateTime={row.sentAt}>
                      {time(row.sentAt)}
                    </time>
                  </span>
                  <RightOutline className="inbox-row__arrow" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

function Message({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const valid = MESSAGE_ID.test(id);
  const query = useInboxMessage(id, { enabled: valid });
  const remove = useDeleteMessages();
  const backToList = () => navigate('/m/webEmail', { replace: true });

  if (!valid || isNotFound(query.error)) {
    return (
      <NotFound className="inbox-refusal" title={t('inbox_not_found')}>
        <Button shape="rounded" onClick={backToList}>
          {t('inbox_back_to_list')}
        </Button>
      </NotFound>
    );
  }
  if (query.isError) return <LoadFailed className="inbox-refusal" onRetry={query.refetch} />;
  if (query.isPending) return <LoadingSkeleton className="inbox-message" lines={5} />;
  const message = query.data;
  const onDelete = async () => {
    if (!(await confirm({ content: t('inbox_delete_confirm'), confirmText: t('inbox_delete') }))) return;
    remove.mutate([message.messageId], {
      onSuccess: () => {
        toast.success(t('inbox_deleted'));
        backToList();
      },
      onError: toastApiError,
    });
  };
  return (
    <InboxArticle message={message}>
      <div className="inbox-message__actions">
        <Button shape="rounded" onClick={backToList}>
          {t('inbox_back_to_list')}
        </Button>
        <Button color="danger" fill="outline" shape="rounded" loading={remove.isPending} onClick={onDelete}>
          {t('inbox_delete')}
        </Button>
      </div>
    </InboxArticle>
  );
}
