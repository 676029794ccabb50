/** Claim a bonus (one Idempotency-Key per attempt): the referrer's for a friend, or the member's own. */
import { ErrorCode } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import { ApiError } from '../../app/api-client';
import { toastApiError } from '../../app/api-error-toast';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../ui/toast';
import { useAttemptKeys } from '../wallet/idempotency';
import { useClaimReferral } from './queries';

interface ClaimButtonProps {
  friendId: string | null;
  label: string;
  money: (amount: number) => string;
}

export function ClaimButton({ friendId, label, money }: ClaimButtonProps) {
  const { t } = useTranslation();
  const attempts = useAttemptKeys();
  const claim = useClaimReferral();

  async function claimIt() {
    if (claim.isPending) return;
    try {
      const { claim: claimed } = await claim.mutateAsync({
        friendId,
        key: attempts.keyFor(friendId ?? 'own'),
      });
      attempts.settle();
      toast.success(t('invite_claim_success', { amount: money(claimed.amount) }));
    } catch (error) {
      const reason = error instanceof ApiError ? error.value?.reason : undefined;
      if (error instanceof ApiError && error.errorCode === ErrorCode.REFERRAL_NOT_CLAIMABLE && reason) {
        toast.fail(t(`invite_reason_${reason}`));
      } else {
        toastApiError(error);
      }
    }
  }

  return (
    <Button
      size="small"
      color="primary"
      shape="rounded"
      loading={claim.isPending}
      onClick={claimIt}
      aria-label={label}
    >
      {t('invite_claim')}
    </Button>
  );
}
