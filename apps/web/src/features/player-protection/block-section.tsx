/**
 * Time-out (24 hours to 6 weeks) and self-exclusion (6 months to 5 years), issue 19 point 3: the
 * period picked, then a confirmation that names it, its end, that it cannot be undone and that the
 * player is logged out at once. After the server's answer the session ends here too, and the login
 * screen says until when (session-end-notice.ts).
 */
import type { PlayerBlock } from '@app/contract';
import {
  type PlayerBlockKind,
  SELF_EXCLUSION_CHOICES_MONTHS,
  TIME_OUT_CHOICES_DAYS,
} from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { toastApiError } from '../../app/api-error-toast';
import { sessionEndNotice } from '../../app/session/session-end-notice';
import { useTranslation } from '../../i18n/use-translation';
import { confirm } from '../../ui/dialogs';
import { endLocalSession } from '../account/sign-out';
import { useDateTimeFormat } from '../wallet/money';
import { ChoiceChips } from './choice-chips';
import { useDurations } from './durations';
import { useSelfExclusion, useTimeOut } from './queries';
import { RgSection } from './rg-section';

/** Each block's periods, texts and how its end is reckoned from now. */
const BLOCKS = {
  timeOut: {
    choices: TIME_OUT_CHOICES_DAYS,
    keys: 'rg_time_out',
    endOf: (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000),
  },
  selfExclusion: {
    choices: SELF_EXCLUSION_CHOICES_MONTHS,
    keys: 'rg_self_exclusion',
    endOf: (from: Date, months: number) => {
      const end = new Date(from);
      end.setMonth(end.getMonth() + months);
      return end;
    },
  },
} as const;

/** The login screen's words for a block in force (the server's PLAYER_BLOCKED says the same). */
const BLOCKED_KEY: Record<PlayerBlockKind, string> = {
  timeOut: 'error_player_blocked_time_out',
  selfExclusion: 'error_player_blocked_self_exclusion',
};

export function BlockSection({ kind }: { kind: PlayerBlockKind }) {
  const { t } = useTranslation();
  const durations = useDurations();
  const dateTime = useDateTimeFormat();
  const block = BLOCKS[kind];
  const [picked, setPicked] = useState<number>(block.choices[0]);
  const timeOut = useTimeOut();
  const selfExclusion = useSelfExclusion();
  const placing = kind === 'timeOut' ? timeOut : selfExclusion;
  const periodOf = (value: number) => (kind === 'timeOut' ? durations.days(value) : durations.months(value));

  async function start() {
    const confirmed = await confirm({
      title: t(`${block.keys}_confirm_title`),
      content: t(`${block.keys}_confirm`, {
        period: periodOf(picked),
        date: dateTime(block.endOf(new Date(), picked)),
      }),
      confirmText: t(`${block.keys}_start`),
    });
    if (!confirmed) return;
    let placed: PlayerBlock;
    try {
      placed = await placing.mutateAsync(picked);
    } catch (error) {
      toastApiError(error);
      return;
    }
    // The server has ended every session of the member: this one ends here, and the layout goes
    // to the login screen with the block's end.
    endLocalSession();
    sessionEndNotice.post(t(BLOCKED_KEY[placed.kind], { until: dateTime(placed.until) }));
  }

  return (
    <RgSection id={kind} title={t(block.keys)}>
      <div className="rg-card">
        <p className="rg-card__text">{t(`${block.keys}_text`)}</p>
        <ChoiceChips
          legend={t('rg_period')}
          choices={block.choices.map((value) => ({ value, label: periodOf(value) }))}
          value={picked}
          onChange={setPicked}
        />
        <Button
          block
          shape="rounded"
          color="danger"
          fill="outline"
          loading={placing.isPending}
          onClick={() => void start()}
        >
          {t(`${block.keys}_start`)}
        </Button>
      </div>
    </RgSection>
  );
}
