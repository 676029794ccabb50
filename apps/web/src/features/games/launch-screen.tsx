/**
 * /m/launchGame (spec §2 Lottery launch screen, decision 0015): every launched game shows here,
 * full screen. The query says which call starts it — the lottery launcher for the lottery vendors,
 * the generic launch otherwise; the answered address fills a 100% x 100% frame with a close
 * control. Close (or the frame's own 'game:close' message, same origin only) goes to /m/home when
 * pageBack is present, otherwise to /m/game.
 */
import { ErrorCode, isSafeLink } from '@app/contract/client';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { CloseOutline } from 'antd-mobile-icons';
import { useCallback, useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { LOGIN_PATH } from '../../app/layout/menu-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { useTheme } from '../../theme/use-theme';
import { PageSpinner } from '../../ui/page-spinner';
import { closePathOf, hasPageBack, isGameCloseMessage, type LaunchCall, launchCallOf } from './launch-rules';
import { gamesKeys, launchGame, launchLottery } from './queries';
import './entrance.css';

const callLaunch = (call: LaunchCall, signal: AbortSignal) =>
  call.api === 'lottery' ? launchLottery(call.query, signal) : launchGame(call.query, signal);

/**
 * The launch call for this query. Every visit issues a new vendor token, so the answer is never
 * kept after the screen closes, nor asked for again while it shows (focus, reconnect).
 */
function useLaunch(call: LaunchCall | null) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: [...gamesKeys.member(token), 'launch', call],
    queryFn: ({ signal }) => callLaunch(call as LaunchCall, signal),
    enabled: call !== null && token !== '',
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function LaunchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [theme] = useTheme();
  const hasSession = useSession() !== null;
  const call = launchCallOf(params, theme);
  const { data, error, isPending } = useLaunch(call);
  const pageBack = hasPageBack(params);

  const close = useCallback(() => {
    void navigate(closePathOf(pageBack), { replace: true });
  }, [navigate, pageBack]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isGameCloseMessage(event.data)) close();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [close]);

  const unauthorized = error instanceof ApiError && error.errorCode === ErrorCode.UNAUTHORIZED;
  if (!hasSession || unauthorized) return <Navigate to={LOGIN_PATH} replace />;

  return (
    <div className="game-frame">
      {data && isSafeLink(data.url) ? (
        <iframe
          className="game-frame__frame"
          src={data.url}
          title={data.gameName}
          allow="autoplay; fullscreen"
        />
      ) : call && isPending ? (
        <PageSpinner />
      ) : (
        <ErrorBlock
          className="game-frame__error"
          status="default"
          title={error?.message ?? t('error_not_found')}
          description=""
        >
          <Button color="primary" onClick={close}>
            {t('back')}
          </Button>
        </ErrorBlock>
      )}
      <button type="button" className="game-frame__close icon-button" aria-label={t('close')} onClick={close}>
        <CloseOutline aria-hidden="true" />
      </button>
    </div>
  );
}
