import type { FeedbackEntry } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionInfoStore } from '../../lib/storage';
import { type Call, fakeApi, type Reply } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { FeedbackScreen } from './feedback-screen';

/** The first bytes of a PNG (what the screen reads; the server reads the whole file again). */
const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
const CONTENT = 'My deposit has not arrived after an hour.';

const entry = (id: number, overrides: Partial<FeedbackEntry> = {}): FeedbackEntry => ({
  feedbackId: String(id),
  type: 1,
  content: `Feedback number ${id} about a deposit`,
  remark: '',
  pictures: [],
  status: 'open',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-20T08:30:00.000Z',
  ...overrides,
});

function renderFeedback(routes: Record<string, Reply | ((call: Call) => Reply)>) {
  signIn(0);
  const api = fakeApi({
    'GET /wps/captcha': { value: { captchaId: 'c1', image: 'data:image/png;base64,AAAA' } },
    'GET /wps/feedback': { value: { list: [], pageNum: 1, totalPages: 0 } },
    ...routes,
  });
  const router = createMemoryRouter([{ path: '/m/feedback', Component: FeedbackScreen }], {
    initialEntries: ['/m/feedback'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return api;
}

const content = () => screen.getByLabelText('Content');
/** The form's Confirm (the picker's own Confirm may still be leaving with its closing animation). */
const confirm = () => {
  const submit = screen
    .getAllByRole('button', { name: 'Confirm' })
    .find((button) => button.getAttribute('type') === 'submit');
  if (!submit) throw new Error("the form's Confirm is missing");
  return submit;
};
const chooseType = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /Question type/ }));
  // The picker opens on the first type: confirming chooses it.
  const header = await waitFor(() => {
    const found = document.querySelector('.adm-picker-header');
    if (!found) throw new Error('the picker is not open');
    return found as HTMLElement;
  });
  expect(within(header).getByText('Question type')).toBeTruthy();
  // Clicked as it slides in (pointer-events are off during the popup's animation).
  fireEvent.click(within(header).getByText('Confirm'));
};

