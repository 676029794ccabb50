// Runs before the first paint (loaded blocking from index.html): applies the stored theme and
// language to <html> so the page never flashes the wrong theme or direction, and starts the lazy
// chunks the first render will wait for (the build lists them in data-preload, see vite.config.ts).
// Kept tiny and dependency-free; theme.test.ts holds this table against the contract's LANGUAGES.
(() => {
  var TAGS = {
    EN: 'en',
    CN: 'zh-CN',
    TW: 'zh-TW',
    JA: 'ja',
    KO: 'ko',
    TH: 'th',
    VI: 'vi',
    MY: 'my',
    KM: 'km',
    ID: 'id',
    MS: 'ms',
    TY: 'tl',
    HI: 'hi',
    TA: 'ta',
    BN: 'bn',
    UR: 'ur',
    AR: 'ar',
    FA: 'fa',
    TR: 'tr',
    RU: 'ru',
    ES: 'es',
    PT: 'pt-BR',
  };
  var RTL = { UR: 1, AR: 1, FA: 1 };
  var html = document.documentElement;
  var theme = 'dark';
  var language = 'EN';
  var stored = null;
  try {
    theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
    stored = localStorage.getItem('language');
    // typeof rather than hasOwn: inherited names such as 'toString' are not languages.
    if (stored && typeof TAGS[stored] === 'string') language = stored;
  } catch {
    // Storage blocked (private mode, sandbox): keep the defaults.
  }
  html.setAttribute('data-theme', theme);
  html.setAttribute('data-prefers-color-scheme', theme);
  html.setAttribute('lang', TAGS[language]);
  html.setAttribute('dir', RTL[language] ? 'rtl' : 'ltr');

  // Without this the language and the landing screen would only be asked for once the entry
  // script has run: a round trip after it.
  const listed = document.currentScript?.getAttribute('data-preload');
  if (!listed) return; // the dev server and the tests name none
  const preloads = JSON.parse(listed);
  let urls = preloads.languages[language] || [];
  if (preloads.home.paths.includes(location.pathname)) {
    // Shows index.html's shell of the home page until React's first render replaces it.
    html.setAttribute('data-landing', 'home');
    urls = urls.concat(preloads.home.files);
  }
  for (const url of urls) {
    const link = document.createElement('link');
    if (url.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    // As Vite's own preloads, so that the later requests find these in the cache.
    link.crossOrigin = '';
    link.href = url;
    document.head.appendChild(link);
  }
})();
