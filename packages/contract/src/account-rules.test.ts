import { describe, expect, it } from 'vitest';
import { birthdayProblem, birthdayToday } from './account-rules';

describe('birthdayProblem (spec §8: the correct date of birth, 21 years old)', () => {
  const today = '2026-11-27';

  it('takes a real day in the past, and the day someone turns the minimum age', () => {
    expect(birthdayProblem('1990-05-17', today)).toBeNull();
    expect(birthdayProblem('2005-11-27', today, 21)).toBeNull();
    expect(birthdayProblem('2005-11-26', today, 21)).toBeNull();
  });

  it('is under age until the birthday itself', () => {
    expect(birthdayProblem('2005-11-28', today, 21)).toBe('underAge');
    expect(birthdayProblem('2008-11-28', today, 18)).toBe('underAge');
    // Without a minimum age a child's date is a date.
    expect(birthdayProblem('2020-01-01', today)).toBeNull();
    expect(birthdayProblem('2020-01-01', today, null)).toBeNull();
  });

  it('lets someone born on 29 February reach an age on 1 March of a common year', () => {
    expect(birthdayProblem('2004-02-29', '2025-02-28', 21)).toBe('underAge');
    expect(birthdayProblem('2004-02-29', '2025-03-01', 21)).toBeNull();
  });

  it('refuses what is no calendar day, a day ahead or one beyond any life', () => {
    for (const day of [
      '2001-02-30',
      '2001-13-01',
      '2001-00-10',
      '1990-5-17',
      '17/05/1990',
      '',
      '1990-05-17x',
    ])
      expect(birthdayProblem(day, today), day).toBe('invalid');
    expect(birthdayProblem('2026-11-28', today)).toBe('invalid');
    expect(birthdayProblem('1906-11-26', today)).toBe('invalid');
    expect(birthdayProblem('1906-11-27', today)).toBeNull();
  });

  it('reads today as the UTC day, on the site as on the server', () => {
    expect(birthdayToday(new Date('2026-11-27T23:30:00-05:00'))).toBe('2026-11-28');
    expect(birthdayToday(new Date('2026-11-28T06:30:00+07:00'))).toBe('2026-11-27');
  });
});
