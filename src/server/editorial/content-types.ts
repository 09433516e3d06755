import 'server-only';
import type { z } from 'zod';
import type { ContentEntity, PublicationState } from '@/lib/editorial';
import { parseRowId } from '@/lib/ids';
import { blogHref, caseStudyHref, locationPageHref } from '@/lib/paths';
import { blogSchema, blogType as blogDeclaration } from '@/lib/content-types/blog';
import {
  caseStudySchema,
  caseStudyType as caseStudyDeclaration,
} from '@/lib/content-types/case-study';
import {
  locationPageSchema,
  locationPageType as locationPageDeclaration,
} from '@/lib/content-types/location-page';
import {
  cleanSections,
  createBlog,
  deleteBlog,
  getBlogById,
  updateBlog,
  type Blog,
  type BlogInput,
} from '../blogs/blogs';
import { blogWriteTags, caseStudyWriteTags, locationPageWriteTags } from '../cache/write-tags';
import {
  createCaseStudy,
  deleteCaseStudy,
  getCaseStudy,
  isCaseStudyId,
  updateCaseStudy,
  type CaseStudy,
  type CaseStudyFields,
} from '../case-studies/case-studies';
import type { Db } from '../db/types';
import {
  createLocationPage,
  deleteLocationPage,
  getLocationPage,
  updateLocationPage,
  type LocationPage,
  type LocationPageFields,
} from '../location-pages/location-pages';

// What the editorial workflow (drafts, schedules, revisions, redirects, preview) needs to
// know of each content type, so that it is written once for all three. What is data
// (entity, table, id column, schema, title field) comes from the type's declaration in
// src/lib/content-types; the domain functions are added here.

export type ContentTable = (
  typeof blogDeclaration | typeof caseStudyDeclaration | typeof locationPageDeclaration
)['table'];

export interface ContentType<Input = unknown, Rec extends PublicationState = PublicationState> {
  entity: ContentEntity;
  table: ContentTable;
  idColumn: 'blog_id' | 'id' | 'location_id';
  /** The id a path segment or revision names, as the table stores it; undefined when malformed. */
  parseId(raw: string): string | number | undefined;
  idOf(record: Rec): string | number;
  /** The input schema of its API (the body of POST and PUT without publication fields). */
  schema: z.ZodType<Input>;
  read(db: Db, id: string | number): Promise<Rec | undefined>;
  insert(db: Db, input: Input): Promise<Rec>;
  update(db: Db, id: string | number, input: Input): Promise<Rec | undefined>;
  remove(db: Db, id: string | number): Promise<boolean>;
  /** The input as it is stored (rich text sanitized), for pending changes kept as JSON. */
  clean?(input: Input): Input;
  /** Its public address. */
  path(record: Rec): string;
  title(record: Rec): string;
  /** The page-cache tags a write from `before` to `after` expires. */
  writeTags(before?: Rec, after?: Rec): string[];
}

export const blogType: ContentType<BlogInput, Blog> = {
  entity: blogDeclaration.entity,
  table: blogDeclaration.table,
  idColumn: blogDeclaration.idColumn,
  parseId: (raw) => parseRowId(raw),
  idOf: (blog) => blog.blog_id,
  schema: blogSchema as z.ZodType<BlogInput>,
  clean: (input) => ({ ...input, blogs_content: cleanSections(input.blogs_content) }),
  read: (db, id) => getBlogById(db, Number(id)),
  insert: (db, input) => createBlog(db, input),
  update: (db, id, input) => updateBlog(db, Number(id), input),
  remove: (db, id) => deleteBlog(db, Number(id)),
  path: (blog) => blogHref(blog),
  title: (blog) => blog[blogDeclaration.titleField],
  writeTags: blogWriteTags,
};

export const caseStudyType: ContentType<CaseStudyFields, CaseStudy> = {
  entity: caseStudyDeclaration.entity,
  table: caseStudyDeclaration.table,
  idColumn: caseStudyDeclaration.idColumn,
  parseId: (raw) => (isCaseStudyId(raw) ? raw : undefined),
  idOf: (study) => study._id,
  schema: caseStudySchema,
  read: (db, id) => getCaseStudy(db, String(id)),
  insert: (db, input) => createCaseStudy(db, input),
  update: (db, id, input) => updateCaseStudy(db, String(id), input),
  remove: (db, id) => deleteCaseStudy(db, String(id)),
  path: (study) => caseStudyHref(study._id),
  title: (study) => study[caseStudyDeclaration.titleField] || 'Untitled case study',
  writeTags: caseStudyWriteTags,
};

export const locationPageType: ContentType<LocationPageFields, LocationPage> = {
  entity: locationPageDeclaration.entity,
  table: locationPageDeclaration.table,
  idColumn: locationPageDeclaration.idColumn,
  parseId: (raw) => parseRowId(raw),
  idOf: (page) => page.location_id,
  schema: locationPageSchema,
  read: (db, id) => getLocationPage(db, Number(id)),
  insert: (db, input) => createLocationPage(db, input),
  update: (db, id, input) => updateLocationPage(db, Number(id), input),
  remove: (db, id) => deleteLocationPage(db, Number(id)),
  path: (page) => locationPageHref(page.slug_url),
  title: (page) => page[locationPageDeclaration.titleField],
  writeTags: locationPageWriteTags,
};

export const CONTENT_TYPES: Record<ContentEntity, ContentType> = {
  blog: blogType as unknown as ContentType,
  'case-study': caseStudyType as unknown as ContentType,
  'location-page': locationPageType as unknown as ContentType,
};
