/**
 * The feedback commands of the operator CLI: list a merchant's feedback (optionally open or
 * replied), read one with its pictures' addresses, reply (the member sees the reply). Like the
 * rest of the CLI they go through the operator API, which audits the reply.
 */
import { FEEDBACK_OPERATOR_PATHS, FEEDBACK_STATUSES, type OperatorFeedback } from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const FEEDBACK_USAGE = `Feedback commands:
  feedback <merchant> [open|replied] [page]   list feedback, newest first (id, status, type, sender,
                                              sent at, pictures, content)
  feedback-show <merchant> <id>               one feedback with its pictures' addresses and reply
  feedback-reply <merchant> <id> '<text>'     reply; the member sees it under "my feedback"`;

/** Runs a feedback command; null when the command is not one of them. */
export const runFeedbackCommand = async (
  command: string,
  rest: readonly string[],
  tools: CommandTools,
): Promise<number | null> => {
  const { call, print, usage } = tools;

  switch (command) {
    case 'feedback': {
      const [merchantCode, ...options] = rest;
      const status = options.find((option) => (FEEDBACK_STATUSES as readonly string[]).includes(option));
      const page = options.find((option) => /^[1-9][0-9]{0,4}$/.test(option));
      if (
        !merchantCode ||
        options.length > 2 ||
        options.some((option) => option !== status && option !== page)
      ) {
        throw usage('Usage: npm run operator -- feedback <merchant> [open|replied] [page]');
      }
      const query = new URLSearchParams({ ...(status ? { status } : {}), ...(page ? { pageNo: page } : {}) });
      const path = fill(FEEDBACK_OPERATOR_PATHS.list, { merchantCode });
      const { list, pageNum, totalPages } = (await call('GET', query.size ? `${path}?${query}` : path)) as {
        list: OperatorFeedback[];
        pageNum: number;
        totalPages: number;
      };
      for (const entry of list) {
        tools.out(
          [
            entry.feedbackId,
            entry.status,
            entry.type,
            entry.sender,
            entry.createdAt.slice(0, 16),
            `${entry.pictures.length} pictures`,
            entry.content.replace(/\s+/g, ' ').slice(0, 60),
          ].join('\t'),
        );
      }
      tools.out(`page ${pageNum} of ${totalPages}`);
      return 0;
    }
    case 'feedback-show': {
      const [merchantCode, feedbackId] = rest;
      if (rest.length !== 2 || !merchantCode || !feedbackId) {
        throw usage('Usage: npm run operator -- feedback-show <merchant> <id>');
      }
      print(await call('GET', fill(FEEDBACK_OPERATOR_PATHS.one, { merchantCode, feedbackId })));
      return 0;
    }
    case 'feedback-reply': {
      const [merchantCode, feedbackId, reply] = rest;
      if (rest.length !== 3 || !merchantCode || !feedbackId || !reply) {
        throw usage("Usage: npm run operator -- feedback-reply <merchant> <id> '<text>'");
      }
      print(await call('POST', fill(FEEDBACK_OPERATOR_PATHS.reply, { merchantCode, feedbackId }), { reply }));
      return 0;
    }
    default:
      return null;
  }
};
