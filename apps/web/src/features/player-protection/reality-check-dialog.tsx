/**
 * The reality check's dialog (reality-check.tsx shows it when a check is due): the time played and
 * the net result, Continue and Stop playing, above every page and game frame. Loaded only when a
 * check falls due, with antd-mobile's Dialog.
 */
import type { RealityCheck as RealityCheckValue } from '@app/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useEndSession } from '../account/sign-out';
import { useMoneyFormat } from '../wallet/money';
import { useDurations } from './durations';
import { playedMinutesOf } from './reality-check-rules';
import './responsible-gaming.css';

/** Above the full-screen game frame (entrance.css .game-frame, 1000) and every popup under it. */
const ABOVE_GAME_FRAME = { '--z-index': '1100' } as CSSProperties;

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
  check: RealityCheckValue;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const durations = useDurations();
  const endSession = useEndSession();
  const title = t('reality_check_title');
  return (
    <Dialog
      visible
      aria-label={title}
      style={ABOVE_GAME_FRAME}
      title={title}
      bodyClassName="reality-check"
      content={
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
