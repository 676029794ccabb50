/**
 * One member's chat as the staff sees it: the history (the newest page, older ones on demand,
 * the view kept in place as they load), the member's typing mark, and — for a role that may
 * answer — a text or a picture reply, the staff's own typing marks, and closing the chat. Opening
 * it marks the member's messages read, and so does each new one while it stays open.
 */

import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import type { ChatConversation, ChatMessage } from '@app/contract';
import {
  CHAT_OPERATOR_PATHS,
  CHAT_PICTURE_MAX_BYTES,
  CHAT_TEXT_MAX,
  type StaffRole,
  staffRoleAllows,
} from '@app/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Image, Input, Popconfirm, Tag, Typography, theme, Upload } from 'antd';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { showFieldErrors } from '../../lib/form-errors';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { QueryError } from '../../ui/query-error';
import { useStaff } from '../auth/session';
import { closeChat, markChatRead, sendChatPicture, sendChatText } from './support-api';
import { addChatMessage, chatsKey, messagesOf, useChatHistory } from './support-queries';

/** A typing mark goes out at most this often while the staff types, and 'stopped' after a pause. */
const TYPING_SEND_MS = 2500;
const TYPING_IDLE_MS = 3000;
/** The longest side a picture is shown at in the history (the click opens it whole). */
const PICTURE_SHOWN_PX = 200;

const mayAnswer = (role: StaffRole) => staffRoleAllows(role, 'POST', CHAT_OPERATOR_PATHS.messages);

/** A file's bytes in base64, as the pictures call takes them (no data: prefix). */
const base64Of = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

function MessageBubble({ message }: { message: ChatMessage }) {
  const { t, language } = useTranslation();
  const { token } = theme.useToken();
  const fromStaff = message.sender === 'staff';
  const scale =
    message.pictureWidth && message.pictureHeight
      ? Math.min(1, PICTURE_SHOWN_PX / Math.max(message.pictureWidth, message.pictureHeight))
      : 1;
  return (
    <Flex vertical align={fromStaff ? 'end' : 'start'} data-testid="chat-message">
      <div
        style={{
          maxWidth: '80%',
          padding: `${token.paddingXS}px ${token.paddingSM}px`,
          borderRadius: token.borderRadiusLG,
          background: fromStaff ? token.colorPrimaryBg : token.colorFillSecondary,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.pictureUrl ? (
          <Image
            src={message.pictureUrl}
            alt={t(fromStaff ? 'support.chat.staffPicture' : 'support.chat.memberPicture')}
            width={message.pictureWidth ? Math.round(message.pictureWidth * scale) : PICTURE_SHOWN_PX}
          />
        ) : (
          message.text
        )}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t(fromStaff ? 'support.chat.fromStaff' : 'support.chat.fromMember')} ·{' '}
        {formatTime(message.createdAt, language)}
      </Typography.Text>
    </Flex>
  );
}

