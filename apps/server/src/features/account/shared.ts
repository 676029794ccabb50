/**
 * What the account's use cases share: their errors, the captcha check, the signed-in member and
 * the usernames made up for members who give none.
 */
import { randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES, ErrorCode } from '@app/contract';
import { ApiError } from '../../plugins/errors';
import type { Captchas } from '../security/service';
import type { AccountRepository, MemberRow } from './repository';

export const fail = (
  errorCode: keyof typeof ACCOUNT_MESSAGES,
  value?: ConstructorParameters<typeof ApiError>[2],
) => new ApiError(errorCode, ACCOUNT_MESSAGES[errorCode], value);

export const invalid = (fields: Record<string, string>) =>
  new ApiError(ErrorCode.VALIDATION_FAILED, 'Please correct the highlighted fields', { fields });

export const requireCaptcha = async (
  captchas: Captchas,
  merchantCode: string,
  captchaId?: string,
  captcha?: string,
) => {
  if (!captchaId || !captcha) throw fail(ErrorCode.CAPTCHA_REQUIRED, { captcha: true });
  if (!(await captchas.check(merchantCode, captchaId, captcha))) {
    throw fail(ErrorCode.CAPTCHA_INVALID, {
      captcha: true,
      fields: { captcha: ACCOUNT_MESSAGES.CAPTCHA_INVALID },
    });
  }
};

export const requireMember = async (repository: AccountRepository, memberId: number): Promise<MemberRow> => {
  const member = await repository.findMemberById(memberId);
  if (!member) throw new ApiError(ErrorCode.UNAUTHORIZED, 'You are not logged in, please login first');
  return member;
};

/** A made-up username: the prefix ('guest' for trial play) and 9 random digits. */
export const randomUsername = (prefix: string): string =>
  `${prefix}${String(randomInt(1e9)).padStart(9, '0')}`;

/**
 * A made-up username no member of the merchant has: 'm' for a mobile registration without one,
 * 's' for a social sign-in's new member.
 */
export const freeUsername = async (
  repository: AccountRepository,
  merchantCode: string,
  prefix: 'm' | 's',
): Promise<string> => {
  for (;;) {
    const candidate = randomUsername(prefix);
    if (!(await repository.findMemberByUsername(merchantCode, candidate))) return candidate;
  }
};
