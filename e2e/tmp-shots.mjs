import { chromium } from '@playwright/test';
import { TOTP } from 'otpauth';

const BASE = 'http://127.0.0.1:8095';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function signedIn(username, password, language = 'EN') {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${BASE}/console/login`);
  await page.evaluate((l) => localStorage.setItem('console.language', l), language);
  const login = (code) =>
    page.request.post(`${BASE}/wps/staff/login`, { data: { username, password, ...(code && { code }) } });
  let v = (await (await login()).json()).value;
  const secret = v.secret;
  const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
  v = (await (await login(code)).json()).value;
  if (v.step !== 'signedIn') throw new Error(JSON.stringify(v));
  return page;
}
const support = await signedIn('support', 'Support-Console-1');
await support.goto(`${BASE}/console/support?tab=applications&merchantCode=DEMO`);
await support.waitForTimeout(3000);
await support.screenshot({ path: '/tmp/shots/applications.png' });
const reject = support.getByRole('button', { name: 'Reject' }).first();
if (await reject.count()) {
  await reject.click();
  await support.waitForTimeout(800);
  await support.screenshot({ path: '/tmp/shots/reject.png' });
  await support.keyboard.press('Escape');
}
await support.goto(`${BASE}/console/support?tab=chats&merchantCode=DEMO&q=dem`);
await support.waitForTimeout(3000);
await support.screenshot({ path: '/tmp/shots/chats.png' });
const t0 = Date.now();
await support.goto(`${BASE}/console/content?tab=notices&merchant=DEMO`);
await support.getByRole('table').waitFor();
console.log('content table after', Date.now() - t0, 'ms');
await support.screenshot({ path: '/tmp/shots/content-support.png' });
const content = await signedIn('content', 'Content-Console-1', 'TH');
await content.goto(`${BASE}/console/content?tab=notices&merchant=DEMO`);
await content.getByRole('table').waitFor();
await content
  .getByRole('button', { name: /ประกาศ/ })
  .first()
  .click()
  .catch(() => {});
await content.waitForTimeout(2500);
await content.screenshot({ path: '/tmp/shots/content-editor-th.png' });
await browser.close();
