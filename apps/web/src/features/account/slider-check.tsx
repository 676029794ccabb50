/**
 * The slider check that runs before an SMS is sent and on registration (spec §5): the server's
 * background and piece, the player drags the piece into its hole, the server checks the position
 * and answers a single-use ticket. `run()` resolves the ticket, or null when the player gives up.
 */
import type { SliderChallengeValue } from '@app/contract';
import Popup from 'antd-mobile/es/components/popup';
import Slider from 'antd-mobile/es/components/slider';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { CloseOutline } from 'antd-mobile-icons';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../app/api-error-toast';
import { accountApi } from './queries';

/** The background's height in its own pixels (contract SliderChallengeValue). */
const BACKGROUND_HEIGHT = 150;

export function useSliderCheck(): { run: () => Promise<string | null>; element: ReactNode } {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<SliderChallengeValue | null>(null);
  const [open, setOpen] = useState(false);
  const [x, setX] = useState(0);
  const [checking, setChecking] = useState(false);
  const settle = useRef<((ticket: string | null) => void) | null>(null);

  async function loadChallenge() {
    setChallenge(null);
    setX(0);
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

  async function verify(position: number) {
    if (!challenge || checking) return;
    setChecking(true);
    try {
      const { ticket } = await accountApi.verifySlider(challenge.challengeId, position);
      finish(ticket);
    } catch (error) {
      // One try per challenge: a miss gets a new puzzle.
      toastApiError(error);
      void loadChallenge();
    } finally {
      setChecking(false);
    }
  }

  const element = (
    <Popup visible={open} onMaskClick={() => finish(null)} bodyClassName="slider-check-body" destroyOnClose>
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
              className="slider-check__board"
              style={{ aspectRatio: `${challenge.width} / ${BACKGROUND_HEIGHT}` }}
            >
              <img src={challenge.background} alt="" />
              <img
                className="slider-check__piece"
                src={challenge.piece}
                alt=""
                style={{
                  left: `${(x / challenge.width) * 100}%`,
                  top: `${(challenge.pieceY / BACKGROUND_HEIGHT) * 100}%`,
                  width: `${(challenge.pieceSize / challenge.width) * 100}%`,
                }}
              />
            </div>
            <p className="slider-check__hint">{t('slider_check_hint')}</p>
            <Slider
              min={0}
              max={challenge.width - challenge.pieceSize}
              step={1}
              value={x}
              disabled={checking}
              aria-label={t('slider_check_hint')}
              onChange={(value) => setX(typeof value === 'number' ? value : value[0])}
              onAfterChange={(value) => void verify(typeof value === 'number' ? value : value[0])}
            />
          </div>
        ) : (
          <div className="slider-check__loading">
            <SpinLoading aria-label={t('loading')} />
          </div>
        )}
      </section>
    </Popup>
  );

  return { run, element };
}
