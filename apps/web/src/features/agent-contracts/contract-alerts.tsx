/**
 * Spec §4 "after login on home, the agent contract check runs": once per login (the session token
 * it ran for is remembered), for a member who may be prompted (spec §6: AGENTPOLICY3 on, an agent's
 * type not 4, 40, 41, 42), an alert per waiting offer — daily salary, dividend, hourly salary — one
 * after another, each with Cancel (the next one) and Go (its contract screen). Home loads this
 * module lazily, so its first paint and bundle do not carry it.
 */
import {
  CONTRACT_FLAG_OF,
  CONTRACT_KINDS,
  CONTRACT_SCREEN_OF,
  contractPromptsAllowed,
} from '@app/contract/client';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { contractCheckStore } from '../../lib/storage';
import { confirm } from '../../ui/dialogs';
import { useSiteConfig } from '../system/queries';
import { useContractCheck } from './queries';

export function ContractAlerts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: config } = useSiteConfig();
  const token = session?.token ?? '';
  // Decided once when home mounts: a later visit to home in this login asks nothing.
  const [due] = useState(() => token !== '' && !contractCheckStore.done(token));
  const allowed =
    session !== null &&
    config !== undefined &&
    contractPromptsAllowed(session.type, config.whitelabel.AGENTPOLICY3);
  const { data: flags } = useContractCheck({ enabled: due && allowed });
  const started = useRef(false);

  useEffect(() => {
    if (!flags || started.current) return;
    started.current = true;
    contractCheckStore.markDone(token);
    const waiting = CONTRACT_KINDS.filter((kind) => flags[CONTRACT_FLAG_OF[kind]]);
    void (async () => {
      for (const kind of waiting) {
        const go = await confirm({
          title: t('contract_alert_title'),
          content: t(`contract_alert_${kind}`),
          confirmText: t('contract_go'),
          cancelText: t('cancel'),
        });
        if (go) {
          navigate(CONTRACT_SCREEN_OF[kind]);
          return;
        }
      }
    })();
  }, [flags, token, navigate, t]);

  return null;
}
