import type { MemberStatus } from '@app/contract/client';
import { Tag } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';

/** A member's status: active, or locked (red). antd's green tag fails the contrast check. */
export function StatusTag({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  return <Tag color={status === 'active' ? undefined : 'red'}>{t(`players.status.${status}`)}</Tag>;
}
