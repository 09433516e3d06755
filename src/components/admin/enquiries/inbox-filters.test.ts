import { describe, expect, it } from 'vitest';
import * as inbox from './inbox-filters';

const params = (query: string) => new URLSearchParams(query);

describe('the inbox’s filters in the address', () => {
  it('read every filter that is well formed', () => {
    expect(
      inbox.filtersOf(
        params(
          'status=won&form=page&locale=ar&source=newsletter&assignee=7&from=2026-01-01&to=2026-01-31',
        ),
      ),
    ).toEqual({
      status: 'won',
      form: 'page',
      locale: 'ar',
      source: 'newsletter',
      assignee: '7',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(inbox.filtersOf(params('assignee=none')).assignee).toBe('none');
  });

  it('drop malformed ones, as from an edited link', () => {
    expect(
      inbox.filtersOf(
        params(
          `status=done&form=x&locale=fr&assignee=0&from=1%2F1%2F2026&to=2026-1-1&source=${'a'.repeat(300)}`,
        ),
      ),
    ).toEqual(inbox.NO_FILTERS);
  });

  it('round-trip through the query string, leaving out what is not set and page 1', () => {
    const filters = { ...inbox.NO_FILTERS, status: 'spam' as const, source: 'google.com' };
    expect(inbox.inboxQuery(filters)).toBe('status=spam&source=google.com');
    expect(inbox.inboxQuery(filters, 3)).toBe('status=spam&source=google.com&page=3');
    expect(inbox.filtersOf(params(inbox.inboxQuery(filters, 3)))).toEqual(filters);
    expect(inbox.pageOf(params(inbox.inboxQuery(filters, 3)))).toBe(3);
    expect(inbox.inboxQuery(inbox.NO_FILTERS)).toBe('');
    expect(inbox.pageOf(params('page=0'))).toBe(1);
  });
});

describe('the endpoints get the same filters as the screen', () => {
  const filters = { ...inbox.NO_FILTERS, form: 'main' as const, assignee: 'none' };

  it('the list, a page at a time', () => {
    expect(inbox.enquiryListPath(filters, 2)).toBe(
      '/api/enquiries?form=main&assignee=none&page=2&pageSize=20',
    );
    expect(inbox.enquiryListPath({ ...filters, locale: 'ar' }, 1)).toBe(
      '/api/enquiries?form=main&locale=ar&assignee=none&page=1&pageSize=20',
    );
  });

  it('the CSV export: what the filters select, every page', () => {
    expect(inbox.enquiryExportPath(filters)).toBe('/api/enquiries/export?form=main&assignee=none');
    expect(inbox.enquiryExportPath(inbox.spamView(inbox.NO_FILTERS))).toBe(
      '/api/enquiries/export?status=spam',
    );
    expect(inbox.enquiryExportPath(inbox.NO_FILTERS)).toBe('/api/enquiries/export');
  });
});

describe('the Spam view', () => {
  it('keeps the other filters when switching views', () => {
    const filters = { ...inbox.NO_FILTERS, status: 'won' as const, source: 'Direct' };
    expect(inbox.spamView(filters)).toEqual({ ...filters, status: 'spam' });
    expect(inbox.mainView(inbox.spamView(filters))).toEqual({ ...filters, status: '' });
    expect(inbox.mainView(filters)).toEqual(filters);
  });

  it('is not a filter itself: clearing stays in it', () => {
    const spam = inbox.spamView(inbox.NO_FILTERS);
    expect(inbox.hasFilters(spam)).toBe(false);
    expect(inbox.hasFilters({ ...spam, form: 'page' })).toBe(true);
    expect(inbox.clearedFilters({ ...spam, form: 'page' })).toEqual(spam);
    expect(inbox.filterCount({ ...spam, form: 'page', from: '2026-01-01' })).toBe(2);
    expect(inbox.filterCount({ ...inbox.NO_FILTERS, status: 'won' })).toBe(1);
    expect(inbox.clearedFilters({ ...inbox.NO_FILTERS, status: 'lost' })).toEqual(inbox.NO_FILTERS);
  });
});

describe('an enquiry opened from a view', () => {
  it('links back to the same view and page', () => {
    const filters = { ...inbox.NO_FILTERS, status: 'spam' as const };
    const href = inbox.enquiryHref(12, filters, 2);
    expect(href).toBe('/admin/enquiries/12?inbox=status%3Dspam%26page%3D2');
    const back = inbox.inboxHrefFrom(new URL(href, 'http://x').searchParams);
    expect(back).toBe('/admin/enquiries?status=spam&page=2');
    expect(inbox.enquiryHref(12, inbox.NO_FILTERS)).toBe('/admin/enquiries/12');
  });

  it('never links anywhere but the inbox', () => {
    expect(inbox.inboxHrefFrom(params('inbox=https%3A%2F%2Fevil.example'))).toBe(
      '/admin/enquiries',
    );
  });
});

describe('what the view says', () => {
  it('counts the enquiries shown', () => {
    expect(inbox.inboxSummary({ total: 1, shown: 1, page: 1 }, inbox.NO_FILTERS)).toBe(
      '1 enquiry.',
    );
    expect(
      inbox.inboxSummary({ total: 45, shown: 20, page: 2 }, { ...inbox.NO_FILTERS, form: 'main' }),
    ).toBe('Enquiries 21–40 of 45 matching these filters.');
    expect(
      inbox.inboxSummary({ total: 3, shown: 3, page: 1 }, inbox.spamView(inbox.NO_FILTERS)),
    ).toBe('3 enquiries in Spam.');
  });

  it('says why a view is empty', () => {
    expect(inbox.emptyText(inbox.NO_FILTERS)).toBe('No enquiries yet.');
    expect(inbox.emptyText(inbox.spamView(inbox.NO_FILTERS))).toBe(
      'Nothing has been filed as spam.',
    );
    expect(inbox.emptyText({ ...inbox.NO_FILTERS, source: 'x' })).toBe(
      'No enquiries match these filters.',
    );
  });

  it('flags a range that ends before it starts', () => {
    expect(
      inbox.dateRangeProblem({ ...inbox.NO_FILTERS, from: '2026-02-01', to: '2026-01-01' }),
    ).toMatch(/before/);
    expect(inbox.dateRangeProblem({ ...inbox.NO_FILTERS, from: '2026-02-01' })).toBeNull();
  });
});
