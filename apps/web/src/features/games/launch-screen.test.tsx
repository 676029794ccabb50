import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { LaunchScreen } from './launch-screen';

configure({ asyncUtilTimeout: 5_000 });

const LAUNCHED = {
  url: '/m/play/PG/g-7?token=t1&merchant=demo&vendorName=PG&gameName=Lucky%20Dragon',
  connected: false,
  vendorCode: 'PG',
  vendorName: 'PG',
  gameName: 'Lucky Dragon',
};

function renderAt(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/m/launchGame', element: <LaunchScreen /> },
      { path: '/m/home', element: <p>home page</p> },
      { path: '/m/game', element: <p>game centre</p> },
      { path: '/m/login', element: <p>login page</p> },
    ],
    { initialEntries: [address] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const frame = () => screen.findByTitle('Lucky Dragon');

describe('/m/launchGame (spec §2 Lottery launch screen, §4 launch)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts a lottery vendor through the lottery launcher and embeds the answer full screen', async () => {
    signIn(0);
    const api = fakeApi({ '/wps/game/launchLottery': { value: { ...LAUNCHED, vendorCode: 'TCG_SEA' } } });
    renderAt('/m/launchGame?vendor=TCG_SEA&gameId=SEA1&playType=trad&prize_mode=SEA&code=lobby&pageBack=1');
    expect((await frame()).getAttribute('src')).toBe(LAUNCHED.url);
    const [call] = api.callsTo('/wps/game/launchLottery');
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({
      vendor: 'TCG_SEA',
      gameId: 'SEA1',
      playType: 'trad',
      prize_mode: 'SEA',
      code: 'lobby',
      css: 'dark',
    });
    expect(api.callsTo('/wps/game/launchGame')).toHaveLength(0);
  });

  it('starts any other vendor through the generic launch', async () => {
    signIn(0);
    const api = fakeApi({ '/wps/game/launchGame': { value: LAUNCHED } });
    renderAt('/m/launchGame?gameCategory=RNG&vendor=PG&gameId=g-7&nodeId=7&supportFreePlay=true');
    await frame();
    const [call] = api.callsTo('/wps/game/launchGame');
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({
      gameCategory: 'RNG',
      vendor: 'PG',
      gameId: 'g-7',
      nodeId: '7',
      supportFreePlay: 'true',
    });
    expect(api.callsTo('/wps/game/launchLottery')).toHaveLength(0);
  });

  it('closes to /m/home when pageBack is present', async () => {
    signIn(0);
    fakeApi({ '/wps/game/launchGame': { value: LAUNCHED } });
    const router = renderAt('/m/launchGame?vendor=PG&gameId=g-7&pageBack=1');
    await frame();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('closes to /m/game without pageBack', async () => {
    signIn(0);
    fakeApi({ '/wps/game/launchGame': { value: LAUNCHED } });
    renderAt('/m/launchGame?vendor=PG&gameId=g-7');
    await frame();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByText('game centre');
  });

  it("closes on the frame's game:close message from its own origin only", async () => {
    signIn(0);
    fakeApi({ '/wps/game/launchGame': { value: LAUNCHED } });
    renderAt('/m/launchGame?vendor=PG&gameId=g-7');
    await frame();
    const message = (origin: string) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'game:close' }, origin }));
      });
    await message('https://vendor.example');
    expect(screen.queryByText('game centre')).toBeNull();
    expect(screen.getByTitle('Lucky Dragon')).toBeTruthy();
    await message(window.location.origin);
    await screen.findByText('game centre');
  });

  it('sends a visitor, or a session the server no longer knows, to /m/login', async () => {
    fakeApi({});
    renderAt('/m/launchGame?vendor=PG&gameId=g-7');
    await screen.findByText('login page');

    signIn(0);
    fakeApi({ '/wps/game/launchGame': { status: 401, errorCode: 'UNAUTHORIZED' } });
    renderAt('/m/launchGame?vendor=PG&gameId=g-7');
    await waitFor(() => expect(screen.getAllByText('login page')).toHaveLength(2));
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'http://vendor.example/',
  ])('never frames a launch address like %s: the error and a way back instead', async (url) => {
    signIn(0);
    fakeApi({ '/wps/game/launchGame': { value: { ...LAUNCHED, url } } });
    renderAt('/m/launchGame?vendor=PG&gameId=g-7&pageBack=1');
    await screen.findByText('The requested url is empty...');
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('home page');
  });

  it('shows the translated error and a way back when the launch fails', async () => {
    signIn(0);
    fakeApi({ '/wps/game/launchGame': { status: 404, errorCode: 'GAME_NOT_FOUND' } });
    renderAt('/m/launchGame?vendor=PG&gameId=gone&pageBack=1');
    await screen.findByText('Sorry, this game is not available.');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('home page');
  });
});