describe('/m/feedback (spec §2 Feedback screen, §5, §8)', () => {
  afterEach(() => {
    sessionInfoStore.wipe();
    vi.unstubAllGlobals();
  });

  it('keeps confirm disabled while the content is empty and counts its characters out of 200', async () => {
    renderFeedback({});
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Load another captcha' })).toBeTruthy();
    expect(confirm().closest('button')?.disabled).toBe(true);
    expect(screen.getByText('0/200')).toBeTruthy();
    await user.type(content(), 'Hello 😀');
    expect(screen.getByText('7/200')).toBeTruthy();
    expect(confirm().closest('button')?.disabled).toBe(false);
  });

  it('says what is missing before sending: type, 20 characters, the captcha', async () => {
    const api = renderFeedback({});
    const user = userEvent.setup();
    await user.type(content(), 'x'.repeat(19));
    await user.click(confirm());
    expect(await screen.findByText('Please choose a question type')).toBeTruthy();
    expect(screen.getByText('Please write 20 to 200 characters')).toBeTruthy();
    expect(screen.getByText('Enter a captcha')).toBeTruthy();
    await user.clear(content());
    await user.type(content(), '<script>alert(1)</script> is in my text');
    await user.click(confirm());
    expect(await screen.findByText('Plain text only: no HTML or script')).toBeTruthy();
    expect(api.callsTo('/wps/feedback').filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("sends type, content, captcha and a picture, says 'Sent successfully' and lists it", async () => {
    let sent: Call | undefined;
    const api = renderFeedback({
      'POST /wps/feedback': (call) => {
        sent = call;
        return { value: { feedbackId: '9', message: 'Sent successfully' } };
      },
      'GET /wps/feedback': () =>
        sent
          ? { value: { list: [entry(9, { content: CONTENT })], pageNum: 1, totalPages: 1 } }
          : { value: { list: [], pageNum: 1, totalPages: 0 } },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeTruthy();
    await chooseType(user);
    expect(screen.getByRole('button', { name: /Question type Deposit issues/ })).toBeTruthy();
    await user.type(content(), CONTENT);
    const file = new File([PNG_BYTES], 'receipt.png', { type: 'image/png' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    await waitFor(() => expect(document.querySelectorAll('.adm-image-uploader-cell-image')).toHaveLength(1));
    await user.type(screen.getByLabelText('Remark'), 'The receipt');
    await user.type(screen.getByLabelText('Captcha'), 'AB12');
    await user.click(confirm());
    expect(await screen.findByText('Sent successfully')).toBeTruthy();
    expect(sent?.body).toEqual({
      type: 1,
      content: CONTENT,
      captcha: 'AB12',
      captchaId: 'c1',
      remark: 'The receipt',
      pictures: [btoa(String.fromCharCode(...PNG_BYTES))],
    });
    // The list shows it; the form is empty again with a fresh captcha.
    expect(await screen.findByText(CONTENT, { selector: '.feedback-card__content' })).toBeTruthy();
    expect((content() as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(api.callsTo('/wps/captcha').length).toBeGreaterThanOrEqual(2));
  });

  it('refuses a picture that is not a PNG or JPEG by its bytes, or above 5 MB', async () => {
    renderFeedback({});
    const user = userEvent.setup();
    const input = await waitFor(() => document.querySelector('input[type="file"]') as HTMLInputElement);
    await user.upload(input, new File(['only text in a .jpg'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Only PNG or JPG pictures of at most 5 MB')).toBeTruthy();
    const big = new File([PNG_BYTES], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(document.querySelectorAll('.adm-image-uploader-cell-image')).toHaveLength(0);
  });

  it('shows a wrong captcha under the captcha and loads another', async () => {
    const api = renderFeedback({
      'POST /wps/feedback': { status: 400, errorCode: 'CAPTCHA_INVALID', value: { captcha: true } },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Load another captcha' });
    await chooseType(user);
    await user.type(content(), CONTENT);
    await user.type(screen.getByLabelText('Captcha'), 'ZZZZ');
    await user.click(confirm());
    expect(await screen.findByText('Verification code error')).toBeTruthy();
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.callsTo('/wps/captcha').length).toBeGreaterThanOrEqual(2));
  });

  it('says how long to wait when the hourly limit is reached', async () => {
    renderFeedback({
      'POST /wps/feedback': { status: 429, errorCode: 'RATE_LIMITED', value: { retryAfterSeconds: 1500 } },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Load another captcha' });
    await chooseType(user);
    await user.type(content(), CONTENT);
    await user.type(screen.getByLabelText('Captcha'), 'AB12');
    await user.click(confirm());
    expect(
      await screen.findByText('You have sent a lot of feedback. Please try again in 25 min.'),
    ).toBeTruthy();
  });

  it("lists past feedback with the operator's reply", async () => {
    renderFeedback({
      'GET /wps/feedback': {
        value: {
          list: [
            entry(2, {
              type: 3,
              status: 'replied',
              reply: 'The round was settled.',
              repliedAt: '2026-11-21T09:00:00Z',
            }),
            entry(1, {
              pictures: [{ url: '/wps/feedback/pictures/AAAAAAAAAAAAAAAAAAAAAA', width: 10, height: 10 }],
            }),
          ],
          pageNum: 1,
          totalPages: 1,
        },
      },
    });
    const mine = await screen.findByRole('region', { name: 'My feedback' });
    const items = await within(mine).findAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Game issues')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Replied')).toBeTruthy();
    expect(
      within(items[0] as HTMLElement).getByRole('region', { name: 'Reply from customer service' })
        .textContent,
    ).toContain('The round was settled.');
    expect(within(items[1] as HTMLElement).getByText('Awaiting reply')).toBeTruthy();
    expect(
      within(items[1] as HTMLElement)
        .getByRole('img', { name: 'Picture 1' })
        .getAttribute('src'),
    ).toBe('/wps/feedback/pictures/AAAAAAAAAAAAAAAAAAAAAA');
  });
});
