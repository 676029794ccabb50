/**
 * The feedback feature's plain values (no schemas): paths, calls, question types, limits and
 * messages (spec §2 Feedback screen, §3 Feedback payload and question types, §5 Feedback, §8
 * 'Sent successfully', §9). The constants of spec §9 are in constants.ts (FEEDBACK_*); the
 * schemas are in feedback.ts.
 */
import type { ApiCall } from './api-call';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, FEEDBACK_REMARK_MAX } from './constants';
import { FeedbackType } from './enums';

export const FEEDBACK_PATHS = {
  /** POST: send feedback (login required); GET: the member's own feedback with the replies, paged. */
  feedback: '/wps/feedback',
  /** A picture sent with feedback, by its random id (an <img> sends no Merchant header). */
  picture: '/wps/feedback/pictures/:pictureId',
} as const;

export const FEEDBACK_CALLS = {
  submit: { method: 'POST', url: FEEDBACK_PATHS.feedback },
  mine: { method: 'GET', url: FEEDBACK_PATHS.feedback },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header): list by status, read one with its pictures, reply. */
export const FEEDBACK_OPERATOR_PATHS = {
  list: '/wps/operator/merchants/:merchantCode/feedback',
  one: '/wps/operator/merchants/:merchantCode/feedback/:feedbackId',
  reply: '/wps/operator/merchants/:merchantCode/feedback/:feedbackId/reply',
} as const;

/** Spec §3 question types, in the picker's order (other last). */
export const FEEDBACK_TYPE_NAMES = [
  'deposit_issues',
  'withdraw_issues',
  'game_issues',
  'service_issues',
  'apply_issues',
  'other_issues',
] as const satisfies readonly (keyof typeof FeedbackType)[];
export type FeedbackTypeName = (typeof FEEDBACK_TYPE_NAMES)[number];
export const FEEDBACK_TYPE_VALUES = FEEDBACK_TYPE_NAMES.map((name) => FeedbackType[name]);
export const feedbackTypeNameOf = (value: number): FeedbackTypeName | undefined =>
  FEEDBACK_TYPE_NAMES.find((name) => FeedbackType[name] === value);

export const FEEDBACK_STATUSES = ['open', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The operator's reply. */
export const FEEDBACK_REPLY_MAX = 1_000;
/** The longest side of a picture (a 48-megapixel phone photo is 8000 × 6000). */
export const FEEDBACK_PICTURE_MAX_SIDE = 8_192;
/** How many feedback a member may send in an hour. */
export const FEEDBACK_HOURLY_LIMIT = 5;
/** The id of a stored picture: 16 random bytes, base64url. */
export const FEEDBACK_PICTURE_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';

/**
 * The length of feedback content as the counter shows it (spec §2 length/200): characters (code
 * points) of the trimmed text, so an emoji counts once on both ends.
 */
export const feedbackLengthOf = (text: string): number => [...text.trim()].length;

/** Markup in a player's text: refused, since feedback is plain text (issue 15 point 8). */
export const FEEDBACK_MARKUP = /<\s*[A-Za-z!/?]/;

/** The field errors of a content and remark (the server's, and the site's before it sends). */
export const feedbackTextErrors = (content: string, remark = ''): Record<string, string> => {
  const errors: Record<string, string> = {};
  const length = feedbackLengthOf(content);
  if (length < FEEDBACK_CONTENT_MIN || length > FEEDBACK_CONTENT_MAX) {
    errors.content = FEEDBACK_MESSAGES.contentLength;
  } else if (FEEDBACK_MARKUP.test(content)) errors.content = FEEDBACK_MESSAGES.plainText;
  if (feedbackLengthOf(remark) > FEEDBACK_REMARK_MAX) errors.remark = FEEDBACK_MESSAGES.remarkLength;
  else if (FEEDBACK_MARKUP.test(remark)) errors.remark = FEEDBACK_MESSAGES.plainText;
  return errors;
};

/** The server's English messages (the site shows its own translations, spec §8 for 'Sent successfully'). */
export const FEEDBACK_MESSAGES = {
  sent: 'Sent successfully',
  contentLength: `Write ${FEEDBACK_CONTENT_MIN} to ${FEEDBACK_CONTENT_MAX} characters`,
  remarkLength: `Write at most ${FEEDBACK_REMARK_MAX} characters`,
  plainText: 'Plain text only: no HTML or script',
  picture: `Must be a PNG or JPEG of at most 5 MB and ${FEEDBACK_PICTURE_MAX_SIDE} × ${FEEDBACK_PICTURE_MAX_SIDE} pixels`,
  captchaRequired: 'Enter a captcha',
  captchaInvalid: 'Verification code error',
  rateLimited: `At most ${FEEDBACK_HOURLY_LIMIT} feedback an hour; please try again later`,
} as const;
