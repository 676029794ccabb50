/**
 * The console's own paths, under the router's basename (CONSOLE_BASE_PATH without its slash): the
 * browser shows /console/login, /console/audit ...
 */
export const LOGIN_PATH = '/login';
export const AUDIT_PATH = '/audit';
export const STAFF_PATH = '/staff';
export const DASHBOARD_PATH = '/dashboard';
/** Where a sign-in goes when it was asked for no page: the dashboard, which every role reads. */
export const START_PATH = DASHBOARD_PATH;

/** The sign-in page's parameter naming the page to go back to afterwards. */
export const NEXT_PARAMETER = 'next';

/**
 * The page to go to after signing in: `next` when it is a path of this console, else the start.
 * Never another origin ('//host', '/\host' are read as one by browsers) nor the sign-in page.
 */
export function nextPathOf(search: URLSearchParams): string {
  const next = search.get(NEXT_PARAMETER);
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return START_PATH;
  if (next === LOGIN_PATH || next.startsWith(`${LOGIN_PATH}?`)) return START_PATH;
  return next;
}

/** The sign-in page's address that comes back to this page (path and query) afterwards. */
export const loginPathFor = (location: { pathname: string; search: string }): string =>
  `${LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAMETER]: `${location.pathname}${location.search}` })}`;
