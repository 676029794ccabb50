/**
 * The reality check (issue 19 point 2): for a signed-in real member, over every page and game
 * frame (app-layout.tsx mounts it once, in the top window), a dialog at every multiple of the
 * member's interval since the session began, with the time played and the net result. The player
 * must choose: Continue closes it until the next interval, Stop playing ends the session (the
 * logout call) and goes home. Neither the mask nor Escape closes it.
 */
import type { RealityCheck as RealityCheckValue } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useEndSession } from '../account/sign-out';
import { useMoneyFormat } from '../wallet/money';
import { useSessionToken } from '../wallet/queries';
import { useDurations } from './durations';
import { realityCheckQuery } from './queries';
import { nextCheckDelayMs, playedMinutesOf } from './reality-check-rules';
import './responsible-gaming.css';

/** Above the full-screen game frame (entrance.css .game-frame, 1000) and every popup under it. */
const ABOVE_GAME_FRAME = { '--z-index': '1100' } as CSSProperties;

export function RealityCheck() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useQuery(realityCheckQuery(token));
  const [due, setDue] = useState<RealityCheckValue | null>(null);
  // A check that could not be asked for waits for the next interval (the effect runs again).
  const [missed, setMissed] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a missed check schedules the next one
  useEffect(() => {
    if (!data || due) return;
    const delay = nextCheckDelayMs(data, dataUpdatedAt, Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      queryClient.fetchQuery({ ...realityCheckQuery(token), staleTime: 0 }).then(
        (fresh) => {
          if (fresh.realityCheckMinutes !== null) setDue(fresh);
        },
        () => setMissed((count) => count + 1),
      );
    }, delay);
    return () => window.clearTimeout(timer);
  }, [data, dataUpdatedAt, due, missed, queryClient, token]);

  return <RealityCheckDialog check={due} onContinue={() => setDue(null)} />;
}

/**
 * The player must choose: as the dialog's content mounts (the dialog renders it only once it
 * opens), focus moves into the dialog, to Continue. A stable callback, so a re-render does not
 * take focus back from Stop playing.
 */
const focusContinue = (content: HTMLDivElement | null) =>
  content
    ?.closest('.adm-dialog-body')
    ?.querySelector<HTMLButtonElement>('.adm-dialog-button:last-child')
    ?.focus();

export function RealityCheckDialog({
  check,
  onContinue,
}: {
  check: RealityCheckValue | null;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const durations = useDurations();
  const endSession = useEndSession();
  const title = t('reality_check_title');
  return (
    <Dialog
      visible={check !== null}
      aria-label={title}
      style={ABOVE_GAME_FRAME}
      title={title}
      bodyClassName="reality-check"
      content={
        check && (
          <div ref={focusContinue}>
            <dl className="reality-check__figures">
              <div>
                <dt>{t('reality_check_time_played')}</dt>
                <dd>{durations.played(playedMinutesOf(check))}</dd>
              </div>
              <div>
                <dt>{t('reality_check_net_result')}</dt>
                <dd dir="ltr" className={check.netResult < 0 ? 'reality-check__loss' : undefined}>
                  {`${check.currencySymbol} ${money(check.netResult, check.decimals, { signed: true })}`}
                </dd>
              </div>
            </dl>
            <p className="reality-check__hint">{t('reality_check_hint')}</p>
          </div>
        )
      }
      actions={[
        [
          { key: 'stop', text: t('reality_check_stop'), danger: true, onClick: () => void endSession() },
          { key: 'continue', text: t('reality_check_continue'), bold: true, onClick: onContinue },
        ],
      ]}
    />
  );
}
