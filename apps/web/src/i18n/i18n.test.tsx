import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, interpolate } from './i18n';
import { useTranslation } from './use-translation';

describe('interpolate', () => {
  it('fills every placeholder, spaces inside the braces allowed', () => {
    expect(interpolate('{{count}} of {{ cap }} claimed, {{count}} today', { count: 2, cap: 5 })).toBe(
      '2 of 5 claimed, 2 today',
    );
  });

  it('keeps a placeholder with no value named, and empties null and undefined', () => {
    expect(interpolate('Hello {{name}} {{missing}}', { name: null })).toBe('Hello  {{missing}}');
    expect(interpolate('Hello {{name}}', { name: undefined })).toBe('Hello ');
  });

  it('does not take inherited names for values', () => {
    expect(interpolate('{{toString}}', {})).toBe('{{toString}}');
  });

  it('leaves markup-looking values as text (React escapes them when it renders)', () => {
    expect(interpolate('Hi {{name}}', { name: '<b>x</b>' })).toBe('Hi <b>x</b>');
  });
});

function ConfirmText() {
  const { t } = useTranslation();
  return <p>{t('confirm')}</p>;
}

describe('the translations', () => {
  afterEach(() => {
    i18n.changeLanguage('en');
  });

  it("answers the active language's message, English by default in the tests", () => {
    expect(i18n.t('confirm')).toBe('Confirm');
    expect(i18n.t('invite_rule_cap', { count: 3 })).toBe('Up to 3 friend bonuses a month');
  });

  it('answers the default value, then the key, for a key without a message (or an empty one)', () => {
    i18n.addMessages('t1', { empty: '' });
    i18n.changeLanguage('t1');
    expect(i18n.t('no_such_key')).toBe('no_such_key');
    expect(i18n.t('empty')).toBe('empty');
    expect(i18n.t('no_such_key', { defaultValue: 'pending {{n}}', n: 1 })).toBe('pending 1');
  });

  it('gives one function per language, so that effects depending on it follow the language only', () => {
    expect(i18n.getFixedT('en')).toBe(i18n.getFixedT('en'));
    expect(i18n.getFixedT('en')).not.toBe(i18n.getFixedT('t2'));
  });

  it('renders a component again in the new language, and tells subscribers once per change', () => {
    i18n.addMessages('t3', { confirm: 'Bestätigen' });
    let changes = 0;
    const unsubscribe = i18n.subscribe(() => {
      changes += 1;
    });
    render(<ConfirmText />);
    expect(screen.getByText('Confirm')).toBeTruthy();
    act(() => i18n.changeLanguage('t3'));
    expect(screen.getByText('Bestätigen')).toBeTruthy();
    act(() => i18n.changeLanguage('t3'));
    unsubscribe();
    act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Confirm')).toBeTruthy();
    expect(changes).toBe(1);
  });
});
