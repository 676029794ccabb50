/**
 * /m/liveChat (issue 15 point 4, decision 0044): the built-in support chat. The history loads the
 * newest page first and older ones as the player scrolls up; texts and PNG/JPG pictures go out
 * over HTTP; the socket (chat-connection.ts) brings the staff's replies, typing marks and closes
 * live, and comes back by itself after a drop (an offline bar meanwhile). Opening the chat reads
 * it (the unread badge drops to 0). The customer-service entries (Telegram, WhatsApp ...) are the
 * other ways to reach the staff. Login required (the route); a trial account gets free_reject;
 * a merchant without CBS3 shows only the other ways.
 */
import type { ChatMessage, ChatServerEvent } from '@app/contract';
import { CHAT_PICTURE_MAX_BYTES, CHAT_TEXT_MAX, CHAT_TYPING_SHOW_MS, isTrial } from '@app/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import TextArea from 'antd-mobile/es/components/text-area';
import { type ChangeEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FREE_REJECT_TOAST_MS, toastApiError } from '../../app/api-error-toast';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { base64Of } from '../../lib/file-base64';
import { toast } from '../../ui/toast';
import { type ChatConnection, type ChatConnectionState, connectChat } from './chat-connection';
import {
  addChatMessage,
  type CustomerServiceLink,
  markChatClosed,
  messagesOf,
  useChatHistory,
  useChatToken,
  useCustomerServiceLinks,
  useMarkChatRead,
  useSendChat,
} from './queries';
import './live-chat.css';

/** A typing mark goes out at most this often while the player types, and 'stopped' after a pause. */
const TYPING_SEND_MS = 2500;
const TYPING_IDLE_MS = 3000;
/** Older messages load when the list is scrolled this close to its top. */
const LOAD_OLDER_PX = 80;

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(document.documentElement.lang || undefined, {
    hour: '2-digit',
    minute: '2-digit',
  });

function Bubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const mine = message.sender === 'member';
  return (
    <li className={`chat-bubble chat-bubble--${message.sender}`} data-sender={message.sender}>
      <span className="chat-bubble__who">{mine ? t('chat_you') : t('chat_staff')}</span>
      {message.pictureUrl ? (
        <a href={message.pictureUrl} target="_blank" rel="noopener noreferrer">
          <img
            className="chat-bubble__picture"
            src={message.pictureUrl}
            alt={t('chat_picture_alt')}
            width={message.pictureWidth ?? undefined}
            height={message.pictureHeight ?? undefined}
            loading="lazy"
          />
        </a>
      ) : (
        <p className="chat-bubble__text" dir="auto">
          {message.text}
        </p>
      )}
      <time className="chat-bubble__time" dateTime={message.createdAt}>
        {timeOf(message.createdAt)}
      </time>
    </li>
  );
}

/** The customer-service entries other than this screen, opened outside the site. */
function OtherChannels({ links }: { links: readonly CustomerServiceLink[] }) {
  const { t } = useTranslation();
  const others = links.filter((link) => !link.builtIn);
  if (others.length === 0) return null;
  return (
    <nav className="chat-channels" aria-label={t('chat_other_channels')}>
      <span className="chat-channels__label">{t('chat_other_channels')}</span>
      {others.map((link) => (
        <a
          key={`${link.csType}-${link.path}`}
          className="chat-channels__link"
          href={link.path}
          target="_blank"
          rel="noopener noreferrer"
        >
          {link.title}
        </a>
      ))}
    </nav>
  );
}

/** Reads a chosen file as base64, or null when it is not a PNG/JPG of at most 5 MB. */
const pictureOf = (file: File): Promise<string | null> => {
  if (!['image/png', 'image/jpeg'].includes(file.type) || file.size > CHAT_PICTURE_MAX_BYTES) {
    return Promise.resolve(null);
  }
  return base64Of(file).catch(() => null);
};

