// The media library's vocabulary (issue 28), shared by the API, the domain, the admin
// screens and the public pages.

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
