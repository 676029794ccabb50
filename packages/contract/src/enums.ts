/** Enumerations named by spec §3. */

/** Member types: 0, 1, 2 real accounts; 4 trial; 40, 41, 42 other non-agent or excluded types. */
export const MemberType = {
  REAL_0: 0,
  REAL_1: 1,
  REAL_2: 2,
  TRIAL: 4,
  OTHER_40: 40,
  OTHER_41: 41,
  OTHER_42: 42,
} as const;
export type MemberType = (typeof MemberType)[keyof typeof MemberType];

export const REAL_MEMBER_TYPES: readonly number[] = [0, 1, 2];
export const NON_AGENT_MEMBER_TYPES: readonly number[] = [0, 4, 40];
/** Types that never see agent-contract prompts (spec §6, §9). */
export const CONTRACT_EXCLUDED_MEMBER_TYPES: readonly number[] = [4, 40, 41, 42];
export const TRIAL_MEMBER_TYPE = 4;

export const isRealMember = (type: number): boolean => REAL_MEMBER_TYPES.includes(type);
export const isAgent = (type: number): boolean => !NON_AGENT_MEMBER_TYPES.includes(type);
export const isTrial = (type: number): boolean => type === TRIAL_MEMBER_TYPE;

export const GAME_CATEGORIES = [
  'ALL',
  'LOTT',
  'ELOTT',
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'HOT',
  'LIVESTREAM',
  'HOME',
  'PROMO',
  'FAV',
  'COCKFIGHT',
  'NEW_GAME',
  'FEEDBACK',
  'BGS',
  'BG',
  'REWARD',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const PlayType = { Tradition: 'trad', Entertainment: 'ent' } as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export const ESPORT_GAME_CODE = 'IMES';
export const COCKFIGHT_GAME_CODE = 'DS88';

/** Announcement content types. */
export const AnnouncementType = {
  Agent: 'A',
  Player: 'PL',
  Banner: 'B',
  PopUp: 'PU',
  Promotion: 'PR',
} as const;
/** Spec §3 Banner groups, and m_reg of spec §7 (the registration screen's banners). */
export const BANNER_GROUPS = ['m_home', 'm_live', 'm_newgame', 'm_reg'] as const;

export const RESOURCE_TYPES = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'TELEGRAM',
  'FACEBOOK',
  'YOUTUBE',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;

/** Every whitelabel switch spec §3 names. */
export const WHITELABEL_SWITCHES = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MANPLAYREB3',
  'PTSYS3',
  'MOBILEVERCODELOGIN3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'CBS3',
  'AGENTPOLICY3',
  'REFERRAL',
] as const;
export type WhitelabelSwitch = (typeof WHITELABEL_SWITCHES)[number];

/** Feedback question types (spec §3). */
export const FeedbackType = {
  deposit_issues: 1,
  withdraw_issues: 2,
  game_issues: 3,
  service_issues: 4,
  apply_issues: 6,
  other_issues: 0,
} as const;

/** Payment gateways (spec §9). */
export const Gateway = { WEB: 1, MOBILE: 3 } as const;

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
/** Spec §3: any stored value other than 'light' becomes dark. */
export const normalizeTheme = (stored: string | null | undefined): Theme =>
  stored === 'light' ? 'light' : 'dark';
