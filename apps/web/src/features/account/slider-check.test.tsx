import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { useSliderCheck } from './slider-check';

configure({ asyncUtilTimeout: 5_000 });

const CHALLENGE = {
  challengeId: 'ch1',
  background: 'data:image/png;base64,AAAA',
  piece: 'data:image/png;base64,BBBB',
  width: 300,
  height: 200,
  pieceSize: 40,
};

/** A page that runs the check and shows the ticket it resolved. */
function CheckPage() {
  const { run, element } = useSliderCheck();
  const [ticket, setTicket] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={async () => setTicket(await run())}>
        start
      </button>
      {ticket && <p>ticket {ticket}</p>}
      {element}
    </>
  );
}

describe('the slider check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves the piece across and down, and sends where it was dropped', async () => {
    const api = fakeApi({
      'GET /wps/verification/slider': { value: CHALLENGE },
      'POST /wps/verification/slider': { value: { ticket: 't1' } },
    });
    renderWithProviders(<CheckPage />);
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    const piece = await screen.findByRole('button', { name: 'Drag the piece into its place in the picture' });
    piece.focus();
    // Shift moves 10 board pixels, an arrow alone 1; the piece starts at the top-left corner.
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowDown}{ArrowDown}{/Shift}');
    await userEvent.keyboard('{ArrowRight}{ArrowUp}{ArrowLeft}{ArrowLeft}{ArrowDown}{Enter}');
    expect(await screen.findByText('ticket t1')).toBeTruthy();
    const posts = api.callsTo('/wps/verification/slider').filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([{ challengeId: 'ch1', x: 29, y: 20 }]);
  });

  it('keeps the piece on the board', async () => {
    const api = fakeApi({
      'GET /wps/verification/slider': { value: CHALLENGE },
      'POST /wps/verification/slider': { value: { ticket: 't2' } },
    });
    renderWithProviders(<CheckPage />);
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    (await screen.findByRole('button', { name: 'Drag the piece into its place in the picture' })).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(api.callsTo('/wps/verification/slider').filter((call) => call.method === 'POST')).toHaveLength(
        1,
      ),
    );
    expect(api.callsTo('/wps/verification/slider').at(-1)?.body).toEqual({ challengeId: 'ch1', x: 0, y: 0 });
  });
});
