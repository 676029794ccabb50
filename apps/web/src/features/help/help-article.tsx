/**
 * A help item as players read it: its section's title above, its own title and its content. The
 * content is operator HTML the server sanitized before storing it (lib/rich-text.ts), so it is
 * rendered as HTML. The detail screen shows it, and the back office's preview of a draft
 * (decision 0068); `children` follow the content (the screen's way back to the list).
 */
import type { ReactNode } from 'react';
import './help.css';

export function HelpArticle({
  section,
  title,
  content,
  children,
}: {
  section: string;
  title: string;
  content: string;
  children?: ReactNode;
}) {
  return (
    <article className="help-detail" aria-labelledby="help-item-title">
      <p className="help-detail__section" dir="auto">
        {section}
      </p>
      <h2 id="help-item-title" className="help-detail__title" dir="auto">
        {title}
      </h2>
      <div
        className="help-content"
        dir="auto"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server before it was stored (lib/rich-text.ts)
        dangerouslySetInnerHTML={{ __html: content }}
      />
      {children}
    </article>
  );
}
