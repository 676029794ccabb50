import { describe, expect, it } from 'vitest';
import { deviceOf, signInClientOf, userAgentOf } from './user-agent';

describe('user agents (issue 21 point 3)', () => {
  it('keeps the header trimmed, without control characters, at most 500 characters', () => {
    expect(userAgentOf('  Mozilla/5.0  ')).toBe('Mozilla/5.0');
    expect(userAgentOf(undefined)).toBeNull();
    expect(userAgentOf('   ')).toBeNull();
    expect(userAgentOf('\u0000\u0000')).toBeNull();
    expect(userAgentOf('a\u0000b\tc')).toBe('a b c');
    expect(userAgentOf('x'.repeat(10_000))).toHaveLength(500);
    // A cut through a surrogate pair leaves no half of it.
    const cut = userAgentOf(`${'x'.repeat(499)}😀`) as string;
    expect(cut).toBe('x'.repeat(499));
    expect(userAgentOf('a\ud800b')).toBe('ab');
    expect(signInClientOf({ ip: '10.0.0.1', headers: { 'user-agent': ' UA ' } })).toEqual({
      ip: '10.0.0.1',
      userAgent: 'UA',
    });
  });

  it('reads the browser, the system and the kind of device', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 120', os: 'Windows 10', type: 'desktop' });
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', os: 'iOS 17.2', type: 'mobile' });
    expect(deviceOf('curl/8.0')).toEqual({ browser: null, os: null, type: 'unknown' });
    expect(deviceOf(null)).toBeNull();
  });
});
