import { describe, expect, it } from 'vitest';
import { chatLanguageOf, sealCustomerServicePath, unsealCustomerServicePath } from './chat-rules';

describe('customer-service paths (spec §7: type 3, key = last 8 characters)', () => {
  it('unseals what was sealed, whatever the text, with the key at the end', () => {
    for (const path of [
      'https://t.me/help',
      'mailto:hỗ-trợ@example.com',
      'tel:+84 901',
      'https://x.example/客服?a=1',
    ]) {
      const sealed = sealCustomerServicePath(path, 'Ab_-1234');
      expect(sealed.endsWith('Ab_-1234')).toBe(true);
      expect(sealed).not.toContain(path);
      expect(unsealCustomerServicePath(sealed)).toBe(path);
    }
  });

  it('answers null for what does not unseal', () => {
    expect(unsealCustomerServicePath('short')).toBeNull();
    expect(unsealCustomerServicePath('!!!!abcdefgh')).toBeNull();
    expect(() => sealCustomerServicePath('https://x.example', 'short')).toThrow();
  });
});

describe('chatLanguageOf (spec §7: any CN variant collapsed to CN)', () => {
  it('collapses Chinese variants and keeps known codes', () => {
    expect(['CN', 'cn', 'zh', 'zh-CN', 'zh_Hans', 'CN_SG'].map((code) => chatLanguageOf(code, 'EN'))).toEqual(
      Array(6).fill('CN'),
    );
    expect(chatLanguageOf('zh-TW', 'EN')).toBe('TW');
    expect(chatLanguageOf('VI', 'EN')).toBe('VI');
    expect(chatLanguageOf(undefined, 'TH')).toBe('TH');
    expect(chatLanguageOf('xx', 'TH')).toBe('TH');
  });
});