function Conversation({ token, links }: { token: string; links: readonly CustomerServiceLink[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const history = useChatHistory(token);
  const send = useSendChat(token);
  const markRead = useMarkChatRead(token);
  const [state, setState] = useState<ChatConnectionState>('connecting');
  const [staffTyping, setStaffTyping] = useState(false);
  const [text, setText] = useState('');
  const connection = useRef<ChatConnection | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const typingSentAt = useRef(0);
  const typingIdle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typingShown = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The list's height before older messages were put above: the view stays where it was. */
  const heightBeforeOlder = useRef<number | null>(null);
  const stickToBottom = useRef(true);
  const { mutate: read } = markRead;

  const onEvent = useCallback(
    (event: ChatServerEvent) => {
      if (event.type === 'message') {
        addChatMessage(client, token, event.message);
        if (event.message.sender === 'staff') {
          setStaffTyping(false);
          read();
        }
      } else if (event.type === 'typing' && event.sender === 'staff') {
        setStaffTyping(event.typing);
        if (typingShown.current) clearTimeout(typingShown.current);
        if (event.typing) typingShown.current = setTimeout(() => setStaffTyping(false), CHAT_TYPING_SHOW_MS);
      } else if (event.type === 'closed') {
        markChatClosed(client, token);
      } else if (event.type === 'ready' && event.unReadCount > 0) {
        read();
      }
    },
    [client, token, read],
  );

  useEffect(() => {
    const opened = connectChat({ onEvent, onState: setState });
    connection.current = opened;
    return () => {
      opened.close();
      connection.current = null;
      if (typingShown.current) clearTimeout(typingShown.current);
      if (typingIdle.current) clearTimeout(typingIdle.current);
    };
  }, [onEvent]);

  // Opening the chat reads it: the badge elsewhere drops to 0.
  useEffect(() => {
    read();
  }, [read]);

  const messages = messagesOf(history.data);
  const closed = history.data?.pages[0]?.status === 'closed';

  // New messages keep the view at the bottom when it was there; older ones keep it in place.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || messages.length === 0) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages.length]);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
    if (element.scrollTop < LOAD_OLDER_PX && history.hasNextPage && !history.isFetchingNextPage) {
      heightBeforeOlder.current = element.scrollHeight;
      void history.fetchNextPage();
    }
  };

  const typing = (value: string) => {
    setText(value);
    const now = Date.now();
    if (now - typingSentAt.current > TYPING_SEND_MS) {
      typingSentAt.current = now;
      connection.current?.sendTyping(true);
    }
    if (typingIdle.current) clearTimeout(typingIdle.current);
    typingIdle.current = setTimeout(() => {
      typingSentAt.current = 0;
      connection.current?.sendTyping(false);
    }, TYPING_IDLE_MS);
  };

  const submit = () => {
    const message = text.trim();
    if (!message || send.isPending) return;
    stickToBottom.current = true;
    send.mutate(
      { text: message },
      {
        onSuccess: () => {
          setText('');
          if (typingIdle.current) clearTimeout(typingIdle.current);
          typingSentAt.current = 0;
          connection.current?.sendTyping(false);
        },
        onError: toastApiError,
      },
    );
  };

  const choosePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const image = await pictureOf(file);
    if (!image) {
      toast.fail(t('chat_picture_invalid'));
      return;
    }
    stickToBottom.current = true;
    send.mutate({ image }, { onError: toastApiError });
  };

  return (
    <div className="live-chat">
      {state !== 'open' && (
        <div className={`chat-status chat-status--${state}`} role="status">
          {state === 'connecting' ? (
            <div>
              {t('chat_connecting')}
              <DotLoading color="currentColor" />
            </div>
          ) : (
            <>
              <span>{t('chat_offline')}</span>
              <Button size="mini" fill="outline" onClick={() => connection.current?.retry()}>
                {t('chat_retry')}
              </Button>
            </>
          )}
        </div>
      )}
      <div className="chat-messages" ref={list} onScroll={onScroll}>
        {history.isFetchingNextPage && (
          <div className="chat-messages__note">
            <DotLoading color="currentColor" />
          </div>
        )}
        {history.data && !history.hasNextPage && messages.length > 0 && (
          <p className="chat-messages__note">{t('chat_beginning')}</p>
        )}
        {history.isPending ? (
          <div className="chat-messages__note">
            <DotLoading color="currentColor" />
          </div>
        ) : messages.length === 0 ? (
          <p className="chat-messages__empty">{t('chat_empty')}</p>
        ) : (
          <ol className="chat-messages__list" aria-label={t('chat_title')} aria-live="polite">
            {messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
          </ol>
        )}
        {closed && <p className="chat-messages__note">{t('chat_closed')}</p>}
      </div>
      <p className="chat-typing" aria-live="polite">
        {staffTyping ? t('chat_typing') : ''}
      </p>
      <OtherChannels links={links} />
      <form
        className="chat-composer"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <input
          ref={fileInput}
          className="chat-composer__file"
          type="file"
          accept="image/png,image/jpeg"
          aria-hidden="true"
          onChange={choosePicture}
          tabIndex={-1}
        />
        <Button
          className="chat-composer__picture"
          fill="none"
          aria-label={t('chat_picture')}
          onClick={() => fileInput.current?.click()}
          disabled={send.isPending}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M19 5H5a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 12H5l4-5 3 4 2-3 5 4ZM8 10a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z"
            />
          </svg>
        </Button>
        <label className="visually-hidden" htmlFor="chat-composer-text">
          {t('chat_placeholder')}
        </label>
        <TextArea
          id="chat-composer-text"
          className="chat-composer__text"
          placeholder={t('chat_placeholder')}
          value={text}
          onChange={typing}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          rows={1}
          onEnterPress={(event) => {
            if (!event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button
          className="chat-composer__send"
          color="primary"
          type="submit"
          loading={send.isPending}
          disabled={text.trim() === ''}
        >
          {t('chat_send')}
        </Button>
      </form>
    </div>
  );
}

export function LiveChatScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const token = useChatToken();
  const links = useCustomerServiceLinks().data ?? [];
  const trial = session !== null && isTrial(session.type);

  useEffect(() => {
    if (trial) toast.offline(t('free_reject'), FREE_REJECT_TOAST_MS);
  }, [trial, t]);

  if (token) return <Conversation token={token} links={links} />;
  return (
    <div className="live-chat live-chat--refused">
      <ErrorBlock status="default" title={trial ? t('free_reject') : t('chat_unavailable')} description="" />
      <OtherChannels links={links} />
    </div>
  );
}
