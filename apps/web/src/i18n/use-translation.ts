/**
 * The active language's translate function for a component, which renders again when the
 * language changes (the function is a new one per language, so effects and memos that use it
 * follow the language too).
 */
import { useSyncExternalStore } from 'react';
import { i18n, type TFunction } from './i18n';

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const activeLanguage = () => i18n.language;

export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, activeLanguage);
  return { t: i18n.getFixedT(language), i18n };
}
