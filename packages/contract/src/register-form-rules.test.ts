import { describe, expect, it } from 'vitest';
import type { RegisterField } from './account-rules';
import {
  type RegisterFormSettings,
  registerFormRowsOf,
  registerRowMarkedRequired,
  registerTabsOf,
} from './register-form-rules';

const settingsWith = (
  fields: Partial<Record<RegisterField, { enabled: boolean; required: boolean }>>,
  whitelabel: Partial<RegisterFormSettings['whitelabel']> = {},
): RegisterFormSettings => ({
  register: { fields, captcha: { enabled: true } },
  whitelabel: {
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    REGMOBVERF3: true,
    MOBILENUMPASSREG3: true,
    FACEBOOKLOGIN3: false,
    GOOGLELOGIN3: false,
    MOBILEVERCODELOGIN3: true,
    ...whitelabel,
  },
});

const on = { enabled: true, required: false };
const required = { enabled: true, required: true };

describe('registration method (spec §4)', () => {
  it('tabs when both are on; mobile only when MOBILENUMREG3 && !USERNAMEREG3; username by default', () => {
    expect(registerTabsOf({ USERNAMEREG3: true, MOBILENUMREG3: true })).toEqual(['username', 'mobile']);
    expect(registerTabsOf({ USERNAMEREG3: false, MOBILENUMREG3: true })).toEqual(['mobile']);
    expect(registerTabsOf({ USERNAMEREG3: true, MOBILENUMREG3: false })).toEqual(['username']);
    expect(registerTabsOf({ USERNAMEREG3: false, MOBILENUMREG3: false })).toEqual(['username']);
  });
});

describe('the form rows of a tab (spec §5)', () => {
  const settings = settingsWith({
    username: required,
    password: required,
    confirmPassword: required,
    mobileNum: on,
    email: on,
    affiliateCode: on,
    verificationCode: required,
    zalo: on,
    payeeName: { enabled: false, required: true },
  });

  it('username tab: the username, the optional number, then the enabled fields with the confirmation after the password', () => {
    expect(registerFormRowsOf('username', settings)).toEqual([
      'username',
      'countryDialingCode',
      'mobileNum',
      'password',
      'confirmPassword',
      'email',
      'zalo',
    ]);
  });

  it('username tab without the number: no dialing code either', () => {
    expect(
      registerFormRowsOf('username', {
        ...settings,
        register: { ...settings.register, fields: { username: required } },
      }),
    ).toEqual(['username']);
  });

  it('mobile tab: the number, its SMS code where REGMOBVERF3, the passwords where MOBILENUMPASSREG3', () => {
    expect(registerFormRowsOf('mobile', settings)).toEqual([
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
    const noCodeNoPassword = settingsWith(settings.register.fields, {
      REGMOBVERF3: false,
      MOBILENUMPASSREG3: false,
    });
    expect(registerFormRowsOf('mobile', noCodeNoPassword)).toEqual(['countryDialingCode', 'mobileNum']);
  });

  it('marks as required the dialing code and the fields the settings require, never the number or the confirmation', () => {
    expect(registerRowMarkedRequired('countryDialingCode', settings)).toBe(true);
    expect(registerRowMarkedRequired('username', settings)).toBe(true);
    expect(registerRowMarkedRequired('email', settings)).toBe(false);
    expect(registerRowMarkedRequired('mobileNum', settingsWith({ mobileNum: required }))).toBe(false);
    expect(registerRowMarkedRequired('confirmPassword', settings)).toBe(false);
  });
});
