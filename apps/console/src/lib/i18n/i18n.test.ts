import { beforeAll, describe, expect, it } from 'vitest';
import { activeLanguage, chooseLanguage, interpolate, LANGUAGE_STORAGE_KEY, startLanguage } from './i18n';
import { CONSOLE_LANGUAGES, LANGUAGE_LOADERS } from './languages';
import { en } from './messages/en';

const placeholdersOf = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe.each(CONSOLE_LANGUAGES)('the %s dictionary', (language) => {
  let messages: Readonly<Record<string, string>> = {};
  beforeAll(async () => {
    messages = (await LANGUAGE_LOADERS[language]()).messages;
  });

  it('has exactly the keys English has', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it('has a text for every key, with the placeholders of the English one', () => {
    for (const [key, english] of Object.entries(en)) {
      const text = messages[key] ?? '';
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholdersOf(text), `${language} ${key}`).toEqual(placeholdersOf(english));
    }
  });
});

describe('the active language', () => {
  it('is remembered, and sets <html lang> once its texts have loaded', async () => {
    const choice = chooseLanguage('VI');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('VI');
    await choice;
    expect(document.documentElement.lang).toBe('vi');
    await startLanguage();
    expect(activeLanguage()).toBe('VI');
  });

  it('keeps the last choice when an earlier one loads later', async () => {
    const earlier = chooseLanguage('TH');
    await chooseLanguage('EN');
    await earlier;
    expect(activeLanguage()).toBe('EN');
  });

  it("starts in the browser's language when the console has it and none was chosen", async () => {
    window.localStorage.clear();
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(navigator, 'languages', { value: ['th-TH', 'en'], configurable: true });
    try {
      await startLanguage();
      expect(activeLanguage()).toBe('TH');
      expect(document.documentElement.lang).toBe('th');
    } finally {
      delete (navigator as { languages?: unknown }).languages;
      if (languages) Object.defineProperty(Navigator.prototype, 'languages', languages);
    }
  });
});

describe('interpolate', () => {
  it('fills the placeholders it has values for and leaves the others to be noticed', () => {
    expect(interpolate('Try again in {{minutes}} min ({{unknown}})', { minutes: 3 })).toBe(
      'Try again in 3 min ({{unknown}})',
    );
  });
});
