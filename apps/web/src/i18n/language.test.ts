import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { activeLanguageCode, antdLocaleStore, chooseLanguage } from './language';

const html = document.documentElement;

describe('choosing a language', () => {
  afterAll(async () => {
    await chooseLanguage('EN');
  });

  it.each(['AR', 'FA', 'UR'] as const)('%s renders right to left', async (code) => {
    await chooseLanguage(code);
    expect(html.dir).toBe('rtl');
    expect(activeLanguageCode()).toBe(code);
  });

  it('switches the translations, <html lang>, the saved preference and antd-mobile’s locale', async () => {
    await chooseLanguage('PT');
    expect(html.lang).toBe('pt-BR');
    expect(html.dir).toBe('ltr');
    expect(i18n.language).toBe('pt');
    expect(window.localStorage.getItem('language')).toBe('PT');
    expect(antdLocaleStore.get()?.locale).toBe('pt-BR');
  });

  it('builds antd-mobile’s texts from our translations where it ships none', async () => {
    await chooseLanguage('KM');
    const locale = antdLocaleStore.get();
    expect(locale?.locale).toBe('km');
    expect(locale?.Dialog.ok).toBe(i18n.t('ok'));
    expect(locale?.common.cancel).toBe(i18n.t('cancel'));
    expect(locale?.InfiniteScroll.noMore).toBe(i18n.t('antd_no_more'));
  });
});
