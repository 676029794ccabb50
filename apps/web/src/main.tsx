import type { LanguageCode } from '@app/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { layoutOf, type RouteId } from './app/layout-rules';
import { registerServiceWorker } from './app/offline/service-worker';
import { createQueryClient } from './app/providers';
import { rememberWebClipLaunch } from './features/download/install-mode';
import { startCapturingInstallPrompt } from './features/download/install-prompt';
import { siteConfigQuery, systemStatusQuery } from './features/system/queries';
import { startingLanguageCode, startLanguage } from './i18n/language';
import { sessionInfoStore } from './lib/storage';
import { loadScreenOf } from './routes';
import { applyThemeToDocument, themeStore } from './theme/theme';
// antd-mobile's base styles and variables (its package root would import them, but we import per component).
import 'antd-mobile/es/global';
import './theme/theme.css';

/** Resolves in a task of its own, so that the browser can paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The browser's install offer fires once, early: /m/app's Install button needs it kept (install-prompt.ts).
startCapturingInstallPrompt();
// public/boot.js already did this before the first paint; repeating it costs nothing and covers a blocked boot.js.
applyThemeToDocument(themeStore.get());
rememberWebClipLaunch(window.location.search);
registerServiceWorker();
/**
 * Starts each of these in a task of its own and resolves once all have settled: the first calls
 * through the query client run much of its code for the first time, tens of ms each on a slow
 * phone, and all in one task they made one long task.
 */
const startOneByOne = async (starts: (() => Promise<void>)[]) => {
  const started: Promise<void>[] = [];
  for (const start of starts) {
    await nextTask();
    started.push(start());
  }
  await Promise.all(started);
};

/**
 * The answers the first page shows, asked for as the app starts (after the modules' evaluation)
 * rather than by its first render's effects. The first render waits for the site's status and
 * config (up to FIRST_ANSWERS_WAIT_MS): an answer arriving during React's first render, which runs
 * as a transition, makes React start that render over in one blocking pass (the query cache is an
 * external store), a long task on a slow phone. Home's own answers are asked for too, not waited
 * for: home reads them deferred (decision 0016).
 */
const FIRST_ANSWERS_WAIT_MS = 3_000;
const waitedFor = (answers: Promise<unknown>) =>
  Promise.race([answers, new Promise((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS))]);
const queryClient = createQueryClient();
const firstAnswers = waitedFor(
  startOneByOne([
    () => queryClient.prefetchQuery(systemStatusQuery),
    () => queryClient.prefetchQuery(siteConfigQuery),
  ]),
);
/** What a landing screen's first render shows from the server, and what it needs to ask for it. */
type LandingDataPrefetches = (
  client: QueryClient,
  context: { token: string; language: LanguageCode; search: URLSearchParams },
) => (() => Promise<void>)[];
/**
 * The landing screens whose answers are asked for as the app starts, not by their first render
 * (decisions 0016, 0058). Each from a module of the screen's own files (boot.js or the page's
 * preloads have started them with the entry): the entry holds what every page needs.
 */
const LANDING_DATA: Partial<Record<RouteId, () => Promise<LandingDataPrefetches>>> = {
  home: () => import('./features/home/home-data').then((module) => module.homeDataPrefetches),
  gameList: () => import('./features/games/game-list-data').then((module) => module.gameListDataPrefetches),
  register: () => import('./features/account/queries').then((module) => module.registerDataPrefetches),
  voucherCenter: () => import('./features/payments/queries').then((module) => module.depositDataPrefetches),
  'member/responsibleGaming': () =>
    import('./features/player-protection/queries').then((module) => module.protectionDataPrefetches),
};
/**
 * The landing screens whose page shell the server draws with their answers (the game list's first
 * cards, decision 0071; the register form's first rows, decision 0072; the deposit channels,
 * decision 0073): their first render waits for those answers too, as for the status and config,
 * so that it replaces the shell's cards and rows with the same ones, not with placeholders or a
 * spinner.
 */
const ANSWERS_IN_SHELL: readonly RouteId[] = ['gameList', 'register', 'voucherCenter'];
const landing = layoutOf(window.location.pathname);
const landingData = landing ? LANDING_DATA[landing.id] : undefined;
const landingAnswers = landingData
  ? landingData()
      .then((prefetches) =>
        startOneByOne(
          prefetches(queryClient, {
            token: sessionInfoStore.read()?.token ?? '',
            language: startingLanguageCode(),
            search: new URLSearchParams(window.location.search),
          }),
        ),
      )
      // A screen module that fails to load asks for nothing; the screen's own render says so.
      .catch(() => undefined)
  : undefined;
const shellAnswers =
  landingAnswers && landing && ANSWERS_IN_SHELL.includes(landing.id) ? waitedFor(landingAnswers) : undefined;
// Module evaluation and React's start are each a task of their own: on a slow phone, together they
// would hold the page for one long task.
void nextTask().then(async () => {
  // The first render needs the active language's strings (the only locale downloaded), and waits
  // for the landing route's screen (boot.js has usually started both downloads already) so that it
  // replaces index.html's shell with the page, not with a spinner, and for the first answers
  // (above), with those the landing route's shell shows. An unknown path renders nothing of its
  // own: it goes home. A screen that fails to load is the layout's to say. Not a top-level await:
  // lazy chunks import modules of the entry's chunk, and would wait for it.
  const screen = landing ? loadScreenOf(landing).catch(() => undefined) : undefined;
  await Promise.all([startLanguage(), screen, firstAnswers, shellAnswers, nextTask()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition lets React render the first page in short slices instead of one long task, so
  // the page (index.html's shell already painted) keeps answering input meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
