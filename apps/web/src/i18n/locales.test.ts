import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@app/contract/client';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

const dir = join(import.meta.dirname, 'locales');
const files = new Set(readdirSync(dir));
const placeholdersOf = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// Expected to fail until every translation is complete: that is its job (spec §9, issue 2).
describe.each(LANGUAGES.map((l) => l.code))('locale %s', (code) => {
  const file = `${code.toLowerCase()}.json`;

  it('exists', () => {
    expect(files.has(file), `src/i18n/locales/${file} is missing`).toBe(true);
  });

  it('has every key English has, non-empty and with the same placeholders', () => {
    if (!files.has(file)) return;
    const messages = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
    const missing = Object.keys(en).filter((key) => !(key in messages));
    expect(missing, `${file} lacks keys`).toEqual([]);
    for (const [key, text] of Object.entries(en)) {
      const translated = messages[key] ?? '';
      expect(translated.trim().length, `${file} ${key} is empty`).toBeGreaterThan(0);
      expect(placeholdersOf(translated), `${file} ${key} placeholders`).toEqual(placeholdersOf(text));
    }
  });
});
