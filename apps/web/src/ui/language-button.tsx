import { languageOf } from '@app/contract/client';
import { GlobalOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { activeLanguageCode } from '../i18n/language';
import { useTranslation } from '../i18n/use-translation';

const LanguagePicker = lazy(() => import('./language-picker'));

export interface LanguageButtonProps {
  /** 'icon': globe and language code (top bars); 'row': a labelled list row (sidebar). */
  variant?: 'icon' | 'row';
  className?: string;
}

/** Shows the active language and opens the (lazily loaded) language picker. */
export function LanguageButton({ variant = 'icon', className }: LanguageButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const code = activeLanguageCode();
  return (
    <>
      <button
        type="button"
        className={className ?? 'icon-button'}
        // The name starts with the code the button shows (WCAG 2.5.3, label in name).
        aria-label={variant === 'icon' ? `${code} ${t('choose_language')}` : undefined}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <GlobalOutline aria-hidden="true" />
        {variant === 'icon' ? (
          <span className="language-button__code">{code}</span>
        ) : (
          <>
            <span>{t('language')}</span>
            <span className="language-button__name" lang={languageOf(code).tag}>
              {languageOf(code).name}
            </span>
          </>
        )}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <LanguagePicker visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
