import { DEFAULT_FIELD_PATTERNS } from '@app/contract/client';
import { describe, expect, it } from 'vitest';
import {
  captchaAnswer,
  confirmPasswordOf,
  loginMobileNum,
  loginPassword,
  loginUsername,
  newPasswordOf,
  registerFieldCheck,
  verificationCode,
} from './form-rules';

describe('login rules (spec §5)', () => {
  it('loginUsername and loginPassword need a value', () => {
    expect(loginUsername('')).toBe('enter_username');
    expect(loginUsername('   ')).toBe('enter_username');
    expect(loginUsername('demo')).toBeNull();
    expect(loginPassword(undefined)).toBe('enter_password');
    expect(loginPassword('Demo1234')).toBeNull();
  });

  it('loginMobileNum: digits, at most 20, one leading 0 allowed', () => {
    expect(loginMobileNum('')).toBe('enter_mobile_num');
    expect(loginMobileNum('0912345678')).toBeNull();
    expect(loginMobileNum('91234a678')).toBe('mobile_num_invalid');
    expect(loginMobileNum('1'.repeat(21))).toBe('mobile_num_invalid');
  });

  it('verificationCode: numeric, at most 10', () => {
    expect(verificationCode('')).toBe('enter_verification_code');
    expect(verificationCode('123456')).toBeNull();
    expect(verificationCode('12a456')).toBe('verification_code_error');
    expect(verificationCode('12345678901')).toBe('verification_code_error');
  });
});

describe('captcha (spec §5: required, max 6)', () => {
  it('takes letters and digits', () => {
    expect(captchaAnswer('')).toBe('write_the_code');
    expect(captchaAnswer('aB3d')).toBeNull();
    expect(captchaAnswer('ab cd')).toBe('captcha_format_invalid');
    expect(captchaAnswer('abcdefg')).toBe('captcha_format_invalid');
  });
});

describe('passwords', () => {
  it("confirm is required ('incorrect password') and equal", () => {
    const confirm = confirmPasswordOf(() => 'Secret123');
    expect(confirm('')).toBe('incorrect_password');
    expect(confirm('Secret124')).toBe('confirm_password_mismatch');
    expect(confirm('Secret123')).toBeNull();
    expect(confirmPasswordOf(() => 'x', 'enter_password')('')).toBe('enter_password');
  });

  it('the new password has 8 to 64 characters, follows the pattern and differs from the old one', () => {
    const check = newPasswordOf(DEFAULT_FIELD_PATTERNS.password, () => 'Old12345');
    expect(check('')).toBe('enter_password');
    expect(check('abc123')).toBe('error_password_length');
    expect(check('x'.repeat(65))).toBe('error_password_length');
    expect(check('Old12345')).toBe('password_same_as_old');
    expect(check('New12345')).toBeNull();
    // A passphrase: spaces and any script, no composition rule.
    expect(check('ba chú mèo trèo lên cây cau nhé')).toBeNull();
    // A merchant's own pattern still applies above the floor.
    expect(newPasswordOf('^\\d+$', () => '')('letters-only')).toBe('password_format_incorrect');
  });

  it('the registration password meets the 8-64 floor whatever the merchant pattern allows', () => {
    const lax = { password: { enabled: true, required: true, pattern: '^.{1,100}$' } };
    // The form hands the check its own password field too.
    const check = (password: string) => registerFieldCheck(lax, 'password', () => password)(password);
    expect(check('abc123')).toBe('error_password_length');
    expect(check('three purple cats climb a tree')).toBeNull();
  });
});

describe('registration fields against the server settings', () => {
  const settings = {
    username: { enabled: true, required: true, pattern: DEFAULT_FIELD_PATTERNS.username },
    email: { enabled: true, required: false, pattern: DEFAULT_FIELD_PATTERNS.email },
  };
  it('required, format, and empty optional fields skip validation', () => {
    expect(registerFieldCheck(settings, 'username')('')).toBe('field_required');
    expect(registerFieldCheck(settings, 'username')('1abc')).toBe('account_format_incorrect');
    expect(registerFieldCheck(settings, 'username')('player01')).toBeNull();
    expect(registerFieldCheck(settings, 'email')('')).toBeNull();
    expect(registerFieldCheck(settings, 'email')('nope')).toBe('email_format_incorrect');
  });
});
