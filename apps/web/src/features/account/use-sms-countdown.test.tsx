import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeButton } from './sms-code-request';
import { useSmsCountdown } from './use-sms-countdown';

describe('SMS countdown (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 s by default, refreshed every 500 ms, then ends', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(60);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.secondsLeft).toBe(60);
    act(() => vi.advanceTimersByTime(1_001));
    expect(result.current.secondsLeft).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts expiredMinutes × 60 s', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(3));
    expect(result.current.secondsLeft).toBe(180);
    act(() => vi.advanceTimersByTime(90_000));
    expect(result.current.secondsLeft).toBe(90);
  });

  it('the button is disabled with the seconds while counting and enabled with the fetch-code label after', () => {
    const { rerender } = render(<SmsCodeButton secondsLeft={42} sending={false} onPress={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Resend in 42 s' }).hasAttribute('disabled')).toBe(true);
    rerender(<SmsCodeButton secondsLeft={0} sending={false} onPress={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Get code' }).hasAttribute('disabled')).toBe(false);
  });
});
