/**
 * Editing one limit in a popup: the new value in whole units of the member's currency (minutes for
 * the session), or removing it. Before saving the popup says what the change will do: a lower
 * limit applies at once, a higher one or a removal only after the cooling-off (and when).
 */
import type { PlayerLimit, PlayerProtectionSettings } from '@app/contract';
import { PLAYER_LIMIT_BOUNDS, PLAYER_PROTECTION_COOLING_OFF_HOURS } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { toastApiError } from '../../app/api-error-toast';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../ui/toast';
import { useDateTimeFormat } from '../wallet/money';
import { changeApplies, coolingOffEndOf, isMoneyLimit, limitTextOf, limitValueOf } from './limit-rules';
import { useSetLimit } from './queries';

interface LimitValues {
  value?: string;
}

export function LimitEditor({
  limit,
  settings,
  onClose,
}: {
  limit: PlayerLimit | null;
  settings: PlayerProtectionSettings;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={limit !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="rg-popup"
      destroyOnClose
    >
      {limit && <LimitForm limit={limit} settings={settings} onDone={onClose} />}
    </Popup>
  );
}

function LimitForm({
  limit,
  settings,
  onDone,
}: {
  limit: PlayerLimit;
  settings: PlayerProtectionSettings;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTimeFormat();
  const [form] = Form.useForm<LimitValues>();
  const save = useSetLimit();
  const name = limit.limit;
  const money = isMoneyLimit(name);
  const typedValue = (text: string | undefined) => limitValueOf(name, text ?? '', settings.decimals);
  const formName = `limit-${name}`;

  async function send(value: number | null) {
    if (save.isPending) return;
    try {
      const after = await save.mutateAsync({ limit: name, value });
      const pending = after.limits.find((each) => each.limit === name)?.pending;
      if (pending && pending.value === value) {
        toast.info(t('rg_saved_later', { date: dateTime(pending.effectiveAt) }));
      } else toast.success(t('rg_saved_now'));
      onDone();
    } catch (error) {
      toastApiError(error);
    }
  }

  return (
    <Form
      name={formName}
      form={form}
      layout="vertical"
      initialValues={{ value: limitTextOf(name, limit.value, settings.decimals) }}
      onFinish={(values) => void send(typedValue(values.value))}
      footer={
        <div className="rg-popup__actions">
          <Button block type="submit" color="primary" shape="rounded" loading={save.isPending}>
            {t('rg_save')}
          </Button>
          {limit.value !== null && (
            <Button block shape="rounded" fill="outline" color="danger" onClick={() => void send(null)}>
              {t('rg_remove_limit')}
            </Button>
          )}
        </div>
      }
    >
      <h2 className="rg-popup__title">{t(`rg_limit_${name}`)}</h2>
      <Form.Item
        name="value"
        label={money ? `${t('amount')} (${settings.currencySymbol})` : t('rg_minutes')}
        rules={[
          {
            validator: async (_rule: unknown, text: string | undefined) => {
              if (typedValue(text) !== null) return;
              const { min, max } = PLAYER_LIMIT_BOUNDS.sessionMinutes;
              throw new Error(money ? t('amount_whole_units') : t('rg_minutes_range', { min, max }));
            },
          },
        ]}
      >
        <Input inputMode="numeric" autoComplete="off" clearable />
      </Form.Item>
      <Form.Subscribe to={['value']}>
        {({ value }: LimitValues) => {
          const next = typedValue(value);
          // Until a new value is typed the popup states the rule; then what this change will do.
          const applies = next === null || next === limit.value ? null : changeApplies(limit.value, next);
          return (
            <p className="rg-popup__hint" aria-live="polite">
              {applies === 'now'
                ? t('rg_applies_now')
                : applies === 'later'
                  ? t('rg_applies_later', {
                      hours: PLAYER_PROTECTION_COOLING_OFF_HOURS,
                      date: dateTime(coolingOffEndOf(Date.now())),
                    })
                  : t('rg_change_rule', { hours: PLAYER_PROTECTION_COOLING_OFF_HOURS })}
            </p>
          );
        }}
      </Form.Subscribe>
    </Form>
  );
}
