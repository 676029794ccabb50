/**
 * One group of limits (deposits, losses, the session's time): each row the value in force, what its
 * window holds now and a loosening still waiting out its cooling-off; a tap edits it.
 */
import type { PlayerLimit, PlayerProtectionSettings } from '@app/contract';
import type { PlayerLimitName } from '@app/contract/client';
import List from 'antd-mobile/es/components/list';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ActionItem } from '../../ui/action-item';
import { useDateTimeFormat } from '../wallet/money';
import { windowOf } from './limit-rules';
import { RgSection } from './rg-section';
import { useLimitFormat } from './use-limit-format';

// The editor (antd-mobile's Popup and Form) loads at the first tap on a limit, not with the page;
// once loaded it stays mounted, so that it can animate out and in again (as ui/lazy-popup.tsx).
const LimitEditor = lazy(() => import('./limit-editor').then((m) => ({ default: m.LimitEditor })));

export function LimitsSection({
  id,
  title,
  names,
  settings,
}: {
  id: string;
  title: string;
  names: readonly PlayerLimitName[];
  settings: PlayerProtectionSettings;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<PlayerLimitName | null>(null);
  const [editorLoaded, setEditorLoaded] = useState(false);
  if (editing && !editorLoaded) setEditorLoaded(true);
  const limitOf = (name: PlayerLimitName) => settings.limits.find((limit) => limit.limit === name);
  const format = useLimitFormat(settings);
  return (
    <RgSection id={id} title={title}>
      <List className="rg-list">
        {names.map((name) => {
          const limit = limitOf(name);
          if (!limit) return null;
          return (
            <ActionItem
              key={name}
              data-limit={name}
              extra={
                <span className="rg-value">
                  {limit.value === null ? t('rg_no_limit') : format(name, limit.value)}
                </span>
              }
              description={<LimitStatus limit={limit} settings={settings} />}
              onClick={() => setEditing(name)}
            >
              {t(`rg_limit_${name}`)}
            </ActionItem>
          );
        })}
      </List>
      {editorLoaded && (
        <Suspense fallback={null}>
          <LimitEditor
            limit={editing ? (limitOf(editing) ?? null) : null}
            settings={settings}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </RgSection>
  );
}

/** What the window holds against the limit, and the loosening that waits. */
function LimitStatus({ limit, settings }: { limit: PlayerLimit; settings: PlayerProtectionSettings }) {
  const { t } = useTranslation();
  const format = useLimitFormat(settings);
  const dateTime = useDateTimeFormat();
  const { pending } = limit;
  if (limit.value === null && !pending) return null;
  return (
    <>
      {limit.value !== null && (
        <span className="rg-line">
          {t(`rg_used_${windowOf(limit.limit)}`, {
            used: format(limit.limit, limit.used),
            limit: format(limit.limit, limit.value),
          })}
        </span>
      )}
      {pending && (
        <span className="rg-line rg-line--pending">
          {pending.value === null
            ? t('rg_pending_removal', { date: dateTime(pending.effectiveAt) })
            : t('rg_pending_rise', {
                value: format(limit.limit, pending.value),
                date: dateTime(pending.effectiveAt),
              })}
        </span>
      )}
    </>
  );
}
