import type { AuditEntry } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderConsole, sessionOf } from '../../test/render';

const ENTRIES: AuditEntry[] = [
  {
    id: 42,
    merchantCode: 'demo',
    actor: 'staff:alice',
    clientIp: '203.0.113.7',
    target: 'config',
    patch: { name: 'Lucky Star' },
    before: { name: 'Lucky', theme: 'dark' },
    after: { name: 'Lucky Star', theme: 'dark' },
    createdAt: '2025-03-02T10:15:00.000Z',
  },
  {
    id: 41,
    merchantCode: '*',
    actor: 'operator-api',
    clientIp: '127.0.0.1',
    target: 'staff:bob',
    patch: { role: 'finance' },
    before: null,
    after: { role: 'finance' },
    createdAt: '2025-03-01T08:00:00.000Z',
  },
];

function auditApi() {
  return fakeApi({
    'GET /wps/staff/me': sessionOf('viewer'),
    'GET /wps/operator/merchants': { value: [{ merchantCode: 'demo', name: 'Lucky Mobile' }] },
    'GET /wps/operator/audit': { value: { list: ENTRIES, total: 137, pageNo: 2, pageSize: 50 } },
  });
}

describe('the audit page', () => {
  it("asks for the address's filters and page, and shows the entries newest first", async () => {
    const api = auditApi();
    renderConsole(
      '/audit?merchantCode=demo&actor=staff%3Aalice&from=2025-03-01&to=2025-03-02&pageNo=2&pageSize=50',
    );

    await screen.findByText('staff:alice');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('staff:alice')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Platform (staff accounts)')).toBeTruthy();
    expect(screen.getByText('137 in all')).toBeTruthy();

    const query = api.callsTo('GET', '/wps/operator/audit')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      merchantCode: 'demo',
      actor: 'staff:alice',
      from: String(new Date(2025, 2, 1).getTime()),
      to: String(new Date(2025, 2, 3).getTime()),
      pageNo: '2',
      pageSize: '50',
    });
    // The filters show what the table shows.
    expect((screen.getByLabelText('Actor') as HTMLInputElement).value).toBe('staff:alice');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2025-03-01');
  });

  it('searches from the first page, and opens an entry to show what changed', async () => {
    const api = auditApi();
    const user = userEvent.setup();
    renderConsole('/audit?pageNo=3');
    await screen.findByText('staff:alice');

    await user.type(screen.getByLabelText('Target'), 'config');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(api.callsTo('GET', '/wps/operator/audit')).toHaveLength(2));
    const query = api.callsTo('GET', '/wps/operator/audit')[1]?.query;
    expect(query?.get('target')).toBe('config');
    expect(query?.get('pageNo')).toBe('1');

    const [firstRow] = (await screen.findAllByRole('row')).slice(1);
    await user.click(within(firstRow as HTMLElement).getByRole('button', { name: 'Expand row' }));
    // Only the changed value, by its path, before and after.
    const changedRow = (await screen.findByText('name', { selector: 'code' })).closest('tr') as HTMLElement;
    expect(within(changedRow).getByText('"Lucky"')).toBeTruthy();
    expect(within(changedRow).getByText('"Lucky Star"')).toBeTruthy();
    expect(screen.queryByText('theme', { selector: 'code' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Change requested' }).textContent).toContain(
      '"name": "Lucky Star"',
    );
  });
});
