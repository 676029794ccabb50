/**
 * Offering an agent a contract (decision 0049), as the operator API takes it: the agent's
 * username, the kind (daily salary, dividend, hourly salary) and its tiers, ascending, each with the
 * kind's own terms (amounts and thresholds in minor units, a dividend's rate in basis points). The
 * server checks the ladder; its refusal lands on the field it names: a tier, the username (no such
 * member, not an agent) or the kind (a live contract of that kind already).
 */
import type { ContractOffer } from '@app/contract';
import {
  CONTRACT_ACTIVE_MEMBERS_MAX,
  CONTRACT_AMOUNT_MAX,
  CONTRACT_KINDS,
  CONTRACT_RATE_BP_MAX,
  CONTRACT_THRESHOLD_MAX,
  CONTRACT_TIERS_MAX,
  type ContractKind,
  ErrorCode,
} from '@app/contract/client';
import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import { isApiError } from '../../lib/api-client';
import type { RefusalFields } from '../../lib/form-errors';
import { type TFunction, useTranslation } from '../../lib/i18n/i18n';
import { FormModal } from '../../ui/form-modal';
import { useContractOffer } from './support-queries';

type TierField = 'minTurnover' | 'minNetLoss' | 'minActiveMembers' | 'amount' | 'rateBp';

/** Each kind's terms of a tier, in the order the API lists them; the first is the tier's threshold. */
export const OFFER_TIER_FIELDS: Readonly<Record<ContractKind, readonly TierField[]>> = {
  daily_salary: ['minTurnover', 'minActiveMembers', 'amount'],
  hourly_salary: ['minTurnover', 'amount'],
  dividend: ['minNetLoss', 'minActiveMembers', 'rateBp'],
};

/** Each term's bounds (the contract's schema). */
const BOUNDS: Readonly<Record<TierField, { min: number; max: number }>> = {
  minTurnover: { min: 0, max: CONTRACT_THRESHOLD_MAX },
  minNetLoss: { min: 1, max: CONTRACT_THRESHOLD_MAX },
  minActiveMembers: { min: 0, max: CONTRACT_ACTIVE_MEMBERS_MAX },
  amount: { min: 1, max: CONTRACT_AMOUNT_MAX },
  rateBp: { min: 1, max: CONTRACT_RATE_BP_MAX },
};

type TierValues = Partial<Record<TierField, number>>;
interface OfferValues {
  username: string;
  kind: ContractKind;
  tiers: TierValues[];
}

/** The API's offer of the form's values: each tier with its kind's terms only. */
export const offerOf = ({ username, kind, tiers }: OfferValues): ContractOffer =>
  ({
    username: username.trim(),
    kind,
    tiers: tiers.map((tier) =>
      Object.fromEntries(OFFER_TIER_FIELDS[kind].map((field) => [field, tier[field]])),
    ),
  }) as ContractOffer;

/**
 * The refusals the server gives without a form field's path: a whole tier (`tiers.1`: its
 * threshold), no such member or not an agent (the username), a live contract of the kind.
 */
const offerRefusals =
  (t: TFunction, kind: () => ContractKind | undefined): RefusalFields =>
  (error) => {
    if (!isApiError(error)) return undefined;
    if (error.errorCode === ErrorCode.CONFLICT) return { kind: t('support.contracts.offer.liveExists') };
    if (error.errorCode === ErrorCode.NOT_FOUND) return { username: t('support.contracts.offer.noMember') };
    const threshold = OFFER_TIER_FIELDS[kind() ?? 'daily_salary'][0];
    return Object.fromEntries(
      Object.entries(error.fields)
        .filter(([path]) => /^tiers\.\d+$/.test(path))
        .map(([path, detail]) => [`${path}.${threshold}`, t('error.fieldRejected', { detail })]),
    );
  };

export function ContractOfferModal({ merchantCode, onClose }: { merchantCode: string; onClose: () => void }) {
  const { t } = useTranslation();
  const offer = useContractOffer();
  let kind: ContractKind | undefined;
  return (
    <FormModal<OfferValues>
      name="contract-offer"
      open
      width={720}
      title={t('support.contracts.offer.title')}
      okText={t('support.contracts.offer')}
      initialValues={{ kind: 'daily_salary', tiers: [{}] }}
      submit={(values) => {
        kind = values.kind;
        return offer.mutateAsync({ merchantCode, offer: offerOf(values) });
      }}
      refusalFields={offerRefusals(t, () => kind)}
      onClose={onClose}
    >
      <Form.Item
        name="username"
        label={t('support.contracts.offer.username')}
        rules={[{ required: true, whitespace: true, message: t('support.contracts.offer.usernameRequired') }]}
      >
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item name="kind" label={t('support.contracts.kind')} rules={[{ required: true }]}>
        <Select
          options={CONTRACT_KINDS.map((value) => ({ value, label: t(`support.contracts.kind.${value}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(before, after) => before.kind !== after.kind}>
        {({ getFieldValue }) => {
          const fields =
            OFFER_TIER_FIELDS[(getFieldValue('kind') as ContractKind | undefined) ?? 'daily_salary'];
          return (
            <Form.List name="tiers">
              {(tiers, { add, remove }) => (
                <Flex vertical gap="small">
                  {tiers.map((tier, index) => (
                    <fieldset key={tier.key} style={{ border: 0, padding: 0, margin: 0 }}>
                      <legend style={{ fontSize: 14, marginBottom: 4 }}>
                        {t('support.contracts.offer.tier', { number: index + 1 })}
                      </legend>
                      <Flex gap="small" align="start" wrap>
                        {fields.map((field) => (
                          <Form.Item
                            key={field}
                            name={[tier.name, field]}
                            label={t(`support.contracts.offer.${field}`)}
                            rules={[{ required: true, message: t('support.contracts.offer.termRequired') }]}
                            style={{ flex: '1 1 180px', marginBottom: 8 }}
                          >
                            <InputNumber
                              min={BOUNDS[field].min}
                              max={BOUNDS[field].max}
                              precision={0}
                              style={{ width: '100%' }}
                            />
                          </Form.Item>
                        ))}
                        {tiers.length > 1 && (
                          <Button
                            onClick={() => remove(tier.name)}
                            style={{ marginTop: 30 }}
                            aria-label={t('support.contracts.offer.removeTier', { number: index + 1 })}
                          >
                            {t('support.contracts.offer.remove')}
                          </Button>
                        )}
                      </Flex>
                    </fieldset>
                  ))}
                  {tiers.length < CONTRACT_TIERS_MAX && (
                    <Button type="dashed" onClick={() => add({})}>
                      {t('support.contracts.offer.addTier')}
                    </Button>
                  )}
                </Flex>
              )}
            </Form.List>
          );
        }}
      </Form.Item>
    </FormModal>
  );
}
