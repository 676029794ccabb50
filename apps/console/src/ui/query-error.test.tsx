import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../lib/i18n/messages/en';
import { QueryError } from './query-error';

describe('a read that failed', () => {
  it('says why and asks again on Try again', async () => {
    const refetch = vi.fn();
    render(<QueryError query={{ isError: true, error: new Error('offline'), refetch }} />);
    expect(screen.getByRole('alert').textContent).toContain(en['error.unknown']);
    await userEvent.click(screen.getByRole('button', { name: en['app.retry'] }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while the read has not failed', () => {
    const { container } = render(<QueryError query={{ isError: false, error: null, refetch: vi.fn() }} />);
    expect(container.textContent).toBe('');
  });
});
