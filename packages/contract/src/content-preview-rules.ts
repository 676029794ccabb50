/**
 * The back office's content preview (issue 21 point 5, decision 0068): the console shows a draft in
 * a phone-sized frame of the real player site, on the same origin. The frame loads one of the
 * site's preview pages (CONTENT_PREVIEW_PAGES: the real detail screen of the content's kind, with
 * that page's header), tells its parent it is ready, and shows each draft the parent posts to it
 * in the draft's language. The draft's HTML is first passed through the server's sanitizer
 * (CONTENT_PREVIEW_OPERATOR_PATHS.sanitize: what would be stored), so the frame shows exactly what
 * players would see. The schemas are in content-preview.ts.
 */
import { isLanguageCode, type LanguageCode } from './languages';

export const CONTENT_PREVIEW_OPERATOR_PATHS = {
  /** POST { html }: the HTML as the server would store it (the content role's, or the Operator-Key's). */
  sanitize: '/wps/operator/content/preview',
} as const;

/** The longest rich body of any content kind (announcements, promotions, help items: 20 000). */
export const CONTENT_PREVIEW_HTML_MAX = 20_000;

/** The kinds of content a player reads as a detail page, and the preview page of each. */
export const CONTENT_PREVIEW_KINDS = ['notice', 'promotion', 'help', 'inbox'] as const;
export type ContentPreviewKind = (typeof CONTENT_PREVIEW_KINDS)[number];
export const CONTENT_PREVIEW_PAGES: Readonly<Record<ContentPreviewKind, string>> = {
  notice: '/m/contentPreview/notice',
  promotion: '/m/contentPreview/activityDetail',
  help: '/m/contentPreview/helpDetail',
  inbox: '/m/contentPreview/webEmail',
};

/** The frame's message to its parent once it listens (and again after each reload). */
export const CONTENT_PREVIEW_READY = 'content-preview:ready';
/** The parent's message to the frame: one draft to show. */
export const CONTENT_PREVIEW_DRAFT = 'content-preview:draft';

/** A draft as the frame shows it: the texts of one language, the body already sanitized. */
export interface ContentPreviewDraft {
  type: typeof CONTENT_PREVIEW_DRAFT;
  kind: ContentPreviewKind;
  language: LanguageCode;
  title: string;
  /** The server's sanitized HTML of the body. */
  html: string;
  /** Help items: the title of the section above the item. Promotions: the summary. */
  subtitle: string;
  /** Promotions: the operator's picture (https), or null (the server would draw one). */
  pictureUrl: string | null;
  /** Promotions: what the detail's button does (the site draws it as for a stored promotion); none if left out. */
  action?: ContentPreviewAction;
  /** Promotions: when it starts and ends (ISO 8601; null: no end); from now on if left out. */
  period?: { startsAt: string; endsAt: string | null };
}

/** A promotion's button as the site reads it (contract promotions.ts PromotionAction). */
export type ContentPreviewAction =
  | { kind: 'none' }
  | { kind: 'claim'; rewardId: string }
  | { kind: 'route'; to: string }
  | { kind: 'url'; url: string };

const isText = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value));

const isAction = (value: unknown): value is ContentPreviewAction => {
  if (typeof value !== 'object' || value === null) return false;
  const action = value as Record<string, unknown>;
  switch (action.kind) {
    case 'none':
      return true;
    case 'claim':
      return isText(action.rewardId);
    case 'route':
      return isText(action.to);
    case 'url':
      return isText(action.url);
    default:
      return false;
  }
};

const isPeriod = (value: unknown): value is ContentPreviewDraft['period'] => {
  if (typeof value !== 'object' || value === null) return false;
  const period = value as Record<string, unknown>;
  return isTime(period.startsAt) && (period.endsAt === null || isTime(period.endsAt));
};

/** Whether a posted message is a well-formed draft (the frame ignores anything else). */
export const isContentPreviewDraft = (value: unknown): value is ContentPreviewDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    draft.type === CONTENT_PREVIEW_DRAFT &&
    (CONTENT_PREVIEW_KINDS as readonly unknown[]).includes(draft.kind) &&
    isLanguageCode(draft.language) &&
    isText(draft.title) &&
    isText(draft.html) &&
    isText(draft.subtitle) &&
    (draft.pictureUrl === null || (isText(draft.pictureUrl) && draft.pictureUrl.startsWith('https://'))) &&
    (draft.action === undefined || isAction(draft.action)) &&
    (draft.period === undefined || isPeriod(draft.period))
  );
};
