/**
 * /m/message, the message centre (spec §2 Message centre, §6, §9; issue 15): rows for Telegram,
 * announcements (unread badge), messages (unread badge), live chat (only with whitelabel CBS3, with
 * its badge) and the affiliate service; badges show 99+ above 99. The layout hides the header on
 * this route, so the screen draws its own, whose back goes to /m/home. A visitor is sent to the
 * login screen from the rows that need a member; a trial account gets 'free_reject' (an offline
 * toast). Live chat asks the chat launch call for its chatUrl and opens it after the spec's chat
 * redirect delay: a page of the site by navigation, an outside address in the same tab.
 */
import { CHAT_CALLS, CHAT_REDIRECT_DELAY_MS } from '@app/contract/client';
import Badge from 'antd-mobile/es/components/badge';
import {
  MailOutline,
  MessageOutline,
  RightOutline,
  SendOutline,
  SoundOutline,
  TeamOutline,
} from 'antd-mobile-icons';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '../../app/api-client';
import { FREE_REJECT_TOAST_MS, toastApiError } from '../../app/api-error-toast';
import { ScreenBar } from '../../app/layout/screen-bar';
import { useSession } from '../../app/session/use-session';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';
import { outsidePage } from '../../lib/outside-page';
import { toast } from '../../ui/toast';
import { unreadBadgeOf } from '../../ui/unread-badge';
import { useUnreadNoticesCount } from '../announcements/queries';
import { useChatUnreadCount } from '../chat/queries';
import { useInboxUnreadCount } from '../inbox/queries';
import { useSiteConfig } from '../system/queries';
import {
  chatTargetOf,
  MESSAGE_CENTRE_PATH,
  type MessageCentreAction,
  type MessageCentreRow,
  type MessageCentreRowId,
  messageCentreRowsOf,
} from './message-centre-rules';
import './message-centre.css';

const ICONS: Record<MessageCentreRowId, typeof SendOutline> = {
  telegram: SendOutline,
  announcements: SoundOutline,
  inbox: MailOutline,
  liveChat: MessageOutline,
  affiliate: TeamOutline,
};

/** Spec §7 Chat launch: any Chinese variant is sent as CN. */
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function RowContent({ row, count }: { row: MessageCentreRow; count: number }) {
  const { t } = useTranslation();
  const Icon = ICONS[row.id];
  const badge = unreadBadgeOf(count);
  return (
    <>
      <Icon className="message-row__icon" aria-hidden="true" />
      <span className="message-row__title">{t(row.titleKey)}</span>
      {badge && (
        <>
          <span className="message-row__badge" aria-hidden="true">
            <Badge content={badge} />
          </span>
          <span className="visually-hidden"> {t('msgcentre_unread', { count })}</span>
        </>
      )}
      {row.action.kind === 'outside' && <span className="visually-hidden"> ({t('promotion_new_tab')})</span>}
      <RightOutline className="message-row__arrow flip-in-rtl" aria-hidden="true" />
    </>
  );
}

/** One row: a link where it leads somewhere fixed, a button where tapping decides. */
function Row({
  row,
  count,
  onAction,
  busy,
}: {
  row: MessageCentreRow;
  count: number;
  onAction: (action: MessageCentreAction) => void;
  busy: boolean;
}): ReactNode {
  const content = <RowContent row={row} count={count} />;
  const { action } = row;
  if (action.kind === 'outside') {
    return (
      <a className="message-row" href={action.href} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  if (action.kind === 'navigate') {
    return (
      <Link className="message-row" to={action.to}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="message-row"
      aria-busy={busy}
      disabled={busy}
      onClick={() => onAction(action)}
    >
      {content}
    </button>
  );
}

export function MessageCentreScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: config } = useSiteConfig();
  const counts: Record<MessageCentreRowId, number> = {
    telegram: 0,
    announcements: useUnreadNoticesCount(),
    inbox: useInboxUnreadCount(),
    liveChat: useChatUnreadCount(),
    affiliate: 0,
  };
  const [launching, setLaunching] = useState(false);

  const launchChat = async () => {
    setLaunching(true);
    try {
      const { chatUrl } = await call(CHAT_CALLS.launch, {
        query: {
          b2c: '1',
          // The server collapses the Chinese variants (contract chatLanguageOf).
          language: activeLanguageCode(),
          backUrl: MESSAGE_CENTRE_PATH,
          title: t('msgcentre_live_chat'),
        },
      });
      const target = chatTargetOf(chatUrl);
      if (!target) {
        toast.info(t('contact_service'));
        return;
      }
      // Spec §9: the chat redirect delay.
      await wait(CHAT_REDIRECT_DELAY_MS);
      if (target.kind === 'navigate') await navigate(target.to);
      else outsidePage.open(target.href);
    } catch (error) {
      toastApiError(error);
    } finally {
      setLaunching(false);
    }
  };

  const onAction = (action: MessageCentreAction) => {
    if (action.kind === 'free-reject') toast.offline(t('free_reject'), FREE_REJECT_TOAST_MS);
    else if (action.kind === 'launch-chat') void launchChat();
  };

  return (
    <div className="message-centre">
      <ScreenBar />
      <ul className="message-rows">
        {messageCentreRowsOf(session, config).map((row) => (
          <li key={row.id}>
            <Row
              row={row}
              count={session ? counts[row.id] : 0}
              onAction={onAction}
              busy={row.id === 'liveChat' && launching}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
