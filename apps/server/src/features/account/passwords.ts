/**
 * Passwords (spec §2 Change password screen, §5 Change password; DESIGN §8): a member changes
 * theirs, or sets a new one with an SMS code sent to their number when it is forgotten. Every new
 * password meets the floor (password-policy.ts) and the merchant's own pattern.
 */
import {
  ACCOUNT_MESSAGES,
  ErrorCode,
  type PasswordByPhoneBody,
  type PasswordChangeBody,
  REQUIRED_FIELD_MESSAGE,
  registerFieldErrors,
} from '@app/contract';
import { passwordHasher } from '../../lib/password-hasher';
import type { ResolvedMerchant } from '../../plugins/merchant';
import type { SessionInfo } from '../../plugins/session';
import { normalizeMobile, type SmsService } from '../sms/service';
import { requirePasswordPolicy } from './password-policy';
import type { AccountRepository } from './repository';
import type { Sessions } from './sessions';
import { fail, invalid, requireMember } from './shared';

/**
 * A session may change the password without the old one only when it began with a password login
 * of a member who had to change it (first-time login or expired password), and only this long after
 * that login: the member has just typed the old password (docs/decisions/0008).
 */
const SKIP_OLD_PASSWORD_WINDOW_MS = 15 * 60_000;

const passwordRuleError = (merchant: ResolvedMerchant, password: string): string | null => {
  const errors = registerFieldErrors(merchant.config.register.fields, { password }, ['password']);
  return errors.password ?? null;
};

const checkNewPassword = (
  merchant: ResolvedMerchant,
  body: { newPassword: string; confirmNewPassword: string },
) => {
  if (body.newPassword !== body.confirmNewPassword) {
    throw fail(ErrorCode.PASSWORD_CONFIRM_MISMATCH, {
      fields: { confirmNewPassword: ACCOUNT_MESSAGES.PASSWORD_CONFIRM_MISMATCH },
    });
  }
  requirePasswordPolicy(body.newPassword, 'newPassword');
  const ruleError = passwordRuleError(merchant, body.newPassword);
  if (ruleError) throw invalid({ newPassword: ruleError });
};

export const createPasswords = ({
  repository,
  sessions,
  sms,
  now,
}: {
  repository: AccountRepository;
  sessions: Sessions;
  sms: SmsService;
  now: () => number;
}) => ({
  async changePassword(
    merchant: ResolvedMerchant,
    session: SessionInfo,
    body: PasswordChangeBody,
  ): Promise<void> {
    checkNewPassword(merchant, body);
    const member = await requireMember(repository, session.memberId);
    if (body.oldPassword) {
      if (!(await passwordHasher.verify(member.passwordHash, body.oldPassword))) {
        throw fail(ErrorCode.OLD_PASSWORD_WRONG, {
          fields: { oldPassword: ACCOUNT_MESSAGES.OLD_PASSWORD_WRONG },
        });
      }
      if (body.oldPassword === body.newPassword) {
        throw fail(ErrorCode.PASSWORD_SAME_AS_OLD, {
          fields: { newPassword: ACCOUNT_MESSAGES.PASSWORD_SAME_AS_OLD },
        });
      }
    } else {
      const mustChange = sessions.mustChangePassword(member, merchant);
      const fresh = now() - session.createdAt.getTime() < SKIP_OLD_PASSWORD_WINDOW_MS;
      if (!(session.maySkipOldPassword && mustChange && fresh)) {
        throw fail(ErrorCode.OLD_PASSWORD_WRONG, { fields: { oldPassword: REQUIRED_FIELD_MESSAGE } });
      }
      if (await passwordHasher.verify(member.passwordHash, body.newPassword)) {
        throw fail(ErrorCode.PASSWORD_SAME_AS_OLD, {
          fields: { newPassword: ACCOUNT_MESSAGES.PASSWORD_SAME_AS_OLD },
        });
      }
    }
    await repository.updateMember(member.id, {
      passwordHash: await passwordHasher.hash(body.newPassword),
      passwordChangedAt: new Date(now()),
      firstTimeLogin: false,
    });
    await repository.updateSession(session.tokenHash, { maySkipOldPassword: false });
    await repository.revokeMemberSessions(member.id, new Date(now()), session.tokenHash);
  },

  async passwordByPhone(merchant: ResolvedMerchant, body: PasswordByPhoneBody): Promise<void> {
    checkNewPassword(merchant, body);
    const { merchantCode } = merchant.config;
    const right = await sms.verify(merchantCode, body, 'forget', body.verificationCode, { consume: true });
    if (!right) {
      throw fail(ErrorCode.VERIFICATION_CODE_ERROR, {
        fields: { verificationCode: ACCOUNT_MESSAGES.VERIFICATION_CODE_ERROR },
      });
    }
    const member = await repository.findMemberByMobile(merchantCode, normalizeMobile(body));
    if (member?.status !== 'active') throw fail(ErrorCode.LOGIN_FAILED);
    await repository.updateMember(member.id, {
      passwordHash: await passwordHasher.hash(body.newPassword),
      passwordChangedAt: new Date(now()),
      firstTimeLogin: false,
    });
    await repository.revokeMemberSessions(member.id, new Date(now()));
  },
});
