import { describe, expect, it } from 'vitest';
import { loginPathFor, nextPathOf, START_PATH } from './console-paths';

describe('the page after signing in', () => {
  it('comes back to the page and query the sign-in was asked from', () => {
    const login = loginPathFor({ pathname: '/audit', search: '?actor=staff%3Aalice&pageNo=3' });
    const search = new URLSearchParams(login.split('?')[1]);
    expect(nextPathOf(search)).toBe('/audit?actor=staff%3Aalice&pageNo=3');
  });

  it.each([
    ['no next', ''],
    ['another origin', 'next=%2F%2Fevil.example%2Fx'],
    ['a backslash origin', 'next=%2F%5Cevil.example'],
    ['an absolute URL', 'next=https%3A%2F%2Fevil.example'],
    ['the sign-in page itself', 'next=%2Flogin%3Fnext%3D%252Faudit'],
  ])('is the start page for %s', (_, search) => {
    expect(nextPathOf(new URLSearchParams(search))).toBe(START_PATH);
  });
});
