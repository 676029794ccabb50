/**
 * Registration decisions of spec §4 as pure functions: the URL's affiliate code, method. The tabs
 * and rows are the contract's (register-form-rules.ts), which the server's page shell reads too.
 */
import type { RegisterSettingsValue } from '@app/contract';
import { type LanguageCode, languageOf, type RegisterTab } from '@app/contract/client';

/** Spec §5: each tab has its own mobile field; a code request validates the active tab's one. */
export const mobileFieldOf = (tab: RegisterTab): 'mobileNum1' | 'mobileNum2' =>
  tab === 'username' ? 'mobileNum1' : 'mobileNum2';

/** Spec §4: the phone field is refilled this long after a tab switch (after the tab's animation). */
export const PHONE_REFILL_DELAY_MS = 150;

/**
 * The invitation code of the registration link: `?affiliateCode=` (the payload's own name), or the
 * short `?code=` that agents' shared links use; the first wins when both are present.
 */
export function affiliateCodeFromUrl(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
}

/**
 * A member's invite link (`/m/register?recommenderId=<code>`, spec §3; decision 0046): the code of
 * the member who invited, carried into the payload whether or not the form shows the field.
 */
export function recommenderIdFromUrl(search: string): string {
  return (new URLSearchParams(search).get('recommenderId') ?? '').trim();
}

/** Country calling codes of the languages' flag countries: the guess when the merchant names none. */
const DIALING_CODE_OF_COUNTRY: Readonly<Record<string, string>> = {
  US: '1',
  CN: '86',
  TW: '886',
  JP: '81',
  KR: '82',
  TH: '66',
  VN: '84',
  MM: '95',
  KH: '855',
  ID: '62',
  MY: '60',
  PH: '63',
  IN: '91',
  LK: '94',
  BD: '880',
  PK: '92',
  SA: '966',
  IR: '98',
  TR: '90',
  RU: '7',
  ES: '34',
  BR: '55',
};

/**
 * The dialing-code field's first value (the player can change it): the merchant's country code
 * from its site config, or without one the code of the country of the player's language.
 */
export const defaultDialingCode = (merchantCode: string | null, language: LanguageCode): string =>
  merchantCode ?? DIALING_CODE_OF_COUNTRY[languageOf(language).flag] ?? '1';

/**
 * How the member a mobile registration created logs in, as the dialog that shows its generated
 * username says (a translation key): with that username and the password chosen on the mobile tab
 * (MOBILENUMPASSREG3), with the number and an SMS code (MOBILEVERCODELOGIN3), either, or null for
 * neither (the forgotten-password screen sets a password).
 */
export function generatedUsernameHintKey(
  whitelabel: Pick<RegisterSettingsValue['whitelabel'], 'MOBILENUMPASSREG3' | 'MOBILEVERCODELOGIN3'>,
): string | null {
  const { MOBILENUMPASSREG3: password, MOBILEVERCODELOGIN3: sms } = whitelabel;
  if (password && sms) return 'register_username_login_password_or_sms';
  if (password) return 'register_username_login_password';
  if (sms) return 'register_username_login_sms';
  return null;
}
