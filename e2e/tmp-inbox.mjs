import { chromium } from '@playwright/test';
const base = 'http://localhost:8102';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [theme, language] of [['dark', 'EN'], ['light', 'EN'], ['dark', 'AR']]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${base}/m/login`);
  await page.evaluate(([t, l]) => { localStorage.setItem('theme', t); localStorage.setItem('language', l); }, [theme, language]);
  await page.goto(`${base}/m/login`);
  await page.locator('input').first().fill('demo');
  await page.locator('input[type=password]').fill('Demo1234');
  await page.locator('form button[type=submit], button.adm-button-primary').first().click();
  await page.waitForURL(/\/m\/home/);
  await page.goto(`${base}/m/webEmail`);
  await page.waitForSelector('.inbox-list');
  await page.screenshot({ path: `/tmp/inbox-list-${theme}-${language}.png` });
  await page.locator('.inbox-row__link').nth(1).click();
  await page.waitForSelector('.inbox-content');
  await page.screenshot({ path: `/tmp/inbox-message-${theme}-${language}.png` });
  await page.goBack();
  await page.waitForSelector('.inbox-list');
  await page.screenshot({ path: `/tmp/inbox-list2-${theme}-${language}.png` });
  await context.close();
}
await browser.close();
