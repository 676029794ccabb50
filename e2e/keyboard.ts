/** What Tab reaches on a screen, and whether each stop shows where the keyboard is. */
import type { Page } from '@playwright/test';

export interface FocusStop {
  /** The control's accessible-ish name: its label, its text or its placeholder. */
  name: string;
  /** An outline is drawn on the control, or on the box antd-mobile draws for it. */
  ringShown: boolean;
}

/** Presses Tab `presses` times from where focus is, noting every stop on the way. */
export async function tabStops(page: Page, presses: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return { name: '', ringShown: false };
        // antd-mobile's inputs and our list rows (ui/action-item) show the ring on their row, its
        // checkbox on the drawn box.
        const drawn =
          focused.closest('.adm-input, .adm-text-area, .action-item') ??
          focused
            .closest('.adm-checkbox, .adm-radio')
            ?.querySelector('.adm-checkbox-icon, .adm-radio-icon') ??
          focused;
        const name =
          focused.getAttribute('aria-label') ||
          focused.closest('label')?.textContent ||
          focused.textContent?.trim() ||
          focused.getAttribute('placeholder') ||
          '';
        return { name: name.trim(), ringShown: getComputedStyle(drawn).outlineStyle !== 'none' };
      }),
    );
  }
  return stops.filter((stop) => stop.name !== '');
}
