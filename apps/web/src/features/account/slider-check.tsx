/**
 * The slider check that runs before an SMS is sent and on registration (spec §5): the server's
 * background and piece, the player drags the piece from the top-left corner into its hole (across
 * and down: decision 0022), the server checks where it was dropped and answers a single-use
 * ticket. Arrow keys move the piece too and Enter drops it. `run()` resolves the ticket, or null
 * when the player gives up.
 */
import type { SliderChallengeValue } from '@app/contract';
import { CloseOutline } from 'antd-mobile-icons';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { toastApiError } from '../../app/api-error-toast';
import { useTranslation } from '../../i18n/use-translation';
import { LazyPopup } from '../../ui/lazy-popup';
import { PageSpinner } from '../../ui/page-spinner';
import { accountApi } from './queries';

interface Point {
  x: number;
  y: number;
}
const START: Point = { x: 0, y: 0 };

/** The piece's top-left corner kept on the board. */
const onBoard = (challenge: SliderChallengeValue, { x, y }: Point): Point => ({
  x: Math.round(Math.min(Math.max(x, 0), challenge.width - challenge.pieceSize)),
  y: Math.round(Math.min(Math.max(y, 0), challenge.height - challenge.pieceSize)),
});

const KEY_STEPS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

export function useSliderCheck(): { run: () => Promise<string | null>; element: ReactNode } {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<SliderChallengeValue | null>(null);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState(START);
  const [checking, setChecking] = useState(false);
  const settle = useRef<((ticket: string | null) => void) | null>(null);
  const board = useRef<HTMLDivElement>(null);
  /** Where a drag began: the pointer on screen and the piece on the board. */
  const drag = useRef<{ pointer: Point; piece: Point } | null>(null);

  async function loadChallenge() {
    setChallenge(null);
    setPosition(START);
    try {
      setChallenge(await accountApi.sliderChallenge());
    } catch (error) {
      toastApiError(error);
      finish(null);
    }
  }

  function finish(ticket: string | null) {
    setOpen(false);
    settle.current?.(ticket);
    settle.current = null;
  }

  function run(): Promise<string | null> {
    settle.current?.(null);
    setOpen(true);
    void loadChallenge();
    return new Promise((resolve) => {
      settle.current = resolve;
    });
  }

  async function verify(dropped: Point) {
    if (!challenge || checking) return;
    setChecking(true);
    try {
      const { ticket } = await accountApi.verifySlider(challenge.challengeId, dropped.x, dropped.y);
      finish(ticket);
    } catch (error) {
      // One try per challenge: a miss gets a new puzzle.
      toastApiError(error);
      void loadChallenge();
    } finally {
      setChecking(false);
    }
  }

  /** The piece under the pointer: the board is scaled to the popup, the answer is in its own pixels. */
  function pieceAt(event: PointerEvent): Point | null {
    const width = board.current?.clientWidth;
    if (!challenge || !drag.current || !width) return null;
    const scale = challenge.width / width;
    return onBoard(challenge, {
      x: drag.current.piece.x + (event.clientX - drag.current.pointer.x) * scale,
      y: drag.current.piece.y + (event.clientY - drag.current.pointer.y) * scale,
    });
  }

  function startDrag(event: PointerEvent<HTMLButtonElement>) {
    if (checking) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: { x: event.clientX, y: event.clientY }, piece: position };
  }

  function moveDrag(event: PointerEvent) {
    const piece = pieceAt(event);
    if (piece) setPosition(piece);
  }

  function endDrag(event: PointerEvent) {
    const piece = pieceAt(event);
    drag.current = null;
    if (!piece) return;
    setPosition(piece);
    void verify(piece);
  }

  function moveByKey(event: KeyboardEvent) {
    if (!challenge || checking) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void verify(position);
      return;
    }
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const distance = event.shiftKey ? 10 : 1;
    setPosition(onBoard(challenge, { x: position.x + step.x * distance, y: position.y + step.y * distance }));
  }

  const element = (
    <LazyPopup
      visible={open}
      onMaskClick={() => finish(null)}
      bodyClassName="slider-check-body"
      destroyOnClose
    >
      <section className="slider-check" aria-label={t('slider_check_title')}>
        <div className="slider-check__head">
          <h2>{t('slider_check_title')}</h2>
          <button type="button" className="icon-button" aria-label={t('close')} onClick={() => finish(null)}>
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
        {challenge ? (
          // The puzzle is a picture, not text: it keeps left-to-right in right-to-left languages.
          <div dir="ltr">
            <div
              ref={board}
              className="slider-check__board"
              style={{ aspectRatio: `${challenge.width} / ${challenge.height}` }}
            >
              <img src={challenge.background} alt="" draggable={false} />
              <button
                type="button"
                className="slider-check__piece"
                aria-label={t('slider_check_hint')}
                disabled={checking}
                style={{
                  left: `${(position.x / challenge.width) * 100}%`,
                  top: `${(position.y / challenge.height) * 100}%`,
                  width: `${(challenge.pieceSize / challenge.width) * 100}%`,
                }}
                onPointerDown={startDrag}
                onPointerMove={moveDrag}
                onPointerUp={endDrag}
                onPointerCancel={() => {
                  drag.current = null;
                }}
                onKeyDown={moveByKey}
              >
                <img src={challenge.piece} alt="" draggable={false} />
              </button>
            </div>
            <p className="slider-check__hint">{t('slider_check_hint')}</p>
          </div>
        ) : (
          <div className="slider-check__loading">
            <PageSpinner />
          </div>
        )}
      </section>
    </LazyPopup>
  );

  return { run, element };
}
