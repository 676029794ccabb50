/**
 * The deposit page's shell filled for the request's merchant (decision 0073): the page's first view
 * (the balance's label, the channels' title) with the merchant's channels, the first one chosen as
 * on the screen, each with its range written in every language, so that the channels (the page's
 * largest text) paint with the HTML instead of after the scripts, the session's answers and
 * React's render. The channels are the merchant's, not the member's, so the page's request, which
 * carries no session, can have them; the balance's amount is the member's and comes with React.
 * The build writes the shell (the site's app/landing-shells.ts); the markers are the contract's.
 */
import {
  formatMoney,
  LANGUAGES,
  SHELL_AMOUNT_RANGE_ATTRIBUTE,
  SHELL_CHANNEL_ATTRIBUTE,
  SHELL_DEPOSIT_ATTRIBUTE,
  SHELL_DEPOSIT_SLOTS,
} from '@app/contract';
import { escapeMarkup, inEveryLanguageMarkup } from '../lib/markup';

/** What the deposit page's first view shows of the merchant. */
export interface ShellDepositPage {
  /** The voucher centre's template (spec §4 Template: dep_func): the shell draws the list ('base') only. */
  template: 'base' | 'new';
  /** The currency's decimals, as the wallet answers them. */
  decimals: number;
  /** The enabled channels in the screen's order: names and ranges in minor units. */
  channels: readonly { name: string; min: number; max: number }[];
}

const PAGE_TEMPLATE = new RegExp(`<template ${SHELL_DEPOSIT_ATTRIBUTE}>([\\s\\S]*?)</template>`);
const CHANNEL_TEMPLATES = new RegExp(
  `<template ${SHELL_CHANNEL_ATTRIBUTE}="(chosen|other)">([\\s\\S]*?)</template>`,
  'g',
);
const RANGE_TEMPLATE = new RegExp(`<template ${SHELL_AMOUNT_RANGE_ATTRIBUTE}>([\\s\\S]*?)</template>`);
const LANGUAGE_SPANS = /<span lang="([^"]+)">([\s\S]*?)<\/span>/g;

/** Whether the shell is the deposit page's (it has the page's template). */
export const isDepositShell = (shell: string): boolean => PAGE_TEMPLATE.test(shell);

/**
 * A channel's range as the screen writes it in each language (amount_range with the amounts in
 * that language's digits and grouping), from the build's amount_range markup: one span per
 * language, or one text for all.
 */
const rangeMarkup = (template: string, channel: ShellDepositPage['channels'][number], decimals: number) => {
  const perLanguage = new Map([...template.matchAll(LANGUAGE_SPANS)].map(([, tag, text]) => [tag, text]));
  return inEveryLanguageMarkup(
    LANGUAGES.map(({ tag }) => {
      const amount = (value: number) => () => escapeMarkup(formatMoney(value, decimals, tag));
      const text = (perLanguage.get(tag) ?? template)
        .replace(SHELL_DEPOSIT_SLOTS.min, amount(channel.min))
        .replace(SHELL_DEPOSIT_SLOTS.max, amount(channel.max));
      return { tag, markup: text };
    }),
  );
};

/**
 * The shell with the deposit page's first view and the merchant's channels in place of its
 * templates; without the page (the merchant unknown, the tiles template, no channel), the shell's
 * frame alone, as the screen draws the rest.
 */
export const withDepositShell = (shell: string, page: ShellDepositPage | null): string => {
  const rows = new Map(
    [...shell.matchAll(CHANNEL_TEMPLATES)].map(([, kind, markup]) => [kind, markup ?? '']),
  );
  const range = RANGE_TEMPLATE.exec(shell)?.[1] ?? '';
  const drawn = page?.template === 'base' && page.channels.length > 0 ? page : null;
  const channelsOf = ({ channels, decimals }: ShellDepositPage) =>
    channels
      .map((channel, index) =>
        (rows.get(index === 0 ? 'chosen' : 'other') ?? '')
          // Functions, not replacement strings: a '$&' in a name stays as written.
          .replace(SHELL_DEPOSIT_SLOTS.name, () => escapeMarkup(channel.name))
          .replace(SHELL_DEPOSIT_SLOTS.range, () => rangeMarkup(range, channel, decimals)),
      )
      .join('');
  return shell
    .replace(PAGE_TEMPLATE, (_, markup: string) =>
      drawn ? markup.replace(SHELL_DEPOSIT_SLOTS.channels, () => channelsOf(drawn)) : '',
    )
    .replace(CHANNEL_TEMPLATES, '')
    .replace(RANGE_TEMPLATE, '');
};
