/**
 * The bet slip: every pick of every bet kind (a number 0-9, big/small, odd/even, a colour) with
 * what 100 staked pays back if it wins; a stake typed or picked within the game's min and max;
 * the picked lines added to the slip, its total, and the slip placed for the open round with one
 * Idempotency-Key per attempt (a double tap or a retry places it once). Between the close and the
 * draw the slip waits ("drawing…").
 */
import type { LotteryBetLine, LotteryGame } from '@app/contract';
import {
  LOTTERY_BET_KINDS,
  LOTTERY_BET_PICKS,
  LOTTERY_MAX_SLIP_LINES,
  type LotteryBetKind,
} from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { DeleteOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../ui/toast';
import { AmountInput } from '../wallet/amount-field';
import { amountProblemOf, minorUnitsOf } from '../wallet/amount-rules';
import { useAttemptKeys } from '../wallet/idempotency';
import { useMoneyFormat } from '../wallet/money';
import { bestPayoutPer100 } from './lottery-rules';
import { usePlaceLotteryOrder } from './queries';
import { usePickLabel } from './use-pick-label';

type Pick = { kind: LotteryBetKind; pick: string };
const sameLine = (a: Pick, b: Pick) => a.kind === b.kind && a.pick === b.pick;

export interface BetSlipProps {
  playerToken: string;
  game: LotteryGame;
  decimals: number;
  roundNo: number;
  /** The round takes bets (false from its close until the next round is read). */
  open: boolean;
  onRefused: (error: Error) => void;
}

export function BetSlip({ playerToken, game, decimals, roundNo, open, onRefused }: BetSlipProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const pickLabel = usePickLabel();
  const limits = { min: game.minStake, max: game.maxStake, decimals };
  const [picked, setPicked] = useState<Pick[]>([]);
  const [stakeText, setStakeText] = useState(String(game.minStake / 10 ** decimals));
  const [lines, setLines] = useState<LotteryBetLine[]>([]);
  const place = usePlaceLotteryOrder(playerToken, game.code);
  const attemptKeys = useAttemptKeys();
  const stakeId = useId();
  const stakeProblem = amountProblemOf(stakeText, limits);
  const show = (amount: number) => money(amount, decimals);
  const total = lines.reduce((sum, line) => sum + line.stake, 0);
  const room = LOTTERY_MAX_SLIP_LINES - lines.length;

  const togglePick = (choice: Pick) =>
    setPicked((now) =>
      now.some((one) => sameLine(one, choice))
        ? now.filter((one) => !sameLine(one, choice))
        : [...now, choice],
    );

  const addLines = () => {
    const stake = minorUnitsOf(stakeText, decimals);
    if (stakeProblem || stake === null) return;
    setLines([...lines, ...picked.slice(0, room).map((choice) => ({ ...choice, stake }) as LotteryBetLine)]);
    setPicked([]);
  };

  const placeSlip = () => {
    const slip = { roundNo, lines };
    place.mutate(
      { ...slip, idempotencyKey: attemptKeys.keyFor(slip) },
      {
        onSuccess: () => {
          attemptKeys.settle();
          setLines([]);
          toast.success(t('lottery_placed'));
        },
        onError: onRefused,
      },
    );
  };

  return (
    <section className="bet-slip" aria-labelledby={`${stakeId}-title`}>
      <h2 id={`${stakeId}-title`} className="lottery__heading">
        {t('lottery_slip')}
      </h2>
      <p className="lottery__note">{t('lottery_payout_legend')}</p>
      {LOTTERY_BET_KINDS.map((kind) => (
        <fieldset key={kind} className={`bet-slip__kind bet-slip__kind--${kind}`} disabled={!open}>
          <legend>{t(`lottery_kind_${kind}`)}</legend>
          {LOTTERY_BET_PICKS[kind].map((pick) => {
            const choice = { kind, pick };
            const payout = bestPayoutPer100(kind, pick);
            const label = pickLabel(choice);
            return (
              <Button
                key={pick}
                className={`bet-slip__pick bet-slip__pick--${pick}`}
                aria-pressed={picked.some((one) => sameLine(one, choice))}
                aria-label={t('lottery_pick_pays', { pick: label, payout })}
                disabled={!open}
                onClick={() => togglePick(choice)}
              >
                <span className="bet-slip__pick-label">{label}</span>
                <small aria-hidden="true">{payout}</small>
              </Button>
            );
          })}
        </fieldset>
      ))}
      <label htmlFor={stakeId} className="bet-slip__stake-label">
        {t('lottery_stake')}{' '}
        <span className="lottery__note">
          {t('amount_range', { min: show(game.minStake), max: show(game.maxStake) })}
        </span>
      </label>
      <AmountInput id={stakeId} limits={limits} quickAmounts value={stakeText} onChange={setStakeText} />
      {stakeProblem && (
        <p className="bet-slip__problem" role="alert">
          {t(stakeProblem.key, 'limit' in stakeProblem ? { amount: show(stakeProblem.limit) } : {})}
        </p>
      )}
      <Button
        block
        shape="rounded"
        disabled={!open || picked.length === 0 || !!stakeProblem || room === 0}
        onClick={addLines}
      >
        {t('lottery_add_line')}
      </Button>
      {lines.length === 0 ? (
        <p className="lottery__note">{t('lottery_slip_empty')}</p>
      ) : (
        <List className="bet-slip__lines" aria-label={t('lottery_slip')}>
          {lines.map((line, index) => (
            <List.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: the same pick may be on the slip twice
              key={index}
              extra={
                <Button
                  size="mini"
                  fill="none"
                  aria-label={t('lottery_remove_line', { pick: pickLabel(line) })}
                  onClick={() => setLines(lines.filter((_, at) => at !== index))}
                >
                  <DeleteOutline aria-hidden="true" />
                </Button>
              }
            >
              {t(`lottery_kind_${line.kind}`)} · {pickLabel(line)} · {show(line.stake)}
            </List.Item>
          ))}
        </List>
      )}
      <div className="bet-slip__place">
        <span className="bet-slip__total">{t('lottery_total', { amount: show(total) })}</span>
        <Button
          color="primary"
          shape="rounded"
          loading={place.isPending}
          disabled={!open || lines.length === 0}
          onClick={placeSlip}
        >
          {open ? t('lottery_place') : t('lottery_drawing')}
        </Button>
      </div>
    </section>
  );
}
