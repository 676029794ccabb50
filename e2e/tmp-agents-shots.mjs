import { chromium } from '@playwright/test';

const base = 'http://localhost:8102';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function shoot(user, pass, path, name, theme, lang) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  await page.goto(base + '/m/login');
  await page.getByLabel(/^Username/).fill(user);
  await page.getByLabel(/^Password/).fill(pass);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home/);
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('language', l);
    },
    [theme, lang],
  );
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/agents-${name}-${theme}-${lang}.png`, fullPage: true });
  await ctx.close();
}
await shoot('agent', 'Agent1234', '/m/member/agent/commission', 'commission', 'dark', 'EN');
await shoot('agent', 'Agent1234', '/m/member/agent/commission', 'commission', 'light', 'EN');
await shoot('agent', 'Agent1234', '/m/member/agent/commission', 'commission', 'dark', 'AR');
await shoot('demo', 'Demo1234', '/m/agentRegister', 'register', 'dark', 'EN');
await shoot('demo', 'Demo1234', '/m/agentRegister', 'register', 'light', 'EN');
await shoot('demo', 'Demo1234', '/m/agentRegister', 'register', 'dark', 'AR');
await browser.close();
