/**
 * The member centre's profile (spec §7 member profile, Head icon POST and GET): nickname, e-mail
 * and payee name, and the head icon, an uploaded PNG or JPEG or a preset avatar. The routes let
 * only real members in (a trial account is refused with free_reject). Decision 0040.
 */
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  ErrorCode,
  HEAD_ICON_MAX_BYTES,
  HEAD_ICON_MAX_SIDE,
  type HeadIconBody,
  type HeadIconValue,
  type LanguageCode,
  type MemberInfoValue,
  type OperatorPayeeNameValue,
  PROFILE_FIELDS,
  type ProfileBody,
  profileFieldSettings,
  registerFieldErrors,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import { uniqueViolationOf } from '../../db/unique-violation';
import { type PictureBounds, readPicture } from '../../lib/picture';
import { ApiError } from '../../plugins/errors';
import type { ResolvedMerchant } from '../../plugins/merchant';
import type { SessionInfo } from '../../plugins/session';
import type { VipService } from '../vip/service';
import { createMemberInfo, headIconUrlOf } from './member-info';
import type { AccountRepository, ProfileChange } from './repository';
import { fail, invalid, requireMember } from './shared';

/** The errors of the fields sent (contract profileFieldSettings). */
/** A head icon: at most 512 KB and 1024 × 1024 (contract HEAD_ICON_*). */
export const HEAD_ICON_BOUNDS: PictureBounds = { maxBytes: HEAD_ICON_MAX_BYTES, maxSide: HEAD_ICON_MAX_SIDE };

const profileFieldErrors = (merchant: ResolvedMerchant, change: ProfileChange) =>
  registerFieldErrors(
    profileFieldSettings(merchant.config.register.fields),
    change,
    PROFILE_FIELDS.filter((field) => change[field] !== undefined),
  );

export const createProfile = ({
  repository,
  vip,
  now,
}: {
  repository: AccountRepository;
  vip: Pick<VipService, 'labelOf'>;
  now: () => number;
}) => {
  const { memberInfo: memberInfoIn } = createMemberInfo({ repository, vip });
  return {
    /** Changes the fields sent and answers the member info, in the request's language. */
    async updateProfile(
      merchant: ResolvedMerchant,
      session: SessionInfo,
      body: ProfileBody,
      language: LanguageCode,
    ): Promise<MemberInfoValue> {
      const memberInfo = (of: SessionInfo) => memberInfoIn(of, merchant.config, language);
      const member = await requireMember(repository, session.memberId);
      const change: ProfileChange = Object.fromEntries(
        PROFILE_FIELDS.flatMap((field) => (body[field] === undefined ? [] : [[field, body[field].trim()]])),
      );
      const errors = profileFieldErrors(merchant, change);
      if (Object.keys(errors).length > 0) throw invalid(errors);

      // Sending the payee name one has is no change; another one is the operator's to set.
      if (change.payeeName !== undefined && change.payeeName === member.profile.payeeName)
        delete change.payeeName;
      if (change.payeeName !== undefined && member.profile.payeeName) throw payeeNameSet();
      if (change.email !== undefined) {
        const holder = await repository.findMemberByEmail(member.merchantCode, change.email);
        if (holder && holder.id !== member.id) throw emailTaken();
      }
      if (Object.keys(change).length === 0) return memberInfo(session);
      let changed: boolean;
      try {
        changed = await repository.updateProfile(member.id, change);
      } catch (error) {
        // Two members claiming one address at once: the unique index decides.
        if (uniqueViolationOf(error) === 'members_email_uq') throw emailTaken();
        throw error;
      }
      // The other of two simultaneous first payee names won.
      if (!changed) throw payeeNameSet();
      return memberInfo(session);
    },

    async headIcon(session: SessionInfo): Promise<HeadIconValue> {
      return { headIconUrl: headIconUrlOf(await repository.findHeadIcon(session.memberId)) };
    },

    async setHeadIcon(session: SessionInfo, body: HeadIconBody): Promise<HeadIconValue> {
      const member = await requireMember(repository, session.memberId);
      const at = new Date(now());
      if (body.preset !== undefined) {
        await repository.saveHeadIcon({ memberId: member.id, preset: body.preset }, at);
        return { headIconUrl: headIconUrlOf({ iconId: null, preset: body.preset }) };
      }
      const bytes = Buffer.from(body.image ?? '', 'base64');
      const picture = readPicture(bytes, HEAD_ICON_BOUNDS);
      if (!picture) {
        throw fail(ErrorCode.HEAD_ICON_INVALID, { fields: { image: ACCOUNT_MESSAGES.HEAD_ICON_INVALID } });
      }
      // A new address per upload: what a cache holds under an address never goes stale.
      const iconId = randomBytes(16).toString('base64url');
      await repository.saveHeadIcon({ memberId: member.id, iconId, image: bytes, ...picture }, at);
      return { headIconUrl: headIconUrlOf({ iconId, preset: null }) };
    },

    /**
     * The operator's change of a member's payee name (the member sets it once): the merchant's rule
     * for the field applies as to the member, and the change is audited.
     */
    async setPayeeNameByOperator(
      merchant: ResolvedMerchant,
      username: string,
      sent: string,
      audit: OperatorActor,
    ): Promise<OperatorPayeeNameValue> {
      const { merchantCode } = merchant.config;
      const payeeName = sent.trim();
      const errors = profileFieldErrors(merchant, { payeeName });
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const member = await repository.findMemberByUsername(merchantCode, username.trim());
      if (!member) throw new ApiError(ErrorCode.NOT_FOUND, `No member ${username} in ${merchantCode}`);
      const previous = await repository.setPayeeNameByOperator(member.id, payeeName, {
        merchantCode,
        ...audit,
      });
      return { username: member.username, payeeName, previous };
    },

    /** An uploaded head icon's bytes by its id, for the plain image route; null when unknown. */
    headIconImage: (iconId: string) => repository.findHeadIconImage(iconId),
  };
};

const emailTaken = () => fail(ErrorCode.EMAIL_TAKEN, { fields: { email: ACCOUNT_MESSAGES.EMAIL_TAKEN } });
const payeeNameSet = () =>
  fail(ErrorCode.PAYEE_NAME_SET, { fields: { payeeName: ACCOUNT_MESSAGES.PAYEE_NAME_SET } });
