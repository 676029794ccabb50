/**
 * antd-mobile's own texts (Dialog buttons, InfiniteScroll, PullToRefresh, ErrorBlock ...) default
 * to Chinese, so its locale follows our language. antd-mobile ships locales for 15 of our 22
 * languages; for the others we build one from en-US with our own translated keys, so nothing
 * stays English or Chinese. Each locale is a lazy chunk like our own JSON.
 */
import type { LanguageCode } from '@app/contract';
import type { Locale } from 'antd-mobile/es/locales/base';
import { ANTD_LOCALE_FILES, type AntdLocaleFile, antdLocaleFileOf } from './antd-locale-files';
import type { TFunction } from './i18n';

type LocaleModule = { default: Locale };

// One import per file, so that each is its own lazy chunk.
const LOADERS: Record<AntdLocaleFile, () => Promise<LocaleModule>> = {
  'en-US': () => import('antd-mobile/es/locales/en-US'),
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW'),
  'ja-JP': () => import('antd-mobile/es/locales/ja-JP'),
  'ko-KR': () => import('antd-mobile/es/locales/ko-KR'),
  'th-TH': () => import('antd-mobile/es/locales/th-TH'),
  'vi-VN': () => import('antd-mobile/es/locales/vi-VN'),
  'id-ID': () => import('antd-mobile/es/locales/id-ID'),
  'ms-MY': () => import('antd-mobile/es/locales/ms-MY'),
  'pt-BR': () => import('antd-mobile/es/locales/pt-BR'),
  'es-ES': () => import('antd-mobile/es/locales/es-ES'),
  'ru-RU': () => import('antd-mobile/es/locales/ru-RU'),
  'tr-TR': () => import('antd-mobile/es/locales/tr-TR'),
  'ar-SA': () => import('antd-mobile/es/locales/ar-SA'),
  'fa-IR': () => import('antd-mobile/es/locales/fa-IR'),
};

/** Whether antd-mobile ships this language's texts (else en-US plus our translations). */
const shipsTexts = (code: LanguageCode): boolean => code in ANTD_LOCALE_FILES;

/** Starts downloading a shipped locale early (in parallel with our JSON); later imports reuse it. */
export const preloadAntdLocale = async (code: LanguageCode): Promise<void> => {
  await LOADERS[antdLocaleFileOf(code)]();
};

/** en-US with every text of the components we use replaced by our translation (t of that language). */
export function translatedAntdLocale(base: Locale, t: TFunction, tag: string): Locale {
  const refreshHint = t('antd_refresh_hint');
  return {
    ...base,
    locale: tag,
    common: { confirm: t('confirm'), cancel: t('cancel'), loading: t('loading'), close: t('close') },
    Dialog: { ok: t('ok') },
    Modal: { ok: t('ok') },
    ErrorBlock: {
      default: { title: t('antd_error_title'), description: t('antd_error_description') },
      busy: { title: t('antd_busy_title'), description: refreshHint },
      disconnected: { title: t('antd_disconnected_title'), description: refreshHint },
      empty: { title: t('antd_empty_title'), description: t('antd_empty_description') },
    },
    Form: { ...base.Form, required: t('antd_required'), optional: t('antd_optional') },
    ImageUploader: { uploading: t('antd_uploading'), upload: t('antd_upload') },
    InfiniteScroll: { noMore: t('antd_no_more'), failedToLoad: t('antd_failed_to_load'), retry: t('retry') },
    Input: { clear: t('antd_clear') },
    PullToRefresh: {
      pulling: t('antd_pull_to_refresh'),
      canRelease: t('antd_release_to_refresh'),
      complete: t('antd_refresh_done'),
    },
    SearchBar: { name: t('antd_search') },
  };
}

export async function loadAntdLocale(code: LanguageCode, t: TFunction, tag: string): Promise<Locale> {
  const { default: locale } = await LOADERS[antdLocaleFileOf(code)]();
  return shipsTexts(code) ? locale : translatedAntdLocale(locale, t, tag);
}
