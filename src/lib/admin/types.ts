/**
 * @deprecated: remaining importers are converted at merge. The API's answers are typed
 * by their declared schemas (src/lib/schemas/answers/); these are those types under the
 * names the unconverted screens still use.
 */

export type {
  BlogSummaryRecord as BlogSummary,
  CaseStudyRecord as CaseStudy,
  CategoryRecord as Category,
  LocationPageRecord as LocationPage,
} from '@/lib/schemas/answers/content';
export type { CurrentUser as Me } from '@/lib/schemas/answers/accounts';
