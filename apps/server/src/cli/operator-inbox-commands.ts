/**
 * The inbox commands of the operator CLI: send a message to one member or to all members of a
 * merchant, list what was sent (with how many read it), withdraw one. Like the rest of the CLI they
 * go through the operator API, which validates, sanitizes and audits.
 */
import { INBOX_OPERATOR_PATHS, type OperatorInboxMessage } from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const INBOX_USAGE = `Inbox commands:
  inbox-send <merchant> --to <username> | --all  --title <text> --content <html>
                                              send a message in English to one member or to all members
  inbox-send <merchant> --to <username> | --all '<json>'
                                              the same with its texts per language: {"EN": {"title": ...,
                                              "content": "<p>...</p>"}, "VI": {...}}
  inbox-sent <merchant> [--page <n>]          list what was sent, newest first (id, to, read, deleted, title)
  inbox-withdraw <merchant> <id>              withdraw a message: no member sees it any more`;

/** The options of the inbox commands (operator-cli.ts parses them). */
export interface InboxCommandOptions {
  to?: string;
  all?: boolean;
  title?: string;
  content?: string;
  page?: string;
}

/** Runs an inbox command; null when the command is not one of them. */
export const runInboxCommand = async (
  command: string,
  rest: readonly string[],
  tools: CommandTools & { values: InboxCommandOptions },
): Promise<number | null> => {
  const { call, print, usage, values } = tools;

  switch (command) {
    case 'inbox-send': {
      const [merchantCode, json, ...extra] = rest;
      if (!merchantCode || extra.length > 0) {
        throw usage('Usage: npm run operator -- inbox-send <merchant> --to <username> | --all ...');
      }
      if ((values.to === undefined) === (values.all === undefined)) {
        throw usage('inbox-send needs --to <username> or --all (one of them)');
      }
      let texts: unknown;
      if (json !== undefined) {
        if (values.title !== undefined || values.content !== undefined) {
          throw usage('inbox-send takes either --title and --content or the texts as JSON, not both');
        }
        texts = tools.jsonOf(json, 'message texts');
      } else {
        if (!values.title || !values.content) throw usage('inbox-send needs --title and --content');
        texts = { EN: { title: values.title, content: values.content } };
      }
      const recipient = values.all ? { all: true } : { username: values.to };
      print(
        await call('POST', fill(INBOX_OPERATOR_PATHS.messages, { merchantCode }), { ...recipient, texts }),
      );
      return 0;
    }
    case 'inbox-sent': {
      if (rest.length !== 1) throw usage('Usage: npm run operator -- inbox-sent <merchant> [--page <n>]');
      const [merchantCode = ''] = rest;
      if (values.page !== undefined && !/^[1-9][0-9]{0,5}$/.test(values.page)) {
        throw usage('--page takes a page number (1, 2, ...)');
      }
      const query = `?pageNo=${values.page ?? 1}&pageSize=50`;
      const { list, pageNum, totalPages } = (await call(
        'GET',
        `${fill(INBOX_OPERATOR_PATHS.messages, { merchantCode })}${query}`,
      )) as { list: OperatorInboxMessage[]; pageNum: number; totalPages: number };
      for (const message of list) {
        tools.out(
          [
            message.messageId,
            message.sentAt.slice(0, 16).replace('T', ' '),
            message.to ?? '(all)',
            `read ${message.readCount}`,
            `deleted ${message.deletedCount}`,
            message.withdrawnAt ? 'withdrawn' : 'live',
            message.texts.EN.title,
          ].join('\t'),
        );
      }
      if (totalPages > 1) tools.out(`page ${pageNum} of ${totalPages}`);
      return 0;
    }
    case 'inbox-withdraw': {
      if (rest.length !== 2) throw usage('Usage: npm run operator -- inbox-withdraw <merchant> <id>');
      const [merchantCode = '', messageId = ''] = rest;
      print(await call('DELETE', fill(INBOX_OPERATOR_PATHS.message, { merchantCode, messageId })));
      return 0;
    }
    default:
      return null;
  }
};
