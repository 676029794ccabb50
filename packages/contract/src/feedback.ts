/**
 * Feedback (issue 15 point 6): a member sends a question type, 20 to 200 characters, the captcha
 * and up to 3 PNG or JPEG pictures of at most 5 MB with a remark of at most 140 characters (spec
 * §3, §5); lists their own feedback with the operator's reply. Operators list it by status, read
 * one with its pictures and reply (audited).
 */
import Type, { type Static } from 'typebox';
import { FEEDBACK_CAPTCHA_MAX, FEEDBACK_UPLOAD_MAX_BYTES, FEEDBACK_UPLOAD_MAX_IMAGES } from './constants';
import { FeedbackType } from './enums';
import { Ok } from './envelope';
import {
  FEEDBACK_CALLS,
  FEEDBACK_OPERATOR_PATHS,
  FEEDBACK_PICTURE_ID_PATTERN,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
} from './feedback-rules';
import { Paged, PageQuery } from './money-schemas';

/** Base64 of at most FEEDBACK_UPLOAD_MAX_BYTES bytes (the exact size is checked on the bytes). */
const PICTURE_BASE64_MAX = Math.ceil(FEEDBACK_UPLOAD_MAX_BYTES / 3) * 4;
/** The JSON of the largest feedback: three pictures in base64 and the texts around them. */
export const FEEDBACK_BODY_LIMIT = FEEDBACK_UPLOAD_MAX_IMAGES * PICTURE_BASE64_MAX + 64 * 1024;

/** Spec §3 question types: deposit 1, withdraw 2, game 3, service 4, apply 6, other 0. */
export const FeedbackTypeValue = Type.Union([
  Type.Literal(FeedbackType.deposit_issues),
  Type.Literal(FeedbackType.withdraw_issues),
  Type.Literal(FeedbackType.game_issues),
  Type.Literal(FeedbackType.service_issues),
  Type.Literal(FeedbackType.apply_issues),
  Type.Literal(FeedbackType.other_issues),
]);

/**
 * Spec §3 Feedback payload: content, type, captcha (with its captchaId); the sender is the
 * session's member (decision 0045). Lengths are checked in characters by the server
 * (feedbackTextErrors); the schema only bounds the size.
 */
export const FeedbackBody = Type.Object(
  {
    type: FeedbackTypeValue,
    content: Type.String({ maxLength: 1_000 }),
    captcha: Type.Optional(Type.String({ maxLength: FEEDBACK_CAPTCHA_MAX })),
    captchaId: Type.Optional(Type.String({ maxLength: 64 })),
    /** PNG or JPEG in base64; the type is read from the bytes. */
    pictures: Type.Optional(
      Type.Array(
        Type.String({ minLength: 4, maxLength: PICTURE_BASE64_MAX, pattern: '^[A-Za-z0-9+/]+={0,2}$' }),
        { maxItems: FEEDBACK_UPLOAD_MAX_IMAGES },
      ),
    ),
    remark: Type.Optional(Type.String({ maxLength: 1_000 })),
  },
  { additionalProperties: false },
);
export type FeedbackBody = Static<typeof FeedbackBody>;

export const FeedbackPicture = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type FeedbackPicture = Static<typeof FeedbackPicture>;

/** A member's feedback as they see it, with the operator's reply once there is one. */
export const FeedbackEntry = Type.Object({
  feedbackId: Type.String(),
  type: FeedbackTypeValue,
  content: Type.String(),
  remark: Type.String(),
  pictures: Type.Array(FeedbackPicture),
  status: Type.Enum(FEEDBACK_STATUSES),
  reply: Type.Union([Type.String(), Type.Null()]),
  repliedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type FeedbackEntry = Static<typeof FeedbackEntry>;

export const FeedbackSent = Type.Object({ feedbackId: Type.String(), message: Type.String() });
export type FeedbackSent = Static<typeof FeedbackSent>;

export const FeedbackListQuery = Type.Object(PageQuery, { additionalProperties: false });
export const FeedbackList = Paged(FeedbackEntry);
export type FeedbackList = Static<typeof FeedbackList>;

export const FeedbackPictureParams = Type.Object({
  pictureId: Type.String({ pattern: FEEDBACK_PICTURE_ID_PATTERN }),
});

export const feedbackRoutes = {
  submit: { ...FEEDBACK_CALLS.submit, body: FeedbackBody, response: Ok(FeedbackSent) },
  mine: { ...FEEDBACK_CALLS.mine, querystring: FeedbackListQuery, response: Ok(FeedbackList) },
} as const;

// ---- operator ---------------------------------------------------------------------------------

/** Feedback as the operator sees it: the member, and the reply's author. */
export const OperatorFeedback = Type.Object({
  ...FeedbackEntry.properties,
  sender: Type.String(),
  repliedBy: Type.Union([Type.String(), Type.Null()]),
});
export type OperatorFeedback = Static<typeof OperatorFeedback>;

const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' });
const FeedbackId = Type.String({ pattern: '^[0-9]{1,15}$' });

export const FeedbackReplyBody = Type.Object(
  { reply: Type.String({ minLength: 1, maxLength: FEEDBACK_REPLY_MAX }) },
  { additionalProperties: false },
);
export type FeedbackReplyBody = Static<typeof FeedbackReplyBody>;

export const feedbackOperatorRoutes = {
  list: {
    method: 'GET',
    url: FEEDBACK_OPERATOR_PATHS.list,
    params: Type.Object({ merchantCode: MerchantCode }),
    querystring: Type.Object(
      { status: Type.Optional(Type.Enum(FEEDBACK_STATUSES)), ...PageQuery },
      { additionalProperties: false },
    ),
    response: Ok(Paged(OperatorFeedback)),
  },
  one: {
    method: 'GET',
    url: FEEDBACK_OPERATOR_PATHS.one,
    params: Type.Object({ merchantCode: MerchantCode, feedbackId: FeedbackId }),
    response: Ok(OperatorFeedback),
  },
  reply: {
    method: 'POST',
    url: FEEDBACK_OPERATOR_PATHS.reply,
    params: Type.Object({ merchantCode: MerchantCode, feedbackId: FeedbackId }),
    body: FeedbackReplyBody,
    response: Ok(OperatorFeedback),
  },
} as const;
