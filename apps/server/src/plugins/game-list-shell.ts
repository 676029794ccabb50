/**
 * The game list's page shell filled for its address (decision 0071): the address's filter tab
 * selected, and the first view's cards of the catalogue list written in place of the shell's card
 * template, so that their pictures (the page's largest paint) load with the HTML instead of after
 * the scripts, the list's answer and React's render. The build writes the shell (the site's
 * app/landing-shells.ts); the markers are the contract's.
 *
 * Only the lists every visitor lands on get cards: all games and the hot ones, with no search,
 * vendor or game type (a game type's vendor tabs arrive later and would move the cards). A
 * member's list (recent, favourites) needs the session, which the page's request does not carry.
 */
import {
  GAME_LIST_ROW_CARDS,
  GAME_TYPE_PARAM,
  gameListFilterOf,
  LANGUAGES,
  SEARCH_PARAM,
  SHELL_FILTER_ATTRIBUTE,
  SHELL_GAME_ATTRIBUTE,
  SHELL_GAME_SLOTS,
  type ShellGame,
  VENDOR_PARAM,
} from '@app/contract';
import { escapeMarkup, inEveryLanguageMarkup } from '../lib/markup';

/** The list whose first view the shell draws. */
export interface ShellGameList {
  isHot: boolean;
}

const CARD_TEMPLATE = new RegExp(`<template ${SHELL_GAME_ATTRIBUTE}>([\\s\\S]*?)</template>`);

/** The catalogue list of the address whose cards the shell draws, or null for none. */
export const shellGameListOf = (search: URLSearchParams): ShellGameList | null => {
  const filter = gameListFilterOf(search);
  if (filter !== 'hot' && filter !== 'all') return null;
  if ([SEARCH_PARAM, VENDOR_PARAM, GAME_TYPE_PARAM].some((param) => search.get(param))) return null;
  return { isHot: filter === 'hot' };
};

/**
 * The game's name as the screen shows it in each language (its localized name, else its own):
 * one text when all agree, else one span per language, of which the page's style shows the one
 * of <html lang> (the shell's texts are written the same way by the build).
 */
const nameMarkup = (game: ShellGame): string =>
  inEveryLanguageMarkup(
    LANGUAGES.map(({ code, tag }) => ({
      tag,
      markup: escapeMarkup(game.localizedNames[code.toLowerCase()] ?? game.name),
    })),
  );

const cardOf = (template: string, game: ShellGame, index: number): string => {
  const values: Record<string, string> = {
    [SHELL_GAME_SLOTS.art]: escapeMarkup(game.artUrl),
    // The first row's pictures load before the others and the scripts: one is the largest paint.
    [SHELL_GAME_SLOTS.artPriority]: index < GAME_LIST_ROW_CARDS ? 'high' : 'auto',
    [SHELL_GAME_SLOTS.name]: nameMarkup(game),
    [SHELL_GAME_SLOTS.vendorLogo]: escapeMarkup(game.vendorLogoUrl),
    [SHELL_GAME_SLOTS.vendorName]: escapeMarkup(game.vendorName),
  };
  // Functions, not replacement strings: a '$&' in a name stays as written.
  return Object.entries(values).reduce((card, [slot, value]) => card.replaceAll(slot, () => value), template);
};

/**
 * The shell with the address's filter tab selected and the cards of `games` in place of its card
 * template (none: an empty grid, which the screen fills). A shell without the template is returned
 * as it is.
 */
export const withGameListShell = (
  shell: string,
  search: URLSearchParams,
  games: readonly ShellGame[],
): string => {
  const template = CARD_TEMPLATE.exec(shell)?.[1];
  if (template === undefined) return shell;
  const filter = gameListFilterOf(search);
  const tab = `${SHELL_FILTER_ATTRIBUTE}="${filter}" aria-selected="false"`;
  return shell
    .replace(tab, () => `${SHELL_FILTER_ATTRIBUTE}="${filter}" aria-selected="true"`)
    .replace(CARD_TEMPLATE, () => games.map((game, index) => cardOf(template, game, index)).join(''));
};

/** Whether the shell is the game list's (it has the card template). */
export const isGameListShell = (shell: string): boolean => CARD_TEMPLATE.test(shell);
