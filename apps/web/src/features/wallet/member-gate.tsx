/**
 * Who may open a wallet screen (spec §5, §6): a visitor goes to /m/login and comes back after it;
 * for deposit and withdrawal an account that is not real (type not 0, 1, 2: trial and the like)
 * sees the refusal 'Please login an actual account to use this function' and no form.
 */
import { isRealMember } from '@app/contract/client';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LOGIN_PATH } from '../../app/layout/menu-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';

export function MemberGate({ realOnly = false, children }: { realOnly?: boolean; children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  if (!session) {
    const redirect = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`${LOGIN_PATH}?redirect=${redirect}`} replace />;
  }
  if (realOnly && !isRealMember(session.type)) {
    return (
      <ErrorBlock
        className="wallet-refusal"
        status="default"
        title={t('error_not_real_account')}
        description=""
      />
    );
  }
  return children;
}
