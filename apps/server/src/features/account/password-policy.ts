/**
 * The floor every new password meets, whatever the merchant's own pattern allows (ASVS 2.1,
 * decision 0022): 8 to 64 characters of any kind (passphrases, spaces, any script; no composition
 * rules), and not one of the common breached passwords. Login never re-checks it: members keep the
 * passwords they already have until they change them.
 */
import { ACCOUNT_MESSAGES, ErrorCode, passwordLengthAllowed } from '@app/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { fail } from './shared';

/**
 * zxcvbn-ts' list of common passwords (about 49,000, from public breach corpora, lower case),
 * loaded once when the server starts; the check is case-insensitive, as ASVS suggests for common lists.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export type PasswordPolicyError =
  | typeof ErrorCode.PASSWORD_LENGTH_INVALID
  | typeof ErrorCode.PASSWORD_TOO_COMMON;

/** Why a new password is refused, or null when it meets the floor. */
export const passwordPolicyError = (password: string): PasswordPolicyError | null => {
  if (!passwordLengthAllowed(password)) return ErrorCode.PASSWORD_LENGTH_INVALID;
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? ErrorCode.PASSWORD_TOO_COMMON : null;
};

/** The floor, refused on the form field that holds the new password. */
export const requirePasswordPolicy = (password: string, field: 'password' | 'newPassword') => {
  const errorCode = passwordPolicyError(password);
  if (errorCode) throw fail(errorCode, { fields: { [field]: ACCOUNT_MESSAGES[errorCode] } });
};
