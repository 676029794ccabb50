/**
 * antd-mobile's own texts (Dialog buttons, InfiniteScroll, PullToRefresh, ErrorBlock ...) default
 * to Chinese, so its locale follows our language. antd-mobile ships locales for 15 of our 22
 * languages; for the others we build one from en-US with our own translated keys, so nothing
 * stays English or Chinese. Each locale is a lazy chunk like our own JSON.
 */
import type { LanguageCode } from '@app/contract';
import type { Locale } from 'antd-mobile/es/locales/base';
import type { TFunction } from 'i18next';

type LocaleModule = { default: Locale };

const SHIPPED: Partial<Record<LanguageCode, () => Promise<LocaleModule>>> = {
  EN: () => import('antd-mobile/es/locales/en-US'),
  CN: () => import('antd-mobile/es/locales/zh-CN'),
  TW: () => import('antd-mobile/es/locales/zh-TW'),
  JA: () => import('antd-mobile/es/locales/ja-JP'),
  KO: () => import('antd-mobile/es/locales/ko-KR'),
  TH: () => import('antd-mobile/es/locales/th-TH'),
  VI: () => import('antd-mobile/es/locales/vi-VN'),
  ID: () => import('antd-mobile/es/locales/id-ID'),
  MS: () => import('antd-mobile/es/locales/ms-MY'),
  PT: () => import('antd-mobile/es/locales/pt-BR'),
  ES: () => import('antd-mobile/es/locales/es-ES'),
  RU: () => import('antd-mobile/es/locales/ru-RU'),
  TR: () => import('antd-mobile/es/locales/tr-TR'),
  AR: () => import('antd-mobile/es/locales/ar-SA'),
  FA: () => import('antd-mobile/es/locales/fa-IR'),
};

/** Starts downloading a shipped locale early (in parallel with our JSON); later imports reuse it. */
export const preloadAntdLocale = async (code: LanguageCode): Promise<void> => {
  await SHIPPED[code]?.();
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
  const shipped = SHIPPED[code];
  if (shipped) return (await shipped()).default;
  const { default: enUS } = await import('antd-mobile/es/locales/en-US');
  return translatedAntdLocale(enUS, t, tag);
}
