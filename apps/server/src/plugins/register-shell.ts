/**
 * The register page's shell filled for the request's merchant (decision 0072): the tab bar where
 * the merchant has two registration methods, and the first tab's rows as its settings name them,
 * in the form's order (the contract's registerFormRowsOf), so that the form and the password's
 * hint (the page's largest text) paint with the HTML instead of after the scripts, the settings'
 * answer and React's render. The build writes the shell (the site's app/landing-shells.ts) with a
 * template per row it can draw; the rows stop at the first without one (the SMS code, the date of
 * birth), as the screen's own rows continue below them.
 */
import {
  type RegisterFormSettings,
  registerFormRowsOf,
  registerRowMarkedRequired,
  registerTabsOf,
  SHELL_REGISTER_ROW_ATTRIBUTE,
  SHELL_REGISTER_SLOTS,
  SHELL_REGISTER_TABS_ATTRIBUTE,
} from '@app/contract';
import { escapeMarkup } from '../lib/markup';

/** What the shell's form is drawn from: the merchant's register settings and dialing code. */
export interface ShellRegisterForm {
  settings: RegisterFormSettings;
  /** The merchant's country dialing code; null: the site takes the language's, unknown here. */
  dialingCode: string | null;
}

const TABS_TEMPLATE = new RegExp(`<template ${SHELL_REGISTER_TABS_ATTRIBUTE}>([\\s\\S]*?)</template>`);
const ROW_TEMPLATE = `<template ${SHELL_REGISTER_ROW_ATTRIBUTE}="([^"]+)">([\\s\\S]*?)</template>`;
const ROW_TEMPLATES = new RegExp(ROW_TEMPLATE, 'g');
/** The build writes the row templates one after the other: the rows go in their place. */
const ROW_TEMPLATES_RUN = new RegExp(`(?:${ROW_TEMPLATE})+`);
/** antd-mobile's Form.Item mark of a required field. */
const REQUIRED_MARK = '<span class="adm-form-item-required-asterisk">*</span>';

/** Whether the shell is the register page's (it has the tab bar's template). */
export const isRegisterShell = (shell: string): boolean => TABS_TEMPLATE.test(shell);

/**
 * The shell with the merchant's tab bar and first rows in place of the templates; without a form
 * (the merchant unknown), with none of them: the screen draws the form.
 */
export const withRegisterShell = (shell: string, form: ShellRegisterForm | null): string => {
  const templates = new Map([...shell.matchAll(ROW_TEMPLATES)].map(([, row, markup]) => [row, markup ?? '']));
  const tabs = form ? registerTabsOf(form.settings.whitelabel) : [];
  const rows: string[] = [];
  if (form && tabs[0]) {
    const dialingCode = escapeMarkup(form.dialingCode ?? '');
    for (const row of registerFormRowsOf(tabs[0], form.settings)) {
      const template = templates.get(row);
      if (template === undefined) break;
      const mark = registerRowMarkedRequired(row, form.settings) ? REQUIRED_MARK : '';
      // Functions, not replacement strings: nothing in a value is read as a pattern.
      rows.push(
        template
          .replace(SHELL_REGISTER_SLOTS.requiredMark, () => mark)
          .replace(SHELL_REGISTER_SLOTS.dialingCode, () => dialingCode),
      );
    }
  }
  return shell
    .replace(TABS_TEMPLATE, (_, tabBar: string) => (tabs.length > 1 ? tabBar : ''))
    .replace(ROW_TEMPLATES_RUN, () => rows.join(''));
};
