import { z } from '@/lib/zod-setup';
import type { AuditEntity } from '../audit';
import type { ContentEntity } from '../editorial';

// What a content type's declaration says of each field and of the type itself. The input
// schema, the field-name lists, the stored columns' types and the editor's controls are
// all read from it (docs/architecture.md, "Adding a field").

/** How the editor shows a field. */
export type Widget =
  | 'text'
  | 'long-text'
  | 'rich-text'
  | 'image'
  | 'video'
  | 'date'
  | 'select'
  | 'slug'
  /** A blog's heading/paragraph pairs, stored as rows of their own (blog_sections). */
  | 'sections';

/** How a field is stored: a text column (the default), a nullable integer, or not a column. */
export type Storage = 'text' | 'nullable-integer' | 'child-rows';

interface StorageTypes {
  text: string;
  'nullable-integer': number | null;
  'child-rows': never;
}

export interface FieldDeclaration<Rule extends z.ZodType = z.ZodType> {
  /** The label staff read in the editor. */
  label: string;
  /** The API's rule; its messages are the ones staff and API clients read. */
  rule: Rule;
  widget: Widget;
  hint?: string;
  /** Marked "(required)" in the editor; the rule is what enforces it. */
  required?: boolean;
  /** Choices of a select; a type without fixed choices gets them at render time. */
  options?: readonly { value: string; label: string }[];
  /** Part of a record as lists show it (the list answer, the admin list's columns). */
  listColumn?: boolean;
  /** Matched by the admin list's search box. */
  search?: boolean;
  /** Has a text per language: an Arabic translation carries its own value (issue 29). */
  translatable?: boolean;
  storage?: Storage;
  /** Presentation: rows of a long text, "n / max characters" counter, text before the input. */
  rows?: number;
  /** An address: the browser's URL keyboard and checks. */
  input?: 'url';
  recommendedMax?: number;
  prefix?: string;
}

export type FieldDeclarations = Record<string, FieldDeclaration>;

/** Keeps each field's rule type, so the derived schema is as precise as one written out. */
export const defineFields = <const Fields extends FieldDeclarations>(fields: Fields) => fields;

type RulesOf<Fields extends FieldDeclarations> = { [K in keyof Fields]: Fields[K]['rule'] };

/** The input schema (POST and PUT bodies without the publication fields). */
export function inputSchemaOf<Fields extends FieldDeclarations>(fields: Fields) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.rule]),
  ) as RulesOf<Fields>;
  return z.object(shape);
}

/** Every field's API name, in declaration order. */
export const fieldNamesOf = <Fields extends FieldDeclarations>(fields: Fields) =>
  Object.keys(fields) as (keyof Fields & string)[];

type StorageOf<Field> = Field extends { storage: infer S extends Storage } ? S : 'text';

/** The field columns of a content table, as schema.ts types its rows. */
export type ColumnsOf<Fields extends FieldDeclarations> = {
  [
    K in keyof Fields as StorageOf<Fields[K]> extends 'child-rows' ? never : K
  ]: StorageTypes[StorageOf<Fields[K]>];
};

/** Column fields a writer may leave out: their rule has a default. */
type DefaultedOf<Fields extends FieldDeclarations> = {
  [K in keyof Fields]: undefined extends z.input<Fields[K]['rule']> ? K : never;
}[keyof Fields];

/** The field columns a writer gives: those with a default may be left out (stored empty). */
export type NewColumnsOf<Fields extends FieldDeclarations> = Omit<
  ColumnsOf<Fields>,
  DefaultedOf<Fields>
> &
  Partial<Pick<ColumnsOf<Fields>, DefaultedOf<Fields> & keyof ColumnsOf<Fields>>>;

/** Names of the fields stored as columns of the type's own table. */
export const columnNamesOf = <Fields extends FieldDeclarations>(fields: Fields) =>
  fieldNamesOf(fields).filter(
    (name) => fields[name]!.storage !== 'child-rows',
  ) as (keyof ColumnsOf<Fields> & string)[];

/** Names of the fields declared `listColumn`: what a list answer carries of each record. */
export type ListColumnOf<Fields extends FieldDeclarations> = {
  [K in keyof Fields]: Fields[K] extends { listColumn: true } ? K : never;
}[keyof Fields] &
  keyof ColumnsOf<Fields> &
  string;

export const listColumnsOf = <Fields extends FieldDeclarations>(fields: Fields) =>
  columnNamesOf(fields).filter((name) => fields[name]!.listColumn) as ListColumnOf<Fields>[];

/** A stored column as the API answers it. */
type StoredRule<Field> =
  StorageOf<Field> extends 'nullable-integer' ? z.ZodNullable<z.ZodNumber> : z.ZodString;

/**
 * The answer schema of the named columns (all of them by default): text, or a nullable
 * integer, as stored; the API's record schemas are built from it.
 */
