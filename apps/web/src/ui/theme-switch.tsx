import type { Theme } from '@app/contract';
import { useTranslation } from '../i18n/use-translation';
import { useTheme } from '../theme/use-theme';
import './ui.css';

const OPTIONS: readonly { theme: Theme; labelKey: string }[] = [
  { theme: 'dark', labelKey: 'theme_dark' },
  { theme: 'light', labelKey: 'theme_light' },
];

/** Dark / light choice (spec §1), saved as the `theme` preference. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toggle-button group, not a form fieldset
    <div className="theme-switch" role="group" aria-label={t('theme')}>
      {OPTIONS.map((option) => (
        <button
          key={option.theme}
          type="button"
          aria-pressed={theme === option.theme}
          onClick={() => setTheme(option.theme)}
        >
          {t(option.labelKey)}
        </button>
      ))}
    </div>
  );
}
