/**
 * The back office's preview of a draft (issue 21 point 5, decision 0068): the console frames this
 * page (same origin; the site may be framed by itself only), and it shows the draft its parent
 * posts with the real detail of the content's kind — notice, promotion, help item or inbox message
 * — in the draft's language, under that page's own header. The draft's body is the server's
 * sanitized HTML (the console asks the preview call first). Only its own parent is listened to,
 * and only from this origin; a page that is not framed has nothing to show and goes home.
 */
import {
  CONTENT_PREVIEW_PAGES,
  CONTENT_PREVIEW_READY,
  type ContentPreviewDraft,
  type ContentPreviewKind,
  isContentPreviewDraft,
} from '@app/contract/client';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { HOME_PATH } from '../../app/layout-rules';
import { activeLanguageCode, showLanguage } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';
import { LoadingSkeleton } from '../../ui/query-states';
import { NoticeArticle } from '../announcements/notice-article';
import { HelpArticle } from '../help/help-article';
import { InboxArticle } from '../inbox/inbox-article';
import { PromotionArticle } from '../promotions/promotion-article';

/** The picture's box while it loads (the site's drawn promotion pictures are 750 × 300). */
const PICTURE_WIDTH = 750;
const PICTURE_HEIGHT = 300;

const kindOfPath = (pathname: string): ContentPreviewKind | undefined =>
  (Object.keys(CONTENT_PREVIEW_PAGES) as ContentPreviewKind[]).find(
    (kind) => CONTENT_PREVIEW_PAGES[kind].toLowerCase() === pathname.replace(/\/$/, '').toLowerCase(),
  );

const framed = (): boolean => window.parent !== window;

/** The drafts the parent posts, from this origin only; null until the first. */
function usePostedDraft(kind: ContentPreviewKind | undefined): ContentPreviewDraft | null {
  const [draft, setDraft] = useState<ContentPreviewDraft | null>(null);
  useEffect(() => {
    if (!framed() || !kind) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (isContentPreviewDraft(event.data) && event.data.kind === kind) setDraft(event.data);
    };
    window.addEventListener('message', onMessage);
    // Listening now: the parent sends the draft (again, after a reload of this frame).
    window.parent.postMessage(CONTENT_PREVIEW_READY, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [kind]);
  return draft;
}

function DraftDetail({ draft, now }: { draft: ContentPreviewDraft; now: string }) {
  switch (draft.kind) {
    case 'notice':
      return <NoticeArticle notice={{ title: draft.title, createdAt: now, content: draft.html }} />;
    case 'help':
      return <HelpArticle section={draft.subtitle} title={draft.title} content={draft.html} />;
    case 'inbox':
      return <InboxArticle message={{ title: draft.title, sentAt: now, content: draft.html }} />;
    case 'promotion':
      return (
        <PromotionArticle
          picture={draft.pictureUrl !== null}
          promotion={{
            promotionId: '0',
            category: 'OTHER',
            title: draft.title,
            summary: draft.subtitle,
            pictureUrl: draft.pictureUrl ?? '',
            pictureWidth: PICTURE_WIDTH,
            pictureHeight: PICTURE_HEIGHT,
            // The draft's schedule and button, drawn as the detail of a stored promotion (its links
            // are checked there as for one: isSafeLink).
            startsAt: draft.period?.startsAt ?? now,
            endsAt: draft.period?.endsAt ?? null,
            action: draft.action ?? { kind: 'none' },
            content: draft.html,
          }}
        />
      );
  }
}

export function ContentPreviewScreen() {
  const kind = kindOfPath(useLocation().pathname);
  const draft = usePostedDraft(kind);
  // A draft is shown as if published now.
  const [now] = useState(() => new Date().toISOString());
  // Renders again when the page's language changes.
  useTranslation();
  const wanted = draft?.language;

  // The page's language follows the draft's, without touching the visitor's own choice.
  useEffect(() => {
    if (wanted && wanted !== activeLanguageCode()) void showLanguage(wanted);
  }, [wanted]);

  if (!framed() || !kind) return <Navigate to={HOME_PATH} replace />;
  if (!draft || draft.language !== activeLanguageCode())
    return <LoadingSkeleton className="content-preview" lines={5} />;
  return <DraftDetail draft={draft} now={now} />;
}
