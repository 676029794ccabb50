import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:8094';
const out = '/tmp/i14/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages = (process.env.PAGES ?? '/m/member/home,/m/member/benefits,/m/rewardCenter,/m/activity,/m/trail').split(',');
for (const [lang, theme] of [['EN', 'light'], ['EN', 'dark'], ['AR', 'dark']]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${base}/m/login`);
  await page.evaluate(([l, t]) => { localStorage.setItem('language', l); localStorage.setItem('theme', t); }, [lang, theme]);
  if (!process.env.VISITOR) {
    await page.goto(`${base}/m/login`);
    await page.locator('input').nth(0).fill('demo');
    await page.locator('input[type=password]').fill('Demo1234');
    await page.locator('button[type=submit], .adm-button-primary').first().click();
    await page.waitForURL(/\/m\/home/);
  }
  for (const path of pages) {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(1500);
    const name = `${path.replaceAll('/', '_').replaceAll('?', '_')}-${lang}-${theme}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: !!process.env.FULL });
  }
  await context.close();
}
await browser.close();
