/**
 * The draft in a phone-sized frame of the real player site (decision 0068): the site's preview
 * page of the content's kind (CONTENT_PREVIEW_PAGES), on this same origin, shows the real detail
 * screen with the draft in the chosen language. The body goes through the server's sanitizer
 * first (the preview call: what would be stored), then is posted to the frame; the frame answers
 * only its parent, and this page listens only to its own frame.
 */
import {
  CONTENT_PREVIEW_DRAFT,
  CONTENT_PREVIEW_PAGES,
  CONTENT_PREVIEW_READY,
  type ContentPreviewDraft,
  type ContentPreviewKind,
  LANGUAGES,
  type LanguageCode,
} from '@app/contract/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Form, Select, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n/i18n';
import { sanitizeDraft } from './content-api';

/** A phone's viewport (390 × 844 CSS pixels, as the site's e2e phone). */
export const PREVIEW_WIDTH = 390;
export const PREVIEW_HEIGHT = 844;
/** Typing pauses this long before the body is sanitized and shown again. */
const SETTLE_MS = 400;

/** What the frame shows of one language (a promotion's button and period too). */
export type PreviewTexts = Pick<
  ContentPreviewDraft,
  'title' | 'subtitle' | 'pictureUrl' | 'action' | 'period'
> & {
  html: string;
};

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export function SitePreview({
  kind,
  language,
  onLanguageChange,
  texts,
}: {
  kind: ContentPreviewKind;
  language: LanguageCode;
  onLanguageChange: (language: LanguageCode) => void;
  /** The draft's texts in `language` (English where it has none, as players read it). */
  texts: PreviewTexts;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  // Counts the frame's ready messages: a reloaded frame is sent the draft again.
  const [readyCount, setReadyCount] = useState(0);
  const html = useSettled(texts.html);
  const sanitized = useQuery({
    queryKey: ['operator', 'content-preview', html],
    queryFn: ({ signal }) => sanitizeDraft(html, signal),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin === window.location.origin &&
        event.source === frame.current?.contentWindow &&
        event.data === CONTENT_PREVIEW_READY
      )
        setReadyCount((count) => count + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const sanitizedHtml = sanitized.data?.html;
  const { title, subtitle, pictureUrl } = texts;
  // Compared by value: the form gives new objects on every render.
  const extras = JSON.stringify({ action: texts.action, period: texts.period });
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (readyCount === 0 || sanitizedHtml === undefined || !target) return;
    const draft: ContentPreviewDraft = {
      type: CONTENT_PREVIEW_DRAFT,
      kind,
      language,
      title,
      html: sanitizedHtml,
      subtitle,
      pictureUrl,
      ...(JSON.parse(extras) as Pick<ContentPreviewDraft, 'action' | 'period'>),
    };
    target.postMessage(draft, window.location.origin);
  }, [readyCount, sanitizedHtml, kind, language, title, subtitle, pictureUrl, extras]);

  return (
    <Flex vertical gap="small" style={{ width: PREVIEW_WIDTH + 2 }}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {t('content.preview.title')}
      </Typography.Title>
      <Form.Item
        label={t('content.preview.language')}
        htmlFor="content-preview-language"
        style={{ margin: 0 }}
      >
        <Select<LanguageCode>
          id="content-preview-language"
          value={language}
          onChange={onLanguageChange}
          showSearch={{ optionFilterProp: 'label' }}
          options={LANGUAGES.map(({ code, name }) => ({ value: code, label: name }))}
        />
      </Form.Item>
      {sanitized.isError && <Alert type="error" showIcon title={errorMessage(sanitized.error, t)} />}
      <iframe
        ref={frame}
        title={t('content.preview.frame')}
        src={CONTENT_PREVIEW_PAGES[kind]}
        width={PREVIEW_WIDTH}
        height={PREVIEW_HEIGHT}
        style={{ border: '1px solid rgba(0, 0, 0, 0.15)', borderRadius: 12 }}
      />
    </Flex>
  );
}
