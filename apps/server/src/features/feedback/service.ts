/**
 * Feedback (issue 15 point 6; spec §2 Feedback screen, §3 Feedback payload, §5, §8): a member's
 * question type, content (20 to 200 characters, plain text), captcha, up to 3 PNG or JPEG pictures
 * of at most 5 MB (read from their bytes, lib/picture.ts) and a remark of at most 140 characters,
 * stored with the pictures in one transaction; a member sends at most FEEDBACK_HOURLY_LIMIT an
 * hour. The member lists their own feedback with the operator's reply; the operator lists,
 * reads and replies (audited). A picture is served by its random id, which only its sender's
 * list and the operator's calls name. Everything is checked before anything is stored, the
 * captcha (single use) last, so a refused feedback costs no captcha and stores nothing.
 */
import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  FEEDBACK_HOURLY_LIMIT,
  FEEDBACK_MESSAGES,
  FEEDBACK_PATHS,
  FEEDBACK_PICTURE_MAX_SIDE,
  FEEDBACK_UPLOAD_MAX_BYTES,
  type FeedbackBody,
  type FeedbackEntry,
  type FeedbackList,
  type FeedbackSent,
  type FeedbackStatus,
  feedbackTextErrors,
  type OperatorFeedback,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import type { PageRequest } from '../../db/page';
import { type PictureBounds, readPicture } from '../../lib/picture';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import type { Captchas } from '../security/service';
import type { FeedbackPictureRow, FeedbackRepository, FeedbackRow, NewPicture } from './repository';

/** A feedback picture: at most 5 MB (spec §5) and FEEDBACK_PICTURE_MAX_SIDE pixels a side. */
export const FEEDBACK_PICTURE_BOUNDS: PictureBounds = {
  maxBytes: FEEDBACK_UPLOAD_MAX_BYTES,
  maxSide: FEEDBACK_PICTURE_MAX_SIDE,
};
const HOUR_MS = 3_600_000;
export const DEFAULT_FEEDBACK_PAGE_SIZE = 10;

const invalid = (fields: Record<string, string>) =>
  new ApiError(ErrorCode.VALIDATION_FAILED, `Invalid feedback: ${Object.keys(fields).join(', ')}`, {
    fields,
  });

const pictureUrlOf = (pictureId: string) => FEEDBACK_PATHS.picture.replace(':pictureId', pictureId);

const entryOf = ({ row, pictures }: { row: FeedbackRow; pictures: FeedbackPictureRow[] }): FeedbackEntry => ({
  feedbackId: String(row.id),
  type: row.type as FeedbackEntry['type'],
  content: row.content,
  remark: row.remark,
  pictures: pictures.map((picture) => ({
    url: pictureUrlOf(picture.pictureId),
    width: picture.width,
    height: picture.height,
  })),
  status: row.status,
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const operatorViewOf = (entry: { row: FeedbackRow; pictures: FeedbackPictureRow[] }): OperatorFeedback => ({
  ...entryOf(entry),
  sender: entry.row.sender,
  repliedBy: entry.row.repliedBy,
});

const pageOf = <T>(page: PageRequest, total: number, list: T[]) => ({
  list,
  pageNum: page.pageNum,
  totalPages: Math.ceil(total / page.pageSize),
});

export type FeedbackService = ReturnType<typeof createFeedbackService>;

export const createFeedbackService = ({
  repository,
  captchas,
  now,
}: {
  repository: FeedbackRepository;
  captchas: Captchas;
  now: () => number;
}) => ({
  async submit(merchantCode: string, session: SessionInfo, body: FeedbackBody): Promise<FeedbackSent> {
    const content = body.content.trim();
    const remark = (body.remark ?? '').trim();
    const errors = feedbackTextErrors(content, remark);
    const pictures: NewPicture[] = [];
    for (const [index, base64] of (body.pictures ?? []).entries()) {
      const image = Buffer.from(base64, 'base64');
      const picture = readPicture(image, FEEDBACK_PICTURE_BOUNDS);
      if (!picture) errors[`pictures.${index}`] = FEEDBACK_MESSAGES.picture;
      else pictures.push({ ...picture, image, pictureId: randomBytes(16).toString('base64url') });
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const at = now();
    const { sent, oldest } = await repository.sentSince(session.memberId, new Date(at - HOUR_MS));
    if (sent >= FEEDBACK_HOURLY_LIMIT) {
      const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? at) + HOUR_MS - at) / 1000));
      throw new ApiError(ErrorCode.RATE_LIMITED, FEEDBACK_MESSAGES.rateLimited, { retryAfterSeconds });
    }

    if (!body.captcha || !body.captchaId) {
      throw new ApiError(ErrorCode.CAPTCHA_REQUIRED, FEEDBACK_MESSAGES.captchaRequired, {
        captcha: true,
        fields: { captcha: FEEDBACK_MESSAGES.captchaRequired },
      });
    }
    if (!(await captchas.check(merchantCode, body.captchaId, body.captcha))) {
      throw new ApiError(ErrorCode.CAPTCHA_INVALID, FEEDBACK_MESSAGES.captchaInvalid, {
        captcha: true,
        fields: { captcha: FEEDBACK_MESSAGES.captchaInvalid },
      });
    }

    const row = await repository.create(
      {
        merchantCode,
        memberId: session.memberId,
        sender: session.username,
        type: body.type,
        content,
        remark,
      },
      pictures,
      new Date(at),
    );
    return { feedbackId: String(row.id), message: FEEDBACK_MESSAGES.sent };
  },

  async mine(session: SessionInfo, page: PageRequest): Promise<FeedbackList> {
    const { total, entries } = await repository.pageOfMember(session.memberId, page);
    return pageOf(page, total, entries.map(entryOf));
  },

  async operatorList(merchantCode: string, status: FeedbackStatus | undefined, page: PageRequest) {
    const { total, entries } = await repository.pageOfMerchant(merchantCode, status, page);
    return pageOf(page, total, entries.map(operatorViewOf));
  },

  /** Null when the merchant has no such feedback. */
  async operatorOne(merchantCode: string, id: string): Promise<OperatorFeedback | null> {
    const entry = await repository.find(merchantCode, Number(id));
    return entry && operatorViewOf(entry);
  },

  /** Null when the merchant has no such feedback. */
  async reply(merchantCode: string, id: string, reply: string, audit: OperatorActor) {
    const text = reply.trim();
    if (!text) throw invalid({ reply: 'must not be blank' });
    const entry = await repository.reply(merchantCode, Number(id), text, new Date(now()), audit);
    return entry && operatorViewOf(entry);
  },

  /** A picture's bytes by its id, for the plain image route; null when unknown. */
  picture: (pictureId: string) => repository.picture(pictureId),
});
