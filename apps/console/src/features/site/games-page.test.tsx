import { STAFF_CSRF_HEADER } from '@app/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type Reply } from '../../test/fake-api';
import { CSRF_TOKEN, renderConsole, sessionOf } from '../../test/render';
import { game, gamesPage, MERCHANTS } from './site-test-data';

const GAMES = '/wps/operator/merchants/DEMO/games';

function gamesApi(
  role: Parameters<typeof sessionOf>[0],
  routes: Record<string, Reply | Reply[] | ((call: never) => Reply)> = {},
) {
  return fakeApi({
    'GET /wps/staff/me': sessionOf(role),
    'GET /wps/operator/merchants': MERCHANTS,
    [`GET ${GAMES}`]: { value: gamesPage([game('11'), game('12', { isHot: true })], 45) },
    ...routes,
  });
}

/** Holds every PATCH until released, so that what the page shows meanwhile can be seen. */
function holdChanges(): () => void {
  const answer = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PATCH') await gate;
    return answer(input, init);
  });
  return release;
}

/** A game's row; queries by text and label (a role query is slow under antd in jsdom). */
const rowOf = async (name: string) =>
  within((await screen.findByText(name, {}, { timeout: 20_000 })).closest('tr') as HTMLElement);

describe('the games page', { timeout: 60_000 }, () => {
  it('asks the server for a page in sort order, and pages and filters there', async () => {
    const api = gamesApi('content');
    const user = userEvent.setup();
    renderConsole('/games?merchant=DEMO');

    await rowOf('Game 11');
    expect(screen.getByText('45 in all')).toBeTruthy();
    const [first] = api.callsTo('GET', GAMES);
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      sort: 'sortOrder',
      order: 'asc',
      pageNo: '1',
      pageSize: '20',
    });

    await user.click(screen.getByLabelText('Name'));
    await user.paste('dragon');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('GET', GAMES).at(-1)?.query.get('gameName')).toBe('dragon'));
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(api.callsTo('GET', GAMES).at(-1)?.query.get('pageNo')).toBe('3'));
    expect(api.callsTo('GET', GAMES).at(-1)?.query.get('gameName')).toBe('dragon');
  });

  it('marks a game hot at once with one PATCH, and the lists are asked again', async () => {
    const api = gamesApi('content', {
      [`GET ${GAMES}`]: [
        { value: gamesPage([game('11'), game('12', { isHot: true })], 45) },
        { value: gamesPage([game('11', { isHot: true }), game('12', { isHot: true })], 45) },
      ],
      [`PATCH ${GAMES}/11`]: { value: {} },
    });
    const release = holdChanges();
    const user = userEvent.setup();
    renderConsole('/games?merchant=DEMO');

    const row = await rowOf('Game 11');
    const hot = () => row.getByLabelText('Hot: Game 11').getAttribute('aria-checked');
    expect(hot()).toBe('false');
    await user.click(row.getByLabelText('Hot: Game 11'));

    // Shown before the server has answered.
    await waitFor(() => expect(hot()).toBe('true'));
    release();
    await waitFor(() => expect(api.callsTo('PATCH', `${GAMES}/11`)).toHaveLength(1));
    const [patch] = api.callsTo('PATCH', `${GAMES}/11`);
    expect(patch?.body).toEqual({ isHot: true });
    expect(patch?.headers[STAFF_CSRF_HEADER]).toBe(CSRF_TOKEN);
    await waitFor(() => expect(api.callsTo('GET', GAMES)).toHaveLength(2));
    expect(hot()).toBe('true');
  });

  it('puts a change back and says why when the server refuses it', async () => {
    gamesApi('content', {
      [`PATCH ${GAMES}/12`]: { status: 403, errorCode: 'FORBIDDEN' },
    });
    const release = holdChanges();
    const user = userEvent.setup();
    renderConsole('/games?merchant=DEMO');

    const row = await rowOf('Game 12');
    await user.click(row.getByLabelText('Hot: Game 12'));
    await waitFor(() =>
      expect(row.getByLabelText('Hot: Game 12').getAttribute('aria-checked')).toBe('false'),
    );
    release();

    expect(await screen.findByText('Your role does not allow this.')).toBeTruthy();
    await waitFor(() => expect(row.getByLabelText('Hot: Game 12').getAttribute('aria-checked')).toBe('true'));
  });

  it('saves a new sort order when the field is left', async () => {
    const api = gamesApi('admin', { [`PATCH ${GAMES}/11`]: { value: {} } });
    const user = userEvent.setup();
    renderConsole('/games?merchant=DEMO');

    const row = await rowOf('Game 11');
    const order = row.getByLabelText('Sort order: Game 11');
    await user.clear(order);
    await user.paste('3');
    await user.tab();

    await waitFor(() => expect(api.callsTo('PATCH', `${GAMES}/11`)[0]?.body).toEqual({ sortOrder: 3 }));
  });

  it('shows a viewer the games with nothing to change', async () => {
    gamesApi('viewer');
    renderConsole('/games?merchant=DEMO');

    const row = await rowOf('Game 11');
    expect(row.getByLabelText('Hot: Game 11').hasAttribute('disabled')).toBe(true);
    expect(row.queryByLabelText('Sort order: Game 11')).toBeNull();
    expect(row.getByText('Changes').getAttribute('href')).toBe('/audit?merchantCode=DEMO&target=game%3A11');
  });
});
