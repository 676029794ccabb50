/**
 * SMS codes (spec §4 SMS code, §5; DESIGN §8): 6 digits, stored hashed, valid for the merchant's
 * expiredMinutes, at most 5 guesses each, at least 60 s between sends to a number and at most 5 an
 * hour. One leading 0 of the number is removed before use. Sending needs a slider ticket.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  ErrorCode,
  normalizeMobileNum,
  type SmsPurpose,
  type SmsSendBody,
  type SmsSendValue,
} from '@app/contract';
import { accountSettingsOf } from '../../lib/site-config';
import { ApiError } from '../../plugins/errors';
import type { ResolvedMerchant } from '../../plugins/merchant';
import type { HumanCheck } from '../security/service';
import type { SmsProvider } from './provider';
import type { SmsRepository } from './repository';

export const SMS_MIN_GAP_MS = 60_000;
export const SMS_HOURLY_CAP = 5;
export const SMS_MAX_GUESSES = 5;
const HOUR_MS = 3_600_000;
/** Digits of a number after the leading 0 is removed (spec §5 allows 20 typed characters). */
const MOBILE_PATTERN = /^\d{6,15}$/;

export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** The stored form: dialing code without '+', number without its one leading 0. */
export const normalizeMobile = (input: MobileNumber): MobileNumber => ({
  countryDialingCode: input.countryDialingCode.trim().replace(/^\+/, ''),
  mobileNum: normalizeMobileNum(input.mobileNum),
});
export const isValidMobile = (mobile: MobileNumber) =>
  MOBILE_PATTERN.test(mobile.mobileNum) && /^\d{1,4}$/.test(mobile.countryDialingCode);
const addressOf = (mobile: MobileNumber) => `${mobile.countryDialingCode}${mobile.mobileNum}`;
const digest = (address: string, code: string) => createHash('sha256').update(`${address}:${code}`).digest();

/**
 * What a code is for: the public send call's purposes, and the payment unlock, whose code only the
 * withdrawals feature sends, to the number on the member's account (docs/decisions/0020).
 */
export type CodePurpose = SmsPurpose | 'payment-unlock';

/** Which whitelabel switch allows codes for which purpose. */
const PURPOSE_SWITCH: Record<CodePurpose, 'MOBILENUMREG3' | 'MOBILEVERCODELOGIN3' | null> = {
  register: 'MOBILENUMREG3',
  login: 'MOBILEVERCODELOGIN3',
  forget: null,
  'payment-unlock': null,
};

export const createSmsService = ({
  repository,
  provider,
  humanCheck,
  now,
}: {
  repository: SmsRepository;
  provider: SmsProvider;
  humanCheck: HumanCheck;
  now: () => number;
}) => ({
  async send(
    merchant: ResolvedMerchant,
    body: Omit<SmsSendBody, 'purpose'> & { purpose: CodePurpose },
  ): Promise<SmsSendValue> {
    const { merchantCode, whitelabel } = merchant.config;
    const required = PURPOSE_SWITCH[body.purpose];
    if (required && !whitelabel[required]) {
      throw new ApiError(ErrorCode.FEATURE_DISABLED, ACCOUNT_MESSAGES.FEATURE_DISABLED);
    }
    const mobile = normalizeMobile(body);
    if (!isValidMobile(mobile)) {
      throw new ApiError(ErrorCode.MOBILE_INVALID, ACCOUNT_MESSAGES.MOBILE_INVALID, {
        fields: { mobileNum: ACCOUNT_MESSAGES.MOBILE_INVALID },
      });
    }
    const address = addressOf(mobile);
    const at = now();
    const recent = await repository.sendsSince(merchantCode, address, new Date(at - HOUR_MS));
    const last = recent[0]?.getTime();
    if (last !== undefined && at - last < SMS_MIN_GAP_MS) {
      const retryAfterSeconds = Math.ceil((last + SMS_MIN_GAP_MS - at) / 1000);
      throw new ApiError(
        ErrorCode.RATE_LIMITED,
        `Please wait ${retryAfterSeconds} s before asking for another code`,
        {
          retryAfterSeconds,
        },
      );
    }
    if (recent.length >= SMS_HOURLY_CAP) {
      const oldest = (recent[SMS_HOURLY_CAP - 1] as Date).getTime();
      const retryAfterSeconds = Math.ceil((oldest + HOUR_MS - at) / 1000);
      throw new ApiError(ErrorCode.RATE_LIMITED, 'Too many codes for this number, please try again later', {
        retryAfterSeconds,
      });
    }
    if (!(await humanCheck.consumeTicket(merchantCode, body.ticket))) {
      throw new ApiError(ErrorCode.HUMAN_CHECK_FAILED, ACCOUNT_MESSAGES.HUMAN_CHECK_FAILED);
    }

    const { expiredMinutes } = accountSettingsOf(merchant.config).sms;
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    const expirationTime = at + expiredMinutes * 60_000;
    await repository.insertCode({
      merchantCode,
      mobile: address,
      purpose: body.purpose,
      codeHash: digest(address, code).toString('base64url'),
      expiresAt: new Date(expirationTime),
      createdAt: new Date(at),
    });
    await provider.send({
      merchantCode,
      to: address,
      purpose: body.purpose,
      code,
      text: `[${merchant.config.name}] Your verification code is ${code}. It expires in ${expiredMinutes} min.`,
    });
    return { expiredMinutes, expirationTime };
  },

  /**
   * Checks a code; every check is one of the code's 5 guesses. `consume` uses the code up when it
   * is right (registration, login, password reset); the "Verification GET" check does not.
   */
  async verify(
    merchantCode: string,
    input: MobileNumber,
    purpose: CodePurpose,
    code: string,
    { consume }: { consume: boolean },
  ): Promise<boolean> {
    const mobile = normalizeMobile(input);
    const address = addressOf(mobile);
    const at = new Date(now());
    const found = await repository.guess(merchantCode, address, purpose, at, SMS_MAX_GUESSES);
    if (!found) return false;
    const right = timingSafeEqual(Buffer.from(found.codeHash, 'base64url'), digest(address, code.trim()));
    if (right && consume) await repository.consume(found.id, at);
    return right;
  },

  outbox: (merchantCode: string, mobile: string | undefined, limit: number) =>
    repository.outbox(merchantCode, mobile?.replace(/^\+/, ''), limit),
});

export type SmsService = ReturnType<typeof createSmsService>;
