/**
 * The live chat commands of the operator CLI (the staff's side): list a merchant's chats with their
 * unread counts, read a member's chat (and mark it read), reply, close. Like the rest of the CLI
 * they go through the operator API, which delivers a reply live to the member's socket.
 */
import {
  CHAT_OPERATOR_PATHS,
  type ChatConversation,
  type ChatHistoryValue,
  type ChatMessage,
  OPERATOR_PAGE_SIZE_MAX,
} from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const CHAT_USAGE = `Live chat commands:
  chats <merchant> [<username part>]          list the latest 100 chats, or those of members whose username
                                              contains the part (member, open/closed, unread by staff,
                                              unread by member, last message)
  chat <merchant> <member>                    print a member's latest messages and mark them read
  chat-reply <merchant> <member> "<text>"     reply to a member (delivered live)
  chat-close <merchant> <member>              close a member's chat`;

const lineOf = (message: ChatMessage) =>
  [message.createdAt.slice(0, 19).replace('T', ' '), message.sender, message.pictureUrl ?? message.text].join(
    '\t',
  );

/** Runs a chat command; null when the command is not one of them. */
export const runChatCommand = async (
  command: string,
  rest: readonly string[],
  tools: CommandTools,
): Promise<number | null> => {
  const { call, out, usage } = tools;
  const exactly = (count: number, line: string) => {
    if (rest.length !== count) throw usage(`Usage: npm run operator -- ${line}`);
    return rest as string[];
  };

  switch (command) {
    case 'chats': {
      if (rest.length < 1 || rest.length > 2)
        throw usage('Usage: npm run operator -- chats <merchant> [<username part>]');
      const [merchantCode = '', search] = rest;
      const query = new URLSearchParams({ pageSize: String(OPERATOR_PAGE_SIZE_MAX) });
      if (search) query.set('search', search);
      const { list } = (await call(
        'GET',
        `${fill(CHAT_OPERATOR_PATHS.chats, { merchantCode })}?${query}`,
      )) as {
        list: ChatConversation[];
      };
      for (const chat of list) {
        const last = chat.lastMessage
          ? chat.lastMessage.pictureUrl
            ? '[picture]'
            : chat.lastMessage.text
          : '';
        out([chat.username, chat.status, chat.staffUnread, chat.memberUnread, last.slice(0, 60)].join('\t'));
      }
      return 0;
    }
    case 'chat': {
      const [merchantCode = '', username = ''] = exactly(2, 'chat <merchant> <member>');
      const history = (await call(
        'GET',
        fill(CHAT_OPERATOR_PATHS.messages, { merchantCode, username }),
      )) as ChatHistoryValue;
      for (const message of history.list) out(lineOf(message));
      await call('POST', fill(CHAT_OPERATOR_PATHS.read, { merchantCode, username }));
      return 0;
    }
    case 'chat-reply': {
      const [merchantCode = '', username = '', text = ''] = exactly(
        3,
        'chat-reply <merchant> <member> "<text>"',
      );
      const sent = (await call('POST', fill(CHAT_OPERATOR_PATHS.messages, { merchantCode, username }), {
        text,
      })) as ChatMessage;
      out(lineOf(sent));
      return 0;
    }
    case 'chat-close': {
      const [merchantCode = '', username = ''] = exactly(2, 'chat-close <merchant> <member>');
      tools.print(await call('POST', fill(CHAT_OPERATOR_PATHS.close, { merchantCode, username })));
      return 0;
    }
    default:
      return null;
  }
};
