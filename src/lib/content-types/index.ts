import type { ContentEntity } from '../editorial';
import { blogType } from './blog';
import { caseStudyType } from './case-study';
import { locationPageType } from './location-page';

// The three content types, in the order the admin lists them. Code that needs only
// one imports its module: a declaration carries its zod rules.

export const CONTENT_TYPE_DECLARATIONS = {
  'case-study': caseStudyType,
  blog: blogType,
  'location-page': locationPageType,
} as const satisfies Record<ContentEntity, { entity: ContentEntity }>;

export const contentTypeList = Object.values(CONTENT_TYPE_DECLARATIONS);
