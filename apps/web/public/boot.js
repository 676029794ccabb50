// Runs before the first paint (loaded blocking from index.html): applies the stored theme and
// language to <html> so the page never flashes the wrong theme or direction. Kept tiny and
// dependency-free; boot-script.test.ts holds this table against the contract's LANGUAGES.
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
})();
