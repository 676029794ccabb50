/**
 * The live chat's staff side: the merchant's chats (one per member) paged by the server, the latest
 * activity first (a new message brings its chat to the top of the first page), searched by a
 * username's part or only the unread ones, each with the member's messages the staff has not read,
 * and the chat opened beside them. The
 * staff socket keeps both up to date (messages, typing, read marks, closes); a role without the
 * socket's ticket (a viewer) or a dropped socket has them asked again every few seconds instead.
 */
import type { ChatConversation, ChatServerEvent } from '@app/contract';
import { CHAT_OPERATOR_PATHS, CHAT_TYPING_SHOW_MS, staffRoleAllows } from '@app/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Flex,
  Input,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { type PageView, serverPagination } from '../../lib/server-paging';
import { QueryError } from '../../ui/query-error';
import { useStaff } from '../auth/session';
import { ChatConversationPanel } from './chat-conversation';
import { type ChatSocketState, connectStaffChat, type StaffChatConnection } from './staff-chat-connection';
import { addChatMessage, chatHistoriesKey, chatsKey, useChats } from './support-queries';

/** What the chats' list shows: a username's part, only the unread ones, the page. */
export interface ChatListView {
  search?: string;
  unread: boolean;
  page: PageView;
}

/** The open chat when its row is on no page shown (a link, another page): its history still shows. */
const unlistedChat = (username: string): ChatConversation => ({
  username,
  status: 'open',
  staffUnread: 0,
  memberUnread: 0,
  lastMessage: null,
  updatedAt: new Date(0).toISOString(),
});

/** The time of a chat's latest activity: its last message, else its last change. */
const activityOf = (chat: ChatConversation) => Date.parse(chat.lastMessage?.createdAt ?? chat.updatedAt);

/** The socket's state as a badge's dot (its text is drawn in the text colour, which passes contrast). */
const SOCKET_STATE_BADGES = {
  open: 'success',
  connecting: 'processing',
  offline: 'warning',
  refused: 'default',
} as const;

