// Declared with the content type (src/lib/content-types/case-study.ts).
export {
  CASE_STUDY_CATEGORY_OPTIONS,
  CASE_STUDY_TEMPLATES,
  caseStudySchema,
  type CaseStudyInput,
} from '../content-types/case-study';
