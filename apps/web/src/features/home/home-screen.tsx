/**
 * Home (spec §2 Home): download bar, the top bar (the header is hidden here, so home draws its
 * own — deliberately not a <header> landmark), banner carousel, notice ticker, greeting or login,
 * balance, quick-nav, jackpot, the games (a lazy chunk), footer and floating social buttons.
 */
import { homeBannersOf, mayHoldContract } from '@app/contract/client';
import { UnorderedListOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useSidebar } from '../../app/layout/sidebar-context';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { LanguageButton } from '../../ui/language-button';
import { useGreetingName } from '../account/queries';
import { BannerCarousel, BannerPlaceholder } from '../announcements/banner-carousel';
import { NoticeTicker } from '../announcements/notice-ticker';
import { useAnnouncements } from '../announcements/queries';
import { DownloadBar } from '../download/download-bar';
import { DownloadIcon } from '../download/download-icon';
import { useBrandName, useSiteConfig } from '../system/queries';
import { BalanceWidget } from '../wallet/balance-widget';
import { FloatingSocial } from './floating-social';
import { HOME_ANNOUNCEMENT_TYPES } from './home-data';
import { HomeFooter } from './home-footer';
import { JackpotCounter } from './jackpot-counter';
import { QuickNav } from './quick-nav';
import { readShellBanner } from './shell-banner';
import { useBannerAction } from './use-banner-action';
import './home.css';

const LOGO_URL = `${import.meta.env.BASE_URL}logo.svg`;
/** The seeded banners' shape (750 x 300): the box the carousel takes before its answer arrives. */
const BANNER_PLACEHOLDER_RATIO = '750 / 300';
/** Room the games part holds while its chunk loads: the menu and a section title. */
const GAMES_PLACEHOLDER_PX = 240;

const HomeGames = lazy(() => import('./home-games').then((m) => ({ default: m.HomeGames })));
/** Spec §4: the agent contract check after login, a chunk of its own loaded only for an agent. */
const ContractAlerts = lazy(() =>
  import('../agent-contracts/contract-alerts').then((m) => ({ default: m.ContractAlerts })),
);

export function HomeScreen() {
  const session = useSession();
  // Each part reads the answers it shows (TanStack shares the calls): an answer re-renders that
  // part only, not the whole page — on a slow phone every re-render of home is a long task.
  return (
    <div className="home">
      <DownloadBar />
      <HomeTopBar />
      <HomeBanners />
      <HomeTicker />
      {session && <MemberGreeting />}
      <BalanceWidget />
      <QuickNav />
      <HomeJackpot />
      <Suspense fallback={<div style={{ minHeight: GAMES_PLACEHOLDER_PX }} />}>
        <HomeGames />
      </Suspense>
      <HomeEnd />
      {session && mayHoldContract(session.type) && (
        <Suspense fallback={null}>
          <ContractAlerts />
        </Suspense>
      )}
    </div>
  );
}

function HomeBanners() {
  const { data: config } = useSiteConfig();
  const { data: announcements } = useAnnouncements(HOME_ANNOUNCEMENT_TYPES);
  const onBannerClick = useBannerAction();
  // Only the first render finds the page's shell; later visits to home start from the box.
  const [shellBanner] = useState(readShellBanner);
  const banners = announcements && homeBannersOf(announcements.banners, config?.features.liveModel ?? false);
  if (banners) return <BannerCarousel banners={banners} onBannerClick={onBannerClick} />;
  return shellBanner ? (
    <BannerPlaceholder ratio={`${shellBanner.width} / ${shellBanner.height}`} imageUrl={shellBanner.url} />
  ) : (
    <BannerPlaceholder ratio={BANNER_PLACEHOLDER_RATIO} />
  );
}

function HomeTicker() {
  const { data: announcements } = useAnnouncements(HOME_ANNOUNCEMENT_TYPES);
  return <NoticeTicker titles={announcements?.player.map((notice) => notice.title)} />;
}

function HomeJackpot() {
  const { data: config } = useSiteConfig();
  return <JackpotCounter currencySymbol={config?.currencySymbol} />;
}

/**
 * The footer and the floating social buttons, once the site config has answered: rendered in a
 * transition, in short slices, as they are below the fold (the answer re-renders every reader of
 * the config at once otherwise, in one task).
 */
function HomeEnd() {
  const config = useDeferredValue(useSiteConfig().data);
  if (!config) return null;
  return (
    <>
      <HomeFooter config={config} />
      <FloatingSocial resources={config.resources} />
    </>
  );
}

function HomeTopBar() {
  const { t } = useTranslation();
  const { setOpen } = useSidebar();
  const brandName = useBrandName();
  return (
    <div className="home-top-bar">
      <div className="home-top-bar__brand">
        <img src={LOGO_URL} alt="" width={32} height={32} />
        <h1>{brandName}</h1>
      </div>
      <div className="home-top-bar__actions">
        {/* Home draws this bar only on its own routes: the icon's "home routes only" rule holds here. */}
        <DownloadIcon onHomeRoute />
        <LanguageButton />
        <button
          type="button"
          className="icon-button"
          aria-label={t('open_menu')}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <UnorderedListOutline aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/** Spec §2 Home: a member sees a greeting with their name, linking to the member centre. */
function MemberGreeting() {
  const { t } = useTranslation();
  const name = useGreetingName();
  return (
    <Link className="home-greeting" to="/m/member/home">
      {t('greeting_member', { name })}
    </Link>
  );
}
