// The media library's vocabulary (issue 28), shared by the API, the domain, the admin
// screens and the public pages.
import type { Locale } from './locale';

export const MEDIA_KINDS = ['image', 'video', 'captions'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_KIND_LABELS: Record<MediaKind, string> = {
  image: 'Images',
  video: 'Videos',
  captions: 'Caption tracks',
};

/** Where in a picture the eye should stay when it is cropped: percentages from the top left. */
export interface FocalPoint {
  x: number;
  y: number;
}

export const CENTRE: FocalPoint = { x: 50, y: 50 };

/** A content record's field that holds the address of an asset. */
export interface MediaUse {
  entity: string;
  id: string;
  title: string;
  field: string;
}

/** What a public page needs of a picture or video: its words and how to show it. */
export interface MediaPresentation {
  alt: string;
  decorative: boolean;
  caption: string;
  /** The Arabic words (issue 29); '' when none was written. Read them through altFor/captionFor. */
  altAr: string;
  captionAr: string;
  focalPoint: FocalPoint;
  /** The caption track (WebVTT) and poster of a video; '' when it has none. */
  captions: string;
  poster: string;
  /** Bumped when the file is replaced, so caches keyed by the address see the new file. */
  version: number;
}

/** The CSS object-position of a focal point. */
export const objectPosition = ({ x, y }: FocalPoint) => `${x}% ${y}%`;

/** An address that names the current file: `?v=N` after the file was replaced. */
export const versionedAddress = (url: string, version: number) =>
  version > 1 && url !== '' ? `${url}?v=${version}` : url;

// The words a page in one language shows (issue 29). An Arabic page whose picture has no
// Arabic alt text yet shows the English one: a screen reader skips a picture with an empty
// alt as if it were not there, while English words still say what a meaningful picture
// shows. altLocaleFor names the language of the words returned, for the element's `lang`,
// so that a screen reader reads English alt text on an Arabic page with an English voice.

type Words = Pick<MediaPresentation, 'alt' | 'altAr' | 'decorative'>;

/** The alt text for a page in `locale`: '' when decorative, else Arabic when written, else English. */
export function altFor(presentation: Words, locale: Locale): string {
  if (presentation.decorative) return '';
  return locale === 'ar' && presentation.altAr !== '' ? presentation.altAr : presentation.alt;
}

/** The caption for a page in `locale`: the Arabic when written, else the English. */
export function captionFor(
  presentation: Pick<MediaPresentation, 'caption' | 'captionAr'>,
  locale: Locale,
): string {
  return locale === 'ar' && presentation.captionAr !== ''
    ? presentation.captionAr
    : presentation.caption;
}

/** The language altFor's words are in: 'en' on an Arabic page that falls back to English. */
export function altLocaleFor(presentation: Words, locale: Locale): Locale {
  return locale === 'ar' && presentation.altAr === '' ? 'en' : locale;
}
