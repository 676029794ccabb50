/**
 * The language button and its picker for the keyboard (issue 20 points 1 and 2): the button's name
 * starts with the code it shows; the picker is a modal dialog that takes focus to the language in
 * use, keeps Tab inside, closes on Escape and gives focus back to the button.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LanguageButton } from './language-button';

const openPicker = async () => {
  renderWithProviders(<LanguageButton />);
  const button = screen.getByRole('button', { name: 'EN Choose language' });
  await userEvent.click(button);
  const picker = await screen.findByRole('dialog', { name: 'Choose language' });
  return { button, picker };
};

describe('LanguageButton', () => {
  it('is named by the code it shows, then what it does', () => {
    renderWithProviders(<LanguageButton />);
    expect(screen.getByRole('button', { name: /^EN\b/ }).textContent).toContain('EN');
  });

  it('opens a modal dialog with focus on the language in use', async () => {
    const { picker } = await openPicker();
    expect(picker.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('English'));
    expect(document.activeElement?.getAttribute('aria-current')).toBe('true');
  });

  it('keeps Tab inside the dialog', async () => {
    const { picker } = await openPicker();
    const options = Array.from(picker.querySelectorAll('button'));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('English'));
    options.at(-1)?.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(options[0]);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(options.at(-1));
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { button } = await openPicker();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('English'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose language' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
