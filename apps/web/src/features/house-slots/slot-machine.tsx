/**
 * A house slot (issue 13 point 3): reels, bet size, Spin, the spin's win and line wins, the balance,
 * the spin history and the paytable. Each spin sends its own Idempotency-Key, kept only while its
 * answer is unknown (a lost answer is retried with it; any answer starts a new one). Protection
 * (point 5): too little balance stops the spin and offers the deposit page, at the top level; a
 * gone session or player token, or a limit, stops play with the reason.
 */
import type { SlotGameValue, SlotSpin } from '@app/contract';
import { ErrorCode } from '@app/contract/client';
import Button, { type ButtonRef } from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { CloseOutline, InformationCircleOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../app/api-client';
import { useTranslation } from '../../i18n/use-translation';
import { confirm } from '../../ui/dialogs';
import { toast } from '../../ui/toast';
import { GameStopped, stopMessageOf } from '../games/game-stopped';
import { useCloseGame, useOpenSitePage } from '../games/use-close-game';
import { BalanceWidget } from '../wallet/balance-widget';
import { useAttemptKeys } from '../wallet/idempotency';
import { useMoneyFormat } from '../wallet/money';
import { DEPOSIT_PATH } from '../wallet/wallet-links';
import { useSpin } from './queries';
import { Reels } from './reels';
import { symbolNameOf } from './symbol-glyph';

// The popups bring antd-mobile's Popup and its animation library: they load when first opened.
const SlotInfoPopup = lazy(() => import('./slot-popups').then((m) => ({ default: m.SlotInfoPopup })));
const SpinHistoryPopup = lazy(() => import('./slot-popups').then((m) => ({ default: m.SpinHistoryPopup })));

type Panel = 'info' | 'history' | null;

/** Keys that spin when no control has the focus (a focused button or option handles its own). */
const SPIN_KEYS = new Set([' ', 'Enter']);
const isOnControl = (target: EventTarget | null): boolean =>
  target instanceof Element &&
  target.closest('button, a, input, select, textarea, [role="option"], [role="dialog"]') !== null;

export function SlotMachine({
  game,
  gameName,
  playerToken,
}: {
  game: SlotGameValue;
  gameName: string;
  playerToken: string;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const close = useCloseGame();
  const openSitePage = useOpenSitePage();
  const keys = useAttemptKeys();
  const spinCall = useSpin(game.code, playerToken);
  const [bet, setBet] = useState(() => game.betLevels[0] ?? 0);
  const [lastSpin, setLastSpin] = useState<SlotSpin | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [panelsLoaded, setPanelsLoaded] = useState(false);
  const spinButton = useRef<ButtonRef>(null);
  const spinning = spinCall.isPending;

  const refused = async (error: unknown) => {
    if (error instanceof ApiError && error.status > 0) keys.settle();
    const stop = stopMessageOf(error, t);
    if (stop) return setStopped(stop);
    if (!(error instanceof ApiError)) return toast.fail(t('error_unknown'));
    if (error.errorCode !== ErrorCode.INSUFFICIENT_BALANCE) return toast.fail(error.message);
    const deposit = await confirm({
      title: t('error_insufficient_balance'),
      content: t('slot_low_balance'),
      confirmText: t('title_deposit'),
    });
    if (deposit) openSitePage(DEPOSIT_PATH);
  };

  const spin = () => {
    if (spinning || stopped) return;
    spinCall.mutate(
      { bet, idempotencyKey: keys.keyFor({ game: game.code, bet }) },
      {
        onSuccess: (answer) => {
          keys.settle();
          setLastSpin(answer.spin);
        },
        onError: (error) => void refused(error),
      },
    );
  };

  const spinOnKey = useRef(spin);
  spinOnKey.current = spin;
  useEffect(() => {
    spinButton.current?.nativeElement?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (!SPIN_KEYS.has(event.key) || event.repeat || isOnControl(event.target)) return;
      event.preventDefault();
      spinOnKey.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const open = (next: Panel) => {
    setPanelsLoaded(true);
    setPanel(next);
  };

  if (stopped) return <GameStopped message={stopped} />;

  const outcome = spinning
    ? t('slot_spinning')
    : !lastSpin
      ? ''
      : lastSpin.totalWin > 0
        ? `${t('win')} ${money(lastSpin.totalWin, game.decimals)}`
        : t('slot_no_win');

  return (
    <section className="slot-machine" aria-labelledby="slot-machine-title">
      <header className="slot-machine__bar">
        <button type="button" className="icon-button" aria-label={t('close')} onClick={close}>
          <CloseOutline aria-hidden="true" />
        </button>
        <h1 id="slot-machine-title" className="slot-machine__title">
          {gameName}
        </h1>
        <button
          type="button"
          className="icon-button"
          aria-label={t('slot_history')}
          onClick={() => open('history')}
        >
          <UnorderedListOutline aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('slot_info')}
          onClick={() => open('info')}
        >
          <InformationCircleOutline aria-hidden="true" />
        </button>
      </header>

      <BalanceWidget />

      <Reels game={game} spin={lastSpin} spinning={spinning} />

      <div className="slot-outcome" aria-live="polite">
        <p
          className={`slot-outcome__total${lastSpin && lastSpin.totalWin > 0 && !spinning ? ' slot-outcome__total--win' : ''}`}
        >
          {outcome}
        </p>
        {lastSpin && !spinning && lastSpin.wins.length > 0 && (
          <ul className="slot-outcome__lines">
            {lastSpin.wins.map((win) => (
              <li key={win.line}>
                <span>
                  {t('slot_line_win', {
                    line: win.line + 1,
                    count: win.count,
                    symbol: symbolNameOf(win.symbol),
                  })}
                </span>
                <span className="slot-outcome__amount">{money(win.amount, game.decimals)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <fieldset className="slot-machine__bet">
        <legend className="slot-machine__label">{t('slot_bet')}</legend>
        <Selector
          columns={Math.min(4, game.betLevels.length)}
          showCheckMark={false}
          disabled={spinning}
          value={[bet]}
          onChange={(values) => {
            if (values[0] !== undefined) setBet(values[0]);
          }}
          options={game.betLevels.map((level) => ({ label: money(level, game.decimals), value: level }))}
        />
      </fieldset>

      <Button
        ref={spinButton}
        className="slot-machine__spin"
        color="primary"
        shape="rounded"
        size="large"
        block
        loading={spinning}
        disabled={spinning}
        onClick={spin}
      >
        {t('slot_spin')}
      </Button>

      {panelsLoaded && (
        <Suspense fallback={null}>
          <SlotInfoPopup game={game} visible={panel === 'info'} onClose={() => setPanel(null)} />
          <SpinHistoryPopup
            game={game}
            playerToken={playerToken}
            visible={panel === 'history'}
            onClose={() => setPanel(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
