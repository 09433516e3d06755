'use client';

import { Fragment, type ReactNode } from 'react';
import type {
  FieldDeclaration,
  FieldDeclarations,
  FormGroup,
  FormItem,
} from '@/lib/content-types/fields';
import { SelectField, TextArea, TextField, type SelectOption } from './field';
import fieldStyles from './field.module.css';
import { RichTextEditor } from './rich-text-editor';
import { UploadField } from './upload-field';

// The editor's controls drawn from a content type's declaration: each field by its
// widget, with the declared label, hint and presentation, in the declared groups. An
// editor passes only what the declaration cannot know (options loaded at run time, a
// hint with markup) and draws itself the few controls that depend on other values.

/** What ties a control to one value of the form (useEditorForm's `bind`). */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** What an editor adds to a field's declaration at run time. */
export interface FieldOverride {
  hint?: ReactNode;
  options?: readonly SelectOption[];
}

interface DeclaredFieldProps {
  field: FieldDeclaration;
  binding: FieldBinding;
  override?: FieldOverride | undefined;
  onUploadingChange?: ((uploading: boolean) => void) | undefined;
  /** The text's language and direction, when not the admin's (an Arabic translation). */
  lang?: string | undefined;
  dir?: 'ltr' | 'rtl' | 'auto' | undefined;
}

/** One field, drawn by its widget. */
export function DeclaredField({
  field,
  binding,
  override,
  onUploadingChange,
  lang,
  dir,
}: DeclaredFieldProps) {
  const hint = override?.hint ?? field.hint;
  const common = { label: field.label, ...binding, hint, required: field.required, lang, dir };
  switch (field.widget) {
    case 'long-text':
      return <TextArea {...common} rows={field.rows ?? 4} recommendedMax={field.recommendedMax} />;
    case 'rich-text':
      return (
        <RichTextEditor
          label={field.label}
          value={binding.value}
          onChange={binding.onChange}
          error={binding.error}
          hint={field.hint}
          lang={lang}
          dir={dir === 'auto' ? undefined : dir}
        />
      );
    case 'image':
    case 'video':
      return (
        <UploadField
          {...binding}
          label={field.label}
          hint={field.hint}
          kind={field.widget}
          onUploadingChange={onUploadingChange}
        />
      );
    case 'select':
      return <SelectField {...common} options={override?.options ?? field.options ?? []} />;
    case 'date':
      return <TextField {...common} type="date" />;
    case 'sections':
      throw new Error(`${binding.name}: a field of sections is drawn by its editor.`);
    case 'text':
    case 'slug':
      return (
        <TextField
          {...common}
          recommendedMax={field.recommendedMax}
          prefix={field.prefix}
          {...(field.input === 'url' ? { type: 'url', inputMode: 'url' } : {})}
        />
      );
  }
}

export interface DeclaredFieldsProps {
  fields: FieldDeclarations;
  groups: readonly FormGroup[];
  bind: (name: string) => FieldBinding;
  overrides?: Record<string, FieldOverride>;
  /** Fields an editor draws itself (they depend on other values, or are no single text). */
  custom?: Record<string, () => ReactNode>;
  /** Groups, by legend, whose fields an editor arranges itself (with `control` for each). */
  groupLayouts?: Record<string, (control: (name: string) => ReactNode) => ReactNode>;
  onUploadingChange?: (uploading: boolean) => void;
}

const namesIn = (items: readonly FormItem[]): string[] =>
  items.flatMap((item) =>
    typeof item === 'string' ? [item] : 'row' in item ? [...item.row] : namesIn(item.items),
  );

/** The groups of fields as declared; a field no group places comes last, so none is missing. */
export function DeclaredFields({
  fields,
  groups,
  bind,
  overrides,
  custom,
  groupLayouts,
  onUploadingChange,
}: DeclaredFieldsProps) {
  const placed = new Set(groups.flatMap((group) => namesIn(group.items)));
  const unplaced = Object.keys(fields).filter((name) => !placed.has(name));
  const all = unplaced.length > 0 ? [...groups, { items: unplaced }] : groups;

  const control = (name: string): ReactNode => {
    const draw = custom?.[name];
    if (draw) return <Fragment key={name}>{draw()}</Fragment>;
    const field = fields[name];
    if (!field) throw new Error(`${name} is placed in the form but not declared.`);
    return (
      <DeclaredField
        key={name}
        field={field}
        binding={bind(name)}
        override={overrides?.[name]}
        onUploadingChange={onUploadingChange}
      />
    );
  };
  const item = (entry: FormItem, key: number): ReactNode => {
    if (typeof entry === 'string') return control(entry);
    if ('row' in entry)
      return (
        <div key={key} className={fieldStyles.grid2}>
          {entry.row.map(control)}
        </div>
      );
    return (
      <div key={key} className={fieldStyles.subSection}>
        <h3 className={fieldStyles.subTitle}>{entry.part}</h3>
        {entry.items.map(item)}
      </div>
    );
  };

  return all.map((group, index) =>
    group.legend ? (
      <fieldset key={index} className={fieldStyles.fieldset}>
        <legend>{group.legend}</legend>
        {groupLayouts?.[group.legend]?.(control) ?? group.items.map(item)}
      </fieldset>
    ) : (
      <Fragment key={index}>{group.items.map(item)}</Fragment>
    ),
  );
}
