/** Business constants and limits of spec §9, named as the spec names them. Durations in ms. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_PAGE_SIZE = 9;
export const GAME_LIST_PAGE_SIZE = 25;
export const HOME_FAVOURITES_PAGE_SIZE = 15;
export const FAVOURITES_PAGE_SIZE_ELSEWHERE = 100;

export const LOADING_TOAST_MS = 10_000;
export const LOADING_TOAST_LONG_MS = 9_999_000; // logout and trial play
export const SAVED_MESSAGE_MS = 1_000;
export const SUCCESS_TOAST_MS = 1_500;
export const INVITATION_TOAST_MS = 1_000;
export const LOGIN_REQUIRED_TOAST_MS = 2_000;
export const SETTINGS_TOAST_MS = 4_000;
export const DEFAULT_TOAST_MS = 1_500;
export const TOAST_SHORT_MS = 3_000;
export const TOAST_LONG_MS = 8_000;

export const MARK_READ_THROTTLE_MS = 150;
export const UNREAD_THROTTLE_MS = 250;
export const PROMPT_FOCUS_DELAY_MS = 500;
export const CHAT_REDIRECT_DELAY_MS = 500;

export const SMS_COUNTDOWN_DEFAULT_S = 60;
export const SMS_COUNTDOWN_TICK_MS = 500;
export const CAPTCHA_INPUT_MAX = 6;
export const FEEDBACK_CAPTCHA_MIN = 1;
export const FEEDBACK_CAPTCHA_MAX = 16;
export const SMS_CODE_MAX = 10;
export const MOBILE_NUMBER_MAX = 20;
export const LANGUAGE_REVALIDATION_DEBOUNCE_MS = 200;

export const BANNER_AUTOPLAY_MS = 5_000;
export const PAGE_TRANSITION_MS = 300;
export const PASSWORD_CHANGE_REDIRECT_MS = 1_000;
export const SWIPE_BACK_THRESHOLD_PX = 100;

export const MARQUEE_FPS = 20;
export const BALANCE_DECIMALS = 0;

export const FEEDBACK_CONTENT_MIN = 20;
export const FEEDBACK_CONTENT_MAX = 200;
export const FEEDBACK_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_UPLOAD_MAX_IMAGES = 3;
export const FEEDBACK_UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;
export const FEEDBACK_REMARK_MAX = 140;

export const MINIMUM_AGE = 18;
export const UNREAD_BADGE_MAX = 99;

export const INFINITE_SCROLL_THRESHOLD_PX = 300;
export const INFINITE_SCROLL_THROTTLE_MS = 300;
export const LAZY_LOAD_THRESHOLD_PX = 100;
export const LAZY_LOAD_THROTTLE_MS = 300;
export const LAZY_LOAD_DELAY_MS = 200;

export const NOTIFICATION_TOP_PX = 65;
export const DEFAULT_ICON_SIZE_PX = 96;
export const PLATFORM_SEARCH = 'html5';
export const PLATFORM_DEFAULT = 'mobile';
export const HELP_DEVICE = 'MOBILE';

export const EMAIL_MAX_LENGTH = 254;
export const MOBILE_BASE_PATH = '/m';
/** Spec §2: the addresses of the home page ('/' and '/m' redirect to '/m/'). */
export const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;
/**
 * Written by the site's build beside index.html: for each route path other than home's, the files
 * its first render needs (the entry, its imports, the screen's chunks and style sheets), which the
 * server names as preloads in the page it answers for that path (decision 0052).
 */
export const SCREEN_PRELOADS_FILE = 'screen-preloads.json';
/**
 * Written by the site's build beside index.html: for each path of a landing route with a shell
 * (login, register, the game list, the deposit screen), the markup of its shell, which the server
 * writes into the page it answers for that path so that the screen's frame and title paint with
 * the HTML (decision 0056).
 */
export const LANDING_SHELLS_FILE = 'landing-shells.json';
/**
 * The page's brand name, which the build cannot know (one build serves every merchant): index.html
 * and the landing shells write it as `<span data-brand-name>…</span>`, its `<title>` and its
 * `<meta name="application-name">`, and the server puts the request's merchant's name in all of them.
 */
export const BRAND_NAME_ATTRIBUTE = 'data-brand-name';

export const JACKPOT_START_MIN = 1.3e9;
export const JACKPOT_START_MAX = 2.1e9;
export const JACKPOT_STEP_MIN = 100;
export const JACKPOT_STEP_MAX = 500;
export const JACKPOT_INTERVAL_MIN_MS = 2_000;
export const JACKPOT_INTERVAL_MAX_MS = 3_000;

/**
 * Upper bounds of list and filter parameters (issue 11): a page number past them can only be an
 * attack or a bug, and unbounded it overflowed the SQL offset (a 500). Unix ms up to
 * 9999-12-31T23:59:59.999Z, the last instant ISO 8601 writes with four digits.
 */
export const PAGE_NO_MAX = 100_000;
export const UNIX_MS_MAX = 253_402_300_799_999;
/** The small numeric codes some list calls carry (clientType, isPlatform, typeId). */
export const CLIENT_CODE_MAX = 99;
