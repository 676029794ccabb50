/**
 * The content preview's one operator call (content-preview-rules.ts): a draft's rich HTML as the
 * server would store it, for the console's phone-sized preview of the real site.
 */
import Type, { type Static } from 'typebox';
import { CONTENT_PREVIEW_HTML_MAX, CONTENT_PREVIEW_OPERATOR_PATHS } from './content-preview-rules';
import { Ok } from './envelope';

export const ContentPreviewBody = Type.Object(
  { html: Type.String({ maxLength: CONTENT_PREVIEW_HTML_MAX }) },
  { additionalProperties: false },
);
export type ContentPreviewBody = Static<typeof ContentPreviewBody>;
export const ContentPreviewValue = Type.Object({ html: Type.String({ description: 'Sanitized HTML' }) });
export type ContentPreviewValue = Static<typeof ContentPreviewValue>;

export const contentPreviewOperatorRoutes = {
  sanitize: {
    method: 'POST',
    url: CONTENT_PREVIEW_OPERATOR_PATHS.sanitize,
    body: ContentPreviewBody,
    response: Ok(ContentPreviewValue),
  },
} as const;