export function ChatConversationPanel({
  merchantCode,
  chat,
  live,
  memberTyping,
  sendTyping,
}: {
  merchantCode: string;
  chat: ChatConversation;
  live: boolean;
  memberTyping: boolean;
  sendTyping: (typing: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { role } = useStaff();
  const queryClient = useQueryClient();
  const { username } = chat;
  const history = useChatHistory(merchantCode, username, live);
  const messages = messagesOf(history.data);
  const [form] = Form.useForm<{ text: string }>();
  const answering = mayAnswer(role);
  const mayRead = staffRoleAllows(role, 'POST', CHAT_OPERATOR_PATHS.read);
  const mayClose = staffRoleAllows(role, 'POST', CHAT_OPERATOR_PATHS.close);
  const refreshChats = () => queryClient.invalidateQueries({ queryKey: chatsKey(merchantCode) });

  // Read on opening, and again whenever the list counts a new message of the member.
  useEffect(() => {
    if (!mayRead || chat.staffUnread === 0) return;
    markChatRead(merchantCode, username).then(
      () => queryClient.invalidateQueries({ queryKey: chatsKey(merchantCode) }),
      () => {
        // Not marked: the badge stays, and the next message tries again.
      },
    );
  }, [mayRead, merchantCode, username, chat.staffUnread, queryClient]);

  const sent = (reply: ChatMessage) => {
    addChatMessage(queryClient, merchantCode, username, reply);
    void refreshChats();
  };
  const sendText = useMutation({
    mutationFn: (text: string) => sendChatText(merchantCode, username, text),
    onSuccess: (reply) => {
      sent(reply);
      form.resetFields();
    },
    onError: (error) => showFieldErrors(form, error, t),
  });
  const sendPicture = useMutation({
    mutationFn: async (file: Blob) => sendChatPicture(merchantCode, username, await base64Of(file)),
    onSuccess: sent,
    onError: (error) => {
      void message.error(errorMessage(error, t));
    },
  });
  const close = useMutation({
    mutationFn: () => closeChat(merchantCode, username),
    onSuccess: () => {
      void message.success(t('support.done'));
    },
    onError: (error) => {
      void message.error(errorMessage(error, t));
    },
    onSettled: refreshChats,
  });

  // Typing marks: at most one every few seconds while typing, 'stopped' after a pause or a send.
  const typingSentAt = useRef(0);
  const typingIdle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopTyping = () => {
    if (typingIdle.current) clearTimeout(typingIdle.current);
    typingIdle.current = null;
    if (typingSentAt.current !== 0) sendTyping(false);
    typingSentAt.current = 0;
  };
  const typed = () => {
    const now = Date.now();
    if (now - typingSentAt.current > TYPING_SEND_MS) {
      typingSentAt.current = now;
      sendTyping(true);
    }
    if (typingIdle.current) clearTimeout(typingIdle.current);
    typingIdle.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on leaving the chat
  useEffect(() => () => stopTyping(), []);

  // The view follows a new message at the bottom, and stays where it was when older ones load above.
  const log = useRef<HTMLDivElement>(null);
  const shown = useRef({ firstId: 0, lastId: 0, height: 0 });
  const firstId = messages[0]?.id ?? 0;
  const lastId = messages.at(-1)?.id ?? 0;
  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    const before = shown.current;
    if (lastId !== before.lastId) element.scrollTop = element.scrollHeight;
    else if (firstId !== before.firstId) element.scrollTop += element.scrollHeight - before.height;
    shown.current = { firstId, lastId, height: element.scrollHeight };
  }, [firstId, lastId]);

  const submit = ({ text }: { text: string }) => {
    stopTyping();
    sendText.mutate(text.trim());
  };

  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Tag color={chat.status === 'open' ? 'blue' : 'default'}>
          {t(`support.chat.status.${chat.status}`)}
        </Tag>
        {mayClose && chat.status === 'open' && (
          <Popconfirm title={t('support.chat.closeConfirm', { username })} onConfirm={() => close.mutate()}>
            <Button loading={close.isPending}>{t('support.chat.close')}</Button>
          </Popconfirm>
        )}
      </Flex>
      <QueryError query={history} />
      {history.hasNextPage && (
        <Button
          size="small"
          onClick={() => history.fetchNextPage()}
          loading={history.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('support.chat.older')}
        </Button>
      )}
      <div
        ref={log}
        role="log"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the keyboard's focus, so that its arrows scroll it
        tabIndex={0}
        aria-label={t('support.chat.history', { username })}
        style={{ height: 380, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {history.isSuccess && messages.length === 0 && (
          <Typography.Text type="secondary">{t('support.chat.empty')}</Typography.Text>
        )}
        {messages.map((item) => (
          <MessageBubble key={item.id} message={item} />
        ))}
      </div>
      <Typography.Text type="secondary" aria-live="polite" style={{ minHeight: 22 }}>
        {memberTyping ? t('support.chat.memberTyping', { username }) : ''}
      </Typography.Text>
      {answering && (
        <Form form={form} name="chat-reply" layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="text"
            label={t('support.chat.reply')}
            rules={[{ required: true, whitespace: true, message: t('support.chat.replyRequired') }]}
          >
            <Input.TextArea
              maxLength={CHAT_TEXT_MAX}
              rows={3}
              onChange={typed}
              onPressEnter={(event) => {
                // Enter sends, Shift+Enter starts a new line.
                if (event.shiftKey) return;
                event.preventDefault();
                form.submit();
              }}
            />
          </Form.Item>
          <Flex gap="small" justify="end">
            <Upload
              accept="image/png,image/jpeg"
              showUploadList={false}
              beforeUpload={(file) => {
                if (file.size > CHAT_PICTURE_MAX_BYTES) void message.error(t('support.chat.pictureTooLarge'));
                else sendPicture.mutate(file);
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<PictureOutlined aria-hidden />} loading={sendPicture.isPending}>
                {t('support.chat.sendPicture')}
              </Button>
            </Upload>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SendOutlined aria-hidden />}
              loading={sendText.isPending}
            >
              {t('support.chat.send')}
            </Button>
          </Flex>
        </Form>
      )}
    </Flex>
  );
}
