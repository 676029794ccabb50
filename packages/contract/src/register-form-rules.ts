/**
 * The registration form's tabs and rows (spec §4 Registration method, §5 Registration), read by
 * the site's register screen and by the server, which writes the form's first rows into the
 * page's shell (decision 0072). Both must draw the same rows in the same order from the same
 * settings, so the rule is here once.
 */
import type { RegisterSettingsValue } from './account';
import { REGISTER_FIELDS, type RegisterField } from './account-rules';

export type RegisterTab = 'username' | 'mobile';

/**
 * Spec §4 Registration method: username by default; tabs when both are on; mobile alone only when
 * mobile registration is on and username registration is off.
 */
export function registerTabsOf(
  whitelabel: Pick<RegisterSettingsValue['whitelabel'], 'USERNAMEREG3' | 'MOBILENUMREG3'>,
): RegisterTab[] {
  if (whitelabel.MOBILENUMREG3 && whitelabel.USERNAMEREG3) return ['username', 'mobile'];
  if (whitelabel.MOBILENUMREG3) return ['mobile'];
  return ['username'];
}

/** What a rule of the form reads of the settings. */
export type RegisterFormSettings = Pick<RegisterSettingsValue, 'register' | 'whitelabel'>;

/**
 * Fields a tab does not take from its settings' list: drawn by the tab itself (the mobile number
 * and its SMS code; the confirmation right after the password) or only in special cases (the
 * invitation code, spec §4 Affiliate).
 */
const PLACED_FIELDS: readonly RegisterField[] = [
  'mobileNum',
  'verificationCode',
  'affiliateCode',
  'confirmPassword',
];

const enabledIn = (settings: RegisterFormSettings) => (field: RegisterField) =>
  settings.register.fields[field]?.enabled ?? false;

/**
 * The fields a tab sends from its settings (spec §4): the username tab follows the settings; the
 * mobile tab is short, but asks the date of birth too where the merchant does (the law of its
 * market asks it of everyone).
 */
export function registerFieldsOfTab(tab: RegisterTab, settings: RegisterFormSettings): RegisterField[] {
  const enabled = enabledIn(settings);
  if (tab === 'mobile') {
    const passwords: RegisterField[] = settings.whitelabel.MOBILENUMPASSREG3
      ? ['password', 'confirmPassword']
      : [];
    return enabled('birthday') ? [...passwords, 'birthday'] : passwords;
  }
  return REGISTER_FIELDS.filter((field) => enabled(field) && !PLACED_FIELDS.includes(field)).flatMap(
    (field): RegisterField[] => (field === 'password' ? ['password', 'confirmPassword'] : [field]),
  );
}

/** A row of the form: a field of the payload, or the mobile number's country dialing code. */
export type RegisterFormRow = RegisterField | 'countryDialingCode';

/** Whether a tab shows the mobile number (and its dialing code): the mobile tab always, the username tab where enabled. */
export const registerMobileShown = (tab: RegisterTab, settings: RegisterFormSettings): boolean =>
  tab === 'mobile' || enabledIn(settings)('mobileNum');

/**
 * The SMS code proves the number of a mobile registration (REGMOBVERF3); the username form's
 * optional number is not verified, as the server decides too.
 */
export const registerCodeShown = (tab: RegisterTab, settings: RegisterFormSettings): boolean =>
  tab === 'mobile' && settings.whitelabel.REGMOBVERF3;

/**
 * A tab's rows in the order the form shows them: the username first, the mobile number with its
 * dialing code and SMS code, then the tab's other fields. The invitation code, the captcha and the
 * age confirmation follow them where they show (they depend on the address and on other answers).
 */
export function registerFormRowsOf(tab: RegisterTab, settings: RegisterFormSettings): RegisterFormRow[] {
  const fields = registerFieldsOfTab(tab, settings);
  return [
    ...fields.filter((field) => field === 'username'),
    ...(registerMobileShown(tab, settings) ? (['countryDialingCode', 'mobileNum'] as const) : []),
    ...(registerCodeShown(tab, settings) ? (['verificationCode'] as const) : []),
    ...fields.filter((field) => field !== 'username'),
  ];
}

/**
 * Whether a row's label carries the required mark: the dialing code always; the mobile number
 * and the password's confirmation never (their own checks say what is missing); any other field
 * as its settings say.
 */
export function registerRowMarkedRequired(row: RegisterFormRow, settings: RegisterFormSettings): boolean {
  if (row === 'countryDialingCode') return true;
  if (row === 'mobileNum' || row === 'confirmPassword') return false;
  return settings.register.fields[row]?.required ?? false;
}

/**
 * The register page's shell (decision 0072): the build writes the tab bar as
 * `<template data-shell-register-tabs>…</template>` and each row it can draw as
 * `<template data-shell-register-row="<row>">…</template>`, with these slots; the server writes
 * the first tab's rows in order in their place, up to the first row without a template.
 */
export const SHELL_REGISTER_TABS_ATTRIBUTE = 'data-shell-register-tabs';
export const SHELL_REGISTER_ROW_ATTRIBUTE = 'data-shell-register-row';
export const SHELL_REGISTER_SLOTS = {
  /** The label's required mark, or nothing. */
  requiredMark: '%register-required-mark%',
  /** The dialing code's value: the merchant's, or empty (the site then takes the language's). */
  dialingCode: '%register-dialing-code%',
} as const;
/**
 * The rows the shell can draw as they are before any answer: plain inputs. The SMS code (its
 * button), the date of birth (the phone's own picker) and what follows the rows are the screen's.
 */
export const SHELL_REGISTER_ROWS: readonly RegisterFormRow[] = [
  'countryDialingCode',
  ...REGISTER_FIELDS.filter(
    (field) => field !== 'verificationCode' && field !== 'birthday' && field !== 'affiliateCode',
  ),
];
