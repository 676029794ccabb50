/** The site and games pages' addresses (their modules load only when shown; the menu needs these). */
export const SITE_PATH = '/site';
export const GAMES_PATH = '/games';
