import { describe, expect, it } from 'vitest';
import { auditQueryOf, auditViewOf, searchOfAuditView } from './audit-view';

describe('the audit view in the address', () => {
  it('reads the filters and the page back as they were written', () => {
    const view = {
      merchantCode: 'demo',
      actor: 'staff:alice',
      from: '2025-03-01',
      to: '2025-03-31',
      pageNo: 3,
      pageSize: 50,
    };
    expect(auditViewOf(searchOfAuditView(view))).toEqual(view);
  });

  it('leaves out the defaults and blank filters', () => {
    expect(searchOfAuditView({ actor: ' ', pageNo: 1, pageSize: 20 }).toString()).toBe('');
  });

  it('ignores what it cannot read: a bad date, a page size not offered, page 0', () => {
    expect(auditViewOf(new URLSearchParams('from=yesterday&to=2025-13-45&pageSize=7&pageNo=0'))).toEqual({
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('asks the API for whole local days', () => {
    const query = auditQueryOf({ from: '2025-03-01', to: '2025-03-31', pageNo: 1, pageSize: 20 });
    expect(query.from).toBe(new Date(2025, 2, 1).getTime());
    expect(query.to).toBe(new Date(2025, 3, 1).getTime());
  });
});
