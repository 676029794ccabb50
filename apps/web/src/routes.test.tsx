import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_LAYOUTS } from './app/layout-rules';
import { createAppRouter } from './routes';

describe('the browser router (routes.tsx)', () => {
  let router: ReturnType<typeof createAppRouter> | undefined;
  afterEach(() => {
    router?.dispose();
    window.history.replaceState(null, '', '/');
  });
  const screenPaths = () =>
    router?.routes[0]?.children?.map((route) => route.path).filter((path) => path !== '*') ?? [];

  it('starts with the landing page’s routes only, and learns the others at the first navigation elsewhere', async () => {
    window.history.replaceState(null, '', '/m/home');
    router = createAppRouter();
    const homePaths = ROUTE_LAYOUTS.find((layout) => layout.id === 'home')?.paths;
    expect(screenPaths()).toEqual(homePaths);

    await router.navigate('/m/login');
    expect(router.state.location.pathname).toBe('/m/login');
    expect(router.state.matches.at(-1)?.route.path).toBe('/m/login');
    expect(screenPaths()).toHaveLength(ROUTE_LAYOUTS.flatMap((layout) => layout.paths).length);

    await router.navigate('/m/register');
    expect(router.state.matches.at(-1)?.route.path).toBe('/m/register');
  });

  it('still matches an unknown path to the fallback (which goes home), and sends a visitor to login from a page that needs a session', async () => {
    window.history.replaceState(null, '', '/m/login');
    router = createAppRouter();
    await router.navigate('/m/no-such-page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');

    await router.navigate('/m/feedback');
    expect(router.state.location.pathname).toBe('/m/login');
  });
});
