// How an edition of the static copy is held to the English one (issue 29, deliverable 3).
//
// English copy is declared with `copyOf<Interface>()(value)`: checked against its
// interface, but typed as exactly what it is, tuple lengths included. `Translated<typeof
// value>` is then the type another language's value must have: the same keys and the
// same number of entries in every list, with any text in place of each English text. A
// missing export, key or entry is a compile error.

/**
 * Keys whose values are not copy: ids, discriminants, addresses, file paths, figures and
 * dates. An edition keeps the English value there (it imports it, never retypes it), and
 * the type holds it to the English literal where English has one. (A text must not use
 * one of these names: `network` is a social network's id, so the offline message is
 * called `offline`.)
 */
export const FIXED_KEYS = [
  'kind',
  'key',
  'id',
  'href',
  'path',
  'canonicalPath',
  'image',
  'src',
  'poster',
  'avatar',
  'type',
  'network',
  'updated',
  'value',
  'e164',
  'emailHref',
  'domain',
  'logo',
  'logoBlack',
  'ogImage',
  'countryCode',
] as const;

export type FixedKey = (typeof FIXED_KEYS)[number];

/**
 * The shape of a translation of `T`: every string (literal types included) becomes any
 * string; functions keep their parameters and return a translated value; objects, arrays
 * and tuples are mapped entry by entry (tuples keep their length); values under a
 * FixedKey, numbers, booleans and the like stay exactly as they are.
 */
export type Translated<T> = T extends string
  ? string
  : T extends number | boolean | bigint | symbol | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translated<R>
      : T extends object
        ? { [K in keyof T]: K extends FixedKey ? T[K] : Translated<T[K]> }
        : T;

/**
 * Declares a value of English copy: `copyOf<HomeHero>()({...})` checks it against the
 * interface and keeps its exact type (literal texts, tuple lengths), which Translated
 * then turns into the shape every edition must match.
 */
export const copyOf =
  <T>() =>
  <const V extends T>(value: V): V =>
    value;
