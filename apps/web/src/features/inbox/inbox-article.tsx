/**
 * An inbox message as players read it: title, time and content. The content is operator HTML the
 * server sanitized before storing it (lib/rich-text.ts), so it is rendered as HTML. The inbox
 * shows it with its actions (`children`), and the back office's preview of a draft (decision 0068).
 */
import type { InboxMessage } from '@app/contract';
import type { ReactNode } from 'react';
import { useDateTimeFormat } from '../wallet/money';
import './inbox.css';

export function InboxArticle({
  message,
  children,
}: {
  message: Pick<InboxMessage, 'title' | 'sentAt' | 'content'>;
  children?: ReactNode;
}) {
  const time = useDateTimeFormat();
  return (
    <article className="inbox-message" aria-labelledby="inbox-message-title">
      {/* dir auto: a message the operator did not write in this language comes in English. */}
      <h2 id="inbox-message-title" className="inbox-message__title" dir="auto">
        {message.title}
      </h2>
      <p className="inbox-message__time">
        <time dateTime={message.sentAt}>{time(message.sentAt)}</time>
      </p>
      <div
        className="inbox-content"
        dir="auto"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server before it was stored (lib/rich-text.ts)
        dangerouslySetInnerHTML={{ __html: message.content }}
      />
      {children}
    </article>
  );
}
