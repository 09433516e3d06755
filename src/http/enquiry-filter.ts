import 'server-only';
import { enquiryFilterQuery } from '@/lib/schemas/enquiry';
import type { EnquiryFilter } from '@/server/enquiries/inbox';
import { readQuery } from './params';
import { siteDayRange } from './site-days';

/** The inbox filter of a request (?status=&form=&locale=&source=&assignee=&from=&to=). */
export function readEnquiryFilter(request: Request): EnquiryFilter {
  const query = readQuery(request, enquiryFilterQuery);
  return {
    status: query.status,
    form: query.form,
    locale: query.locale,
    source: query.source || undefined,
    assignee:
      query.assignee === undefined
        ? undefined
        : query.assignee === 'none'
          ? null
          : Number(query.assignee),
    ...siteDayRange(query.from, query.to),
  };
}
