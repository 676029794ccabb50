/**
 * What the feedback screen checks before it sends (the server checks it all again): the question
 * type, content and remark (contract feedbackTextErrors), the captcha (spec §5 'Enter a captcha'),
 * and each picture: PNG or JPEG by its first bytes (not its name: a '.jpg' of text is refused),
 * at most 5 MB, at most 3. And which translated message a refusal of the server shows.
 */
import {
  ErrorCode,
  FEEDBACK_MESSAGES,
  FEEDBACK_UPLOAD_MAX_BYTES,
  type FeedbackTypeName,
  feedbackTextErrors,
} from '@app/contract/client';
import { ApiError } from '../../app/api-client';
import { base64Of } from '../../lib/file-base64';

export interface FeedbackDraft {
  type: number | null;
  content: string;
  remark: string;
  captcha: string;
}

/** Field → translation key of its error. */
export type FeedbackErrors = Partial<Record<'type' | 'content' | 'remark' | 'captcha' | 'pictures', string>>;

/** The translation key of a question type's label. */
export const typeLabelKey = (name: FeedbackTypeName) => `feedback_type_${name}`;

const TEXT_ERROR_KEYS: Record<string, string> = {
  [FEEDBACK_MESSAGES.contentLength]: 'feedback_content_length',
  [FEEDBACK_MESSAGES.remarkLength]: 'feedback_remark_length',
  [FEEDBACK_MESSAGES.plainText]: 'feedback_plain_text',
};

const keysOf = (fields: Record<string, string>): FeedbackErrors => {
  const errors: FeedbackErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    if (field === 'content' || field === 'remark')
      errors[field] = TEXT_ERROR_KEYS[message] ?? 'error_validation';
    else if (field.startsWith('pictures')) errors.pictures = 'feedback_picture_invalid';
    else if (field === 'type') errors.type = 'feedback_type_required';
    else if (field === 'captcha') errors.captcha = 'error_captcha_invalid';
  }
  return errors;
};

/** The errors of a draft before it is sent; none when it may go. */
export const draftErrors = (draft: FeedbackDraft): FeedbackErrors => {
  const errors = keysOf(feedbackTextErrors(draft.content, draft.remark));
  if (draft.type === null) errors.type = 'feedback_type_required';
  if (!draft.captcha.trim()) errors.captcha = 'feedback_captcha_required';
  return errors;
};

/** The field errors a refusal of the server names, or null when it names none (a toast then says it). */
export const serverErrors = (error: unknown): FeedbackErrors | null => {
  if (!(error instanceof ApiError)) return null;
  if (error.errorCode === ErrorCode.CAPTCHA_REQUIRED) return { captcha: 'feedback_captcha_required' };
  if (error.errorCode === ErrorCode.CAPTCHA_INVALID) return { captcha: 'error_captcha_invalid' };
  const fields = (error.value as { fields?: Record<string, string> } | undefined)?.fields;
  if (error.errorCode === ErrorCode.VALIDATION_FAILED && fields) return keysOf(fields);
  return null;
};

/** PNG or JPEG by the first bytes of its base64, whatever its name or declared type says. */
export const pictureTypeOf = (base64: string): 'image/png' | 'image/jpeg' | null => {
  if (base64.startsWith('iVBORw0KGgo')) return 'image/png';
  if (base64.startsWith('/9j/')) return 'image/jpeg';
  return null;
};

/** A picture the screen may send: its base64 and a data address to show it; null when refused. */
export const readPictureFile = async (file: File): Promise<{ base64: string; url: string } | null> => {
  if (file.size === 0 || file.size > FEEDBACK_UPLOAD_MAX_BYTES) return null;
  const base64 = await base64Of(file);
  const type = pictureTypeOf(base64);
  return type ? { base64, url: `data:${type};base64,${base64}` } : null;
};
