/**
 * The amount of a deposit or withdrawal as a Form.Item: whole units typed or picked from the quick
 * amounts, checked by amount-rules.ts with its limits shown in the currency of the wallet.
 */
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { useTranslation } from '../../i18n/use-translation';
import { type AmountLimits, amountProblemOf, minorUnitsOf, quickAmountsOf } from './amount-rules';
import { useMoneyFormat } from './money';

/** The values of a form that holds an AmountField (the field's name is 'amount'). */
export interface AmountValues {
  amount?: string;
}

export function AmountField({
  limits,
  currencySymbol,
  quickAmounts = false,
}: {
  limits: AmountLimits;
  currencySymbol: string;
  quickAmounts?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const show = (amount: number) => `${currencySymbol} ${money(amount, limits.decimals)}`;
  return (
    <Form.Item
      name="amount"
      label={t('amount')}
      description={t('amount_range', { min: show(limits.min), max: show(limits.max) })}
      rules={[
        {
          validator: async (_rule: unknown, value: string | undefined) => {
            const problem = amountProblemOf(value, limits);
            if (problem)
              throw new Error(t(problem.key, 'limit' in problem ? { amount: show(problem.limit) } : {}));
          },
        },
      ]}
    >
      <AmountInput limits={limits} quickAmounts={quickAmounts} />
    </Form.Item>
  );
}

/**
 * Form.Item passes value and onChange; the quick amounts set the same value as typing would. The
 * lottery's bet slip uses it alone for its stake.
 */
export function AmountInput({
  limits,
  quickAmounts,
  value,
  onChange,
  id,
}: {
  limits: AmountLimits;
  quickAmounts: boolean;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const money = useMoneyFormat();
  const unit = 10 ** limits.decimals;
  const picked = minorUnitsOf(value ?? '', limits.decimals);
  return (
    <div className="amount-input">
      <Input
        id={id}
        value={value}
        onChange={onChange}
        inputMode="numeric"
        autoComplete="off"
        clearable
        placeholder={money(limits.min, limits.decimals, { fractionDigits: 0 })}
      />
      {quickAmounts && (
        <Selector
          className="amount-input__quick"
          columns={3}
          showCheckMark={false}
          value={picked === null ? [] : [picked]}
          onChange={([amount]) => {
            if (amount !== undefined) onChange?.(String(amount / unit));
          }}
          options={quickAmountsOf(limits).map((amount) => ({
            value: amount,
            label: money(amount, limits.decimals, { fractionDigits: 0 }),
          }))}
        />
      )}
    </div>
  );
}
