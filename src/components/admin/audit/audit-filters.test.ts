import { describe, expect, it } from 'vitest';
import * as audit from './audit-filters';

const params = (query: string) => new URLSearchParams(query);

describe('the audit log’s filters in the address', () => {
  it('read every filter that is well formed', () => {
    expect(
      audit.filtersOf(params('user=7&entity=case-study&from=2026-01-01&to=2026-01-31')),
    ).toEqual({
      user: '7',
      entity: 'case-study',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('drop malformed ones, as from an edited link', () => {
    expect(audit.filtersOf(params('user=abc&entity=nope&from=1%2F1%2F2026&to=2026-1-1'))).toEqual(
      audit.NO_FILTERS,
    );
    expect(audit.filtersOf(params('user=0&entity=toString'))).toEqual(audit.NO_FILTERS);
  });

  it('read the page, 1 when missing or bad', () => {
    expect(audit.pageOf(params('page=3'))).toBe(3);
    expect(audit.pageOf(params(''))).toBe(1);
    expect(audit.pageOf(params('page=0'))).toBe(1);
    expect(audit.pageOf(params('page=-2'))).toBe(1);
    expect(audit.pageOf(params('page=x'))).toBe(1);
  });

  it('round-trip through the query string, leaving out what is not set and page 1', () => {
    const filters = { ...audit.NO_FILTERS, entity: 'blog', from: '2026-02-01' };
    expect(audit.auditQuery(filters)).toBe('entity=blog&from=2026-02-01');
    expect(audit.auditQuery(filters, 1)).toBe('entity=blog&from=2026-02-01');
    expect(audit.auditQuery(filters, 4)).toBe('entity=blog&from=2026-02-01&page=4');
    expect(audit.filtersOf(params(audit.auditQuery(filters, 4)))).toEqual(filters);
    expect(audit.auditQuery(audit.NO_FILTERS)).toBe('');
  });
});

describe('the audit endpoints', () => {
  it('get the same filters as the screen', () => {
    const filters = { user: '3', entity: '', from: '', to: '2026-03-01' };
    expect(audit.auditListPath(filters)).toBe('/api/audit?user=3&to=2026-03-01');
    expect(audit.auditExportPath(filters)).toBe('/api/audit/export?user=3&to=2026-03-01');
    expect(audit.auditListPath(audit.NO_FILTERS)).toBe('/api/audit');
    expect(audit.auditExportPath(audit.NO_FILTERS)).toBe('/api/audit/export');
  });
});

describe('the filters’ state', () => {
  it('says whether any is set', () => {
    expect(audit.hasFilters(audit.NO_FILTERS)).toBe(false);
    expect(audit.hasFilters({ ...audit.NO_FILTERS, to: '2026-01-01' })).toBe(true);
  });

  it('flags a range that ends before it starts', () => {
    expect(
      audit.dateRangeProblem({ ...audit.NO_FILTERS, from: '2026-02-01', to: '2026-01-31' }),
    ).toMatch(/before/);
    expect(
      audit.dateRangeProblem({ ...audit.NO_FILTERS, from: '2026-02-01', to: '2026-02-01' }),
    ).toBeNull();
    expect(audit.dateRangeProblem({ ...audit.NO_FILTERS, from: '2026-02-01' })).toBeNull();
  });
});

describe('the status read out after a page loads', () => {
  it('says nothing matched', () => {
    expect(audit.auditSummary({ total: 0, shown: 0, page: 1 }, true)).toBe(
      'No entries match these filters.',
    );
    expect(audit.auditSummary({ total: 0, shown: 0, page: 1 }, false)).toBe(
      'The audit log is empty.',
    );
  });

  it('counts a list that fits on a page', () => {
    expect(audit.auditSummary({ total: 1, shown: 1, page: 1 }, false)).toBe('1 entry.');
    expect(audit.auditSummary({ total: 12, shown: 12, page: 1 }, true)).toBe(
      '12 entries matching these filters.',
    );
  });

  it('says which entries a page holds', () => {
    expect(audit.auditSummary({ total: 230, shown: 50, page: 2 }, false)).toBe(
      'Entries 51–100 of 230.',
    );
    expect(audit.auditSummary({ total: 230, shown: 30, page: 5 }, true)).toBe(
      'Entries 201–230 of 230 matching these filters.',
    );
  });
});
