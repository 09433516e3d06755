import { blogSchema } from './blog';
import { caseStudySchema } from './case-study';
import { publishable, SCHEDULE_RULE } from './editorial';
import { locationPageSchema } from './location-page';

// The bodies of the content writes: the record's fields and the publication fields,
// named as the OpenAPI document calls them.

export const blogBody = publishable(blogSchema).meta({ id: 'BlogInput', ...SCHEDULE_RULE });
export const caseStudyBody = publishable(caseStudySchema).meta({
  id: 'CaseStudyInput',
  ...SCHEDULE_RULE,
});
export const locationPageBody = publishable(locationPageSchema).meta({
  id: 'LocationPageInput',
  ...SCHEDULE_RULE,
});
