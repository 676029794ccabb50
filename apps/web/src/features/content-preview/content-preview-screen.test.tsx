import {
  CONTENT_PREVIEW_DRAFT,
  CONTENT_PREVIEW_PAGES,
  CONTENT_PREVIEW_READY,
  type ContentPreviewDraft,
} from '@app/contract/client';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '../../i18n/language';
import { renderWithProviders } from '../../test/render';
import { ContentPreviewScreen } from './content-preview-screen';

const draft = (changes: Partial<ContentPreviewDraft> = {}): ContentPreviewDraft => ({
  type: CONTENT_PREVIEW_DRAFT,
  kind: 'notice',
  language: 'EN',
  title: 'Weekend bonus',
  html: '<p>Up to <strong>50%</strong></p>',
  subtitle: '',
  pictureUrl: null,
  ...changes,
});

/** The console's window framing this page. */
const parent = { postMessage: vi.fn() };

/** A message as the browser delivers it: its data, the sender's origin and window. */
function post(data: unknown, { origin = window.location.origin, source = parent as unknown } = {}) {
  const event = new Event('message');
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: origin },
    source: { value: source },
  });
  act(() => {
    window.dispatchEvent(event);
  });
}

function renderPreview(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/m/contentPreview/:kind', Component: ContentPreviewScreen },
      { path: '/m/home', element: <p>home</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('the back office preview page (decision 0068)', () => {
  beforeEach(() => {
    parent.postMessage.mockClear();
    Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
  });

  it("tells its parent it is ready, then shows the parent's draft with the real notice detail", async () => {
    renderPreview(CONTENT_PREVIEW_PAGES.notice);
    expect(parent.postMessage).toHaveBeenCalledWith(CONTENT_PREVIEW_READY, window.location.origin);
    post(draft());
    expect(await screen.findByRole('heading', { name: 'Weekend bonus' })).toBeTruthy();
    expect(screen.getByText('50%').tagName).toBe('STRONG');
  });

  it("shows a help item under its section's title", async () => {
    renderPreview(CONTENT_PREVIEW_PAGES.help);
    post(
      draft({
        kind: 'help',
        title: 'How do I deposit?',
        subtitle: 'Deposits',
        html: '<ol><li>Pay.</li></ol>',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'How do I deposit?' })).toBeTruthy();
    expect(screen.getByText('Deposits')).toBeTruthy();
  });

  it("shows the draft in its language, leaving the visitor's own choice as it was", async () => {
    window.localStorage.removeItem('language');
    renderPreview(CONTENT_PREVIEW_PAGES.notice);
    post(draft({ language: 'TH', title: 'โบนัส' }));
    expect(await screen.findByRole('heading', { name: 'โบนัส' }, { timeout: 5000 })).toBeTruthy();
    // The draft shows at once; the page's language follows when its texts have loaded.
    await waitFor(() => expect(document.documentElement.lang).toBe('th'), { timeout: 5000 });
    expect(window.localStorage.getItem('language')).toBeNull();
    await act(() => showLanguage('EN'));
  });

  it('ignores messages of another origin, another window, another kind or another shape', async () => {
    renderPreview(CONTENT_PREVIEW_PAGES.inbox);
    post(draft({ kind: 'inbox', title: 'From elsewhere' }), { origin: 'https://evil.example' });
    post(draft({ kind: 'inbox', title: 'From a sibling' }), { source: {} });
    post(draft({ kind: 'notice', title: 'Wrong kind' }));
    post({ ...draft({ kind: 'inbox' }), html: 42 });
    post(draft({ kind: 'inbox', title: 'The draft' }));
    expect(await screen.findByRole('heading', { name: 'The draft' })).toBeTruthy();
    for (const title of ['From elsewhere', 'From a sibling', 'Wrong kind'])
      expect(screen.queryByText(title)).toBeNull();
  });

  it("shows a promotion's button and period from the draft, and ignores a draft whose button is malformed (issue 21)", async () => {
    renderPreview(CONTENT_PREVIEW_PAGES.promotion);
    post(
      draft({
        kind: 'promotion',
        title: 'Broken button',
        action: { kind: 'url' } as unknown as ContentPreviewDraft['action'],
      }),
    );
    post(
      draft({
        kind: 'promotion',
        title: 'Deposit bonus',
        action: { kind: 'claim', rewardId: 'first-deposit' },
        period: { startsAt: '2026-03-01T00:00:00.000Z', endsAt: '2026-04-01T00:00:00.000Z' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Deposit bonus' })).toBeTruthy();
    expect(screen.queryByText('Broken button')).toBeNull();
    const claim = screen.getByRole('link', { name: 'Claim' });
    expect(claim.getAttribute('href')).toBe('/m/rewardCenter?reward=first-deposit');
    expect(screen.getByText(/2026/)).toBeTruthy();

    post(
      draft({ kind: 'promotion', title: 'Outside', action: { kind: 'url', url: 'https://example.com/x' } }),
    );
    expect(await screen.findByRole('heading', { name: 'Outside' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Take part/ }).getAttribute('target')).toBe('_blank');
  });

  it('goes home when it is not framed', async () => {
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
    const router = renderPreview(CONTENT_PREVIEW_PAGES.promotion);
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
