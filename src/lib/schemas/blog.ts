// Declared with the content type (src/lib/content-types/blog.ts).
export {
  blogSchema,
  keepCompleteSections,
  type BlogFormInput,
  type BlogPayload,
} from '../content-types/blog';
