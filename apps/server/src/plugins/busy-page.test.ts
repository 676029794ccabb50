import { LANGUAGES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { busyPage } from './busy-page';
import { BUSY_PAGE_TEXTS } from './busy-page-texts';

describe('busy page', () => {
  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    'is written in %s, in its direction',
    (code, { tag, rtl }) => {
      const texts = BUSY_PAGE_TEXTS[code];
      const html = busyPage(code, '/m/home', 42);
      expect(html).toContain(`<html lang="${tag}" dir="${rtl ? 'rtl' : 'ltr'}">`);
      expect(html).toContain(`<title>${texts.title}</title>`);
      expect(html).toContain(`<h1>${texts.title}</h1>`);
      expect(html).toContain(`<p>${texts.message}</p>`);
      expect(html).toContain(`<a href="/m/home">${texts.retry}</a>`);
      expect(html).toContain('<meta http-equiv="refresh" content="42">');
      if (code !== 'EN') expect(texts.message).not.toBe(BUSY_PAGE_TEXTS.EN.message);
    },
  );

  it('is right to left in exactly Arabic, Persian and Urdu', () => {
    const rtl = LANGUAGES.filter(({ code }) => busyPage(code, '/m/', 1).includes('dir="rtl"'));
    expect(rtl.map(({ code }) => code).sort()).toEqual(['AR', 'FA', 'UR']);
  });

  it('escapes the address it links to, and has no script', () => {
    const html = busyPage('EN', `/m/x?a=1&b="><script>alert('x')</script>`, 5);
    expect(html).toContain(
      '<a href="/m/x?a=1&amp;b=&quot;&gt;&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;">Try again</a>',
    );
    expect(html).not.toMatch(/<script|\son\w+=/i);
  });
});
