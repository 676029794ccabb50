/** The deposit channels with their min and max: a list, or tiles on the 'new' template. */
import type { DepositChannel, WalletValue } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/use-translation';
import { ActionItem } from '../../../ui/action-item';
import { useMoneyFormat } from '../../wallet/money';
import type { Template } from './template';

export function ChannelPicker({
  template,
  channels,
  chosen,
  wallet,
  onChoose,
}: {
  template: Template;
  channels: DepositChannel[];
  chosen: DepositChannel | undefined;
  wallet: WalletValue;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const rangeOf = (channel: DepositChannel) =>
    t('amount_range', {
      min: money(channel.min, wallet.decimals),
      max: money(channel.max, wallet.decimals),
    });
  if (channels.length === 0) return <p className="wallet-muted">{t('no_deposit_channels')}</p>;
  if (template === 'new') {
    return (
      <Selector
        className="channel-tiles"
        columns={2}
        value={chosen ? [chosen.id] : []}
        onChange={([id]) => id && onChoose(id)}
        options={channels.map((channel) => ({
          value: channel.id,
          label: channel.name,
          description: rangeOf(channel),
        }))}
      />
    );
  }
  return (
    <List className="channel-list">
      {channels.map((channel) => (
        <ActionItem
          key={channel.id}
          description={rangeOf(channel)}
          arrowIcon={false}
          extra={
            channel.id === chosen?.id ? <CheckCircleFill className="wallet-check" aria-hidden="true" /> : null
          }
          onClick={() => onChoose(channel.id)}
          current={channel.id === chosen?.id}
        >
          {channel.name}
        </ActionItem>
      ))}
    </List>
  );
}
