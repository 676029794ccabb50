import { normalizeMobileNum } from '@app/contract/client';
import { describe, expect, it } from 'vitest';
import {
  affiliateCodeFromUrl,
  defaultDialingCode,
  generatedUsernameHintKey,
  mobileFieldOf,
} from './register-rules';

describe('registration method (spec §4)', () => {
  it('each tab validates its own mobile field', () => {
    expect(mobileFieldOf('username')).toBe('mobileNum1');
    expect(mobileFieldOf('mobile')).toBe('mobileNum2');
  });
});

describe('the URL invitation code', () => {
  it('reads ?affiliateCode= first, then ?code=', () => {
    expect(affiliateCodeFromUrl('?affiliateCode=AG1&code=AG2')).toBe('AG1');
    expect(affiliateCodeFromUrl('?code=%20AG2%20')).toBe('AG2');
    expect(affiliateCodeFromUrl('')).toBe('');
  });
});

describe('mobile numbers', () => {
  it('lose exactly one leading 0 before sending (spec §5)', () => {
    expect(normalizeMobileNum('0912345678')).toBe('912345678');
    expect(normalizeMobileNum('00912')).toBe('0912');
  });
  it("start with the merchant's dialing code, else the one of the language flag", () => {
    expect(defaultDialingCode('84', 'EN')).toBe('84');
    expect(defaultDialingCode(null, 'VI')).toBe('84');
    expect(defaultDialingCode(null, 'EN')).toBe('1');
    expect(defaultDialingCode(null, 'PT')).toBe('55');
  });
});

describe('the generated username dialog', () => {
  it('names the ways the new member logs in', () => {
    const hint = (MOBILENUMPASSREG3: boolean, MOBILEVERCODELOGIN3: boolean) =>
      generatedUsernameHintKey({ MOBILENUMPASSREG3, MOBILEVERCODELOGIN3 });
    expect(hint(true, true)).toBe('register_username_login_password_or_sms');
    expect(hint(true, false)).toBe('register_username_login_password');
    expect(hint(false, true)).toBe('register_username_login_sms');
    expect(hint(false, false)).toBeNull();
  });
});
