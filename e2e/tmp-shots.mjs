import { chromium } from '@playwright/test';
const base = process.env.BASE;
const out = '/tmp/i16/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function shoot(user, pass, pages, looks) {
  for (const [theme, language] of looks) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${base}/m/login`);
    await page.evaluate(([t, l]) => { localStorage.setItem('theme', t); localStorage.setItem('language', l); }, [theme, language]);
    await page.goto(`${base}/m/login`);
    await page.locator('input[type="text"], input:not([type])').first().fill(user);
    await page.locator('input[type="password"]').first().fill(pass);
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL(/\/m\/home/);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${user}-home-${theme}-${language}.png` });
    for (const [name, path] of pages) {
      await page.goto(`${base}${path}`);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `${out}/${user}-${name}-${theme}-${language}.png`, fullPage: true });
    }
    await context.close();
  }
}
const looks = [['dark', 'EN'], ['light', 'EN'], ['dark', 'AR']];
await shoot('demo', 'Demo1234', [['invite', '/m/inviteFriends'], ['apply', '/m/agentRegister']], looks);
await shoot('agent', 'Agent1234', [['centre', '/m/member/agent'], ['commission', '/m/member/agent/commission'], ['salary', '/m/member/agent/getSalaryContract'], ['dividend', '/m/member/agent/getDevidendContract'], ['hour', '/m/member/agent/getHourContract']], looks);
await browser.close();