export function storedShapeOf<
  Fields extends FieldDeclarations,
  Names extends keyof ColumnsOf<Fields> & string = keyof ColumnsOf<Fields> & string,
>(fields: Fields, names: readonly Names[] = columnNamesOf(fields) as Names[]) {
  return Object.fromEntries(
    names.map((name) => [
      name,
      fields[name]!.storage === 'nullable-integer' ? z.number().int().nullable() : z.string(),
    ]),
  ) as { [K in Names]: StoredRule<Fields[K]> };
}

/** Names of the fields declared `translatable`: what a translation holds, in declaration order. */
export const translatableFieldsOf = <Fields extends FieldDeclarations>(fields: Fields) =>
  fieldNamesOf(fields).filter((name) => fields[name]!.translatable === true);

/** The field holding the record's address segment (widget 'slug'), if the type has one. */
export const slugFieldOf = <Fields extends FieldDeclarations>(fields: Fields) =>
  fieldNamesOf(fields).find((name) => fields[name]!.widget === 'slug');

/** The columns the admin list's search box matches, as declared. */
export const searchColumnsOf = <Fields extends FieldDeclarations>(fields: Fields) =>
  columnNamesOf(fields).filter((name) => fields[name]!.search);

/** A content table's field columns before anything is filled in: the rule's default, else empty. */
export function emptyColumnsOf<Fields extends FieldDeclarations>(
  fields: Fields,
): ColumnsOf<Fields> {
  const empty: Record<string, string | null> = {};
  for (const name of columnNamesOf(fields)) {
    const field = fields[name]!;
    if (field.storage === 'nullable-integer') {
      empty[name] = null;
      continue;
    }
    const parsed = field.rule.safeParse(undefined);
    empty[name] = parsed.success && typeof parsed.data === 'string' ? parsed.data : '';
  }
  return empty as ColumnsOf<Fields>;
}

/** Page-cache tag names: `{record}:{id}`, `{slug}:{slug}`, and the public list's tag. */
export interface CacheTagNames {
  record: string;
  slug?: string;
  list?: string;
}

/** Where a content type lives and what knows of it, besides its fields. */
export interface ContentTypeDeclaration<
  Fields extends FieldDeclarations = FieldDeclarations,
  Title extends keyof Fields & string = keyof Fields & string,
  IdColumn extends string = string,
  Tags extends CacheTagNames = CacheTagNames,
> {
  entity: ContentEntity & AuditEntity;
  /** "Blog", "Case study": for messages such as "Blog saved." */
  label: string;
  table: 'blogs' | 'case_studies' | 'location_pages';
  idColumn: IdColumn;
  fields: Fields;
  /** The field that names a record in lists, revisions and the audit log. */
  titleField: Title;
  /** The admin list's order, newest first. */
  listOrder: readonly { column: string; direction: 'asc' | 'desc' }[];
  paths: {
    /** The admin list screen. */
    admin: string;
    /** The JSON API's collection path (spec point 7). */
    api: string;
    /** Where a record is created, when not a POST to `api`. */
    apiCreate?: string;
  };
  /** The admin navigation entry and the portal card. */
  navigation: { label: string; text: string };
  /** Its published records' entries in the sitemap (src/server/seo/sitemap-files.ts). */
  sitemap: SitemapDeclaration;
  /** Page-cache tags: `{record}:{id}` per record, `{slug}:{slug}` per URL, one for the public list. */
  cacheTags: Tags;
  /** The editor's groups of fields, in the order the spec's screen shows them. */
  form: readonly FormGroup[];
}

/**
 * How a type's published records enter the sitemap: read in its list order, a slice at a
 * time, by the columns their public address is made of.
 */
export interface SitemapDeclaration {
  priority: number;
  /** The columns `path` reads (updatedAt is read as well). */
  pathColumns: readonly string[];
  /** The record's public address from those columns. */
  path(row: Record<string, string>): string;
  /**
   * A column that must not be blank for a published record to have a page (a case study
   * without a heading is left out of the site's lists); such a type is counted with a
   * COUNT over its partial index, the others from the kept status counts.
   */
  listedOnlyWith?: string;
}

/** A field, fields side by side, or a titled part of a group. */
export type FormItem =
  string | { row: readonly string[] } | { part: string; items: readonly FormItem[] };

/** A fieldset of the editor (no legend: fields straight in the form). */
export interface FormGroup {
  legend?: string;
  items: readonly FormItem[];
}

export const defineContentType = <
  const Fields extends FieldDeclarations,
  const Title extends keyof Fields & string,
  const IdColumn extends string,
  const Tags extends CacheTagNames,
>(
  declaration: ContentTypeDeclaration<Fields, Title, IdColumn, Tags>,
) => declaration;