export function ChatDesk({
  merchantCode,
  openChat,
  onOpen,
  listView,
  onList,
}: {
  merchantCode: string;
  openChat: string | undefined;
  onOpen: (username: string) => void;
  listView: ChatListView;
  onList: (view: ChatListView) => void;
}) {
  const { t, language } = useTranslation();
  const { role } = useStaff();
  const queryClient = useQueryClient();
  const mayListen = staffRoleAllows(role, 'POST', CHAT_OPERATOR_PATHS.ticket);
  const [socketState, setSocketState] = useState<ChatSocketState>(mayListen ? 'connecting' : 'refused');
  const chats = useChats(
    merchantCode,
    { search: listView.search, unread: listView.unread, ...listView.page },
    socketState === 'open',
  );
  // The rows seen last of each chat: the open one stays open when it leaves the page shown.
  const seen = useRef(new Map<string, ChatConversation>());
  const [typing, setTyping] = useState<ReadonlySet<string>>(new Set());
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const connection = useRef<StaffChatConnection | null>(null);

  const showTyping = useCallback((username: string, on: boolean) => {
    const timers = typingTimers.current;
    clearTimeout(timers.get(username));
    timers.delete(username);
    // A mark lasts a few seconds unless renewed: a member who closed the page stops showing it.
    if (on)
      timers.set(
        username,
        setTimeout(() => showTyping(username, false), CHAT_TYPING_SHOW_MS),
      );
    setTyping((shown) => {
      if (shown.has(username) === on) return shown;
      const next = new Set(shown);
      if (on) next.add(username);
      else next.delete(username);
      return next;
    });
  }, []);

  useEffect(() => {
    if (!mayListen) return;
    const onEvent = (event: ChatServerEvent) => {
      switch (event.type) {
        case 'message':
          addChatMessage(queryClient, merchantCode, event.username, event.message);
          if (event.message.sender === 'member') showTyping(event.username, false);
          void queryClient.invalidateQueries({ queryKey: chatsKey(merchantCode) });
          return;
        case 'typing':
          if (event.sender === 'member') showTyping(event.username, event.typing);
          return;
        case 'read':
        case 'closed':
          void queryClient.invalidateQueries({ queryKey: chatsKey(merchantCode) });
          return;
        case 'ready':
          // (Re)connected: whatever happened while the socket was down is asked again.
          void queryClient.invalidateQueries({ queryKey: chatsKey(merchantCode) });
          void queryClient.invalidateQueries({ queryKey: chatHistoriesKey(merchantCode) });
          return;
        default:
      }
    };
    connection.current = connectStaffChat(merchantCode, { onEvent, onState: setSocketState });
    return () => {
      connection.current?.close();
      connection.current = null;
    };
  }, [mayListen, merchantCode, queryClient, showTyping]);

  useEffect(() => {
    const timers = typingTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const rows = chats.data?.list ?? [];
  for (const chat of rows) seen.current.set(chat.username, chat);
  const open = openChat === undefined ? undefined : (seen.current.get(openChat) ?? unlistedChat(openChat));
  const [searchText, setSearchText] = useState(listView.search ?? '');
  useEffect(() => setSearchText(listView.search ?? ''), [listView.search]);

  const columns: TableColumnsType<ChatConversation> = [
    {
      title: t('support.chat.member'),
      dataIndex: 'username',
      // Room for a username and the column's title whole (the list shares the row with the chat).
      width: 140,
      render: (_, chat) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          aria-current={chat.username === openChat ? 'true' : undefined}
          onClick={() => onOpen(chat.username)}
        >
          {chat.username}
        </Button>
      ),
    },
    {
      title: t('support.chat.unread'),
      dataIndex: 'staffUnread',
      align: 'center',
      render: (unread: number) =>
        unread > 0 ? (
          <Badge count={unread} title={t('support.chat.unreadCount', { count: unread })} />
        ) : (
          <Typography.Text type="secondary">0</Typography.Text>
        ),
    },
    {
      title: t('support.chat.lastMessage'),
      key: 'lastMessage',
      ellipsis: true,
      render: (_, { lastMessage, username }) =>
        typing.has(username)
          ? t('support.chat.typing')
          : lastMessage && (lastMessage.pictureUrl ? t('support.chat.picture') : lastMessage.text),
    },
    {
      title: t('support.chat.activity'),
      key: 'activity',
      width: 180,
      render: (_, chat) => formatTime(new Date(activityOf(chat)).toISOString(), language),
    },
    {
      title: t('support.chat.status'),
      dataIndex: 'status',
      render: (status: ChatConversation['status']) => (
        <Tag color={status === 'open' ? 'blue' : 'default'}>{t(`support.chat.status.${status}`)}</Tag>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" align="center">
        <span role="status">
          <Badge
            status={SOCKET_STATE_BADGES[socketState]}
            text={mayListen ? t(`support.chat.socket.${socketState}`) : t('support.chat.polling')}
          />
        </span>
        {chats.data && (
          <Typography.Text type="secondary">
            {t('support.chat.unreadTotal', { count: chats.data.staffUnread })}
          </Typography.Text>
        )}
      </Flex>
      <Flex gap="middle" align="center" wrap>
        <Input.Search
          id="support-chat-search"
          aria-label={t('support.chat.search')}
          placeholder={t('support.chat.search')}
          allowClear
          maxLength={64}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(text) =>
            onList({ ...listView, search: text.trim() || undefined, page: { ...listView.page, pageNo: 1 } })
          }
          style={{ width: 280 }}
        />
        <Checkbox
          checked={listView.unread}
          onChange={(event) =>
            onList({ ...listView, unread: event.target.checked, page: { ...listView.page, pageNo: 1 } })
          }
        >
          {t('support.chat.unreadOnly')}
        </Checkbox>
      </Flex>
      <QueryError query={chats} />
      <Flex gap="middle" align="start" wrap>
        <Table<ChatConversation>
          style={{ flex: '2 1 600px', minWidth: 0 }}
          rowKey="username"
          columns={columns}
          dataSource={rows}
          loading={chats.isPending || chats.isPlaceholderData}
          rowClassName={(chat) => (chat.username === openChat ? 'ant-table-row-selected' : '')}
          pagination={serverPagination(
            listView.page,
            chats.data?.total ?? 0,
            (total) => t('support.chat.total', { count: total }),
            (page) => onList({ ...listView, page }),
          )}
          locale={{
            emptyText: t(listView.search || listView.unread ? 'support.chat.noneFound' : 'support.chat.none'),
          }}
          aria-label={t('support.chat.list')}
        />
        <Card
          style={{ flex: '1 1 400px', minWidth: 0 }}
          title={open ? open.username : t('support.chat.pick')}
        >
          {open && (
            <ChatConversationPanel
              key={`${merchantCode}/${open.username}`}
              merchantCode={merchantCode}
              chat={open}
              live={socketState === 'open'}
              memberTyping={typing.has(open.username)}
              sendTyping={(on) => connection.current?.sendTyping(open.username, on)}
            />
          )}
        </Card>
      </Flex>
    </Flex>
  );
}
