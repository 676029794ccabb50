/** The generated artwork: escaped text, no script, deterministic, small. */
import { describe, expect, it } from 'vitest';
import { avatarSvg, bannerSvg, gameSvg, initialsOf, vendorMarkSvg, vendorSvg } from './art';
import { escapeMarkup } from './markup';

describe('artwork', () => {
  it('escapes every text it draws', () => {
    expect(escapeMarkup(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
    const banner = bannerSvg({ title: '<script>alert(1)</script> & more', width: 750, height: 300 });
    expect(banner).not.toContain('<script>');
    expect(banner).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(banner).toContain('&amp; more');
    expect(vendorSvg('A&B')).toContain('A&amp;B');
    expect(vendorMarkSvg('<Lucky> Lottery')).not.toContain('<Lucky>');
    expect(gameSvg({ name: '<Wild> Koi', category: 'RNG', vendorCode: 'X<Y' })).toContain('X&lt;Y');
  });

  it('draws initials of the first two words', () => {
    expect(initialsOf('Golden Dragon Deluxe')).toBe('GD');
    expect(initialsOf('miền bắc')).toBe('MB');
    expect(initialsOf('  ')).toBe('?');
    expect(avatarSvg('Linh')).toContain('>L</text>');
    expect(vendorMarkSvg('Lucky Lottery')).toContain('>LL</text>');
  });

  it('is the same picture for the same game, and small', () => {
    const game = { name: 'Mega Fortune Wheel Hold & Win', category: 'FISH', vendorCode: 'CQ9' };
    expect(gameSvg(game)).toBe(gameSvg({ ...game }));
    expect(gameSvg(game)).not.toBe(gameSvg({ ...game, name: 'Lucky Koi' }));
    for (const category of [
      'LOTT',
      'ELOTT',
      'LIVE',
      'RNG',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'PVP',
    ]) {
      expect(gameSvg({ ...game, category }).length).toBeLessThan(1500);
    }
  });

  it('wraps a long banner title into two lines and cuts the rest', () => {
    const banner = bannerSvg({
      title: 'Welcome bonus 100% up to 5,000,000 ₫ for every new member this month only',
      width: 750,
      height: 300,
    });
    expect(banner.match(/<text /g)).toHaveLength(2);
    expect(banner).toContain('…');
  });

  it('breaks a Chinese title between its characters, counting each as two letters', () => {
    const lines = (title: string) =>
      [...bannerSvg({ title, width: 750, height: 300 }).matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map(
        (match) => match[1],
      );
    expect(lines('新会员首存100%奖金，最高5,000,000 ₫')).toEqual(['新会员首存100%奖金，最', '高5,000,000 ₫']);
    expect(lines('每日签到：天天领奖金')).toEqual(['每日签到：天天领奖金']);
    // Latin titles still break at their spaces only.
    expect(lines('Weekend reload: 20% on every deposit')).toEqual([
      'Weekend reload: 20% on',
      'every deposit',
    ]);
  });
});
