import type { CSSProperties } from 'react';
import type { Locale } from '@/lib/locale';
import { altFor, objectPosition, versionedAddress, type FocalPoint } from '@/lib/media';
import type { MediaOf } from '@/server/public-data';

// How a picture a record names is shown: the alt text, focal point and current file the
// media library keeps for its address (read by src/server/public-data.ts). The choices
// are written down in docs/public.md ("Pictures and their words").

/**
 * The reasons a picture may be shown with alt="" on purpose. The choice is written into
 * its markup as `data-decorative`; tests/e2e/public/image-alt.spec.ts accepts an empty alt
 * only with one of these (or one of its few listed static files).
 */
export const DECORATIVE_REASONS = {
  asset: 'Marked decorative in the media library: it adds nothing the text does not say.',
  card: "A card's picture: the card's title, beside it, says what it is about.",
  avatar: "A reviewer's initials, next to the reviewer's name.",
  backdrop:
    "The home hero's backdrop (the still of its muted background video) behind the headline.",
} as const;

export type DecorativeReason = keyof typeof DECORATIVE_REASONS;

/** What an image element needs: spread onto SiteImage. */
export interface Picture {
  src: string;
  alt: string;
  style?: CSSProperties;
  'data-decorative'?: DecorativeReason;
}

/** object-position where the focal point is off-centre (the centre is CSS's default). */
export const focalStyle = (point: FocalPoint): CSSProperties | undefined =>
  point.x === 50 && point.y === 50 ? undefined : { objectPosition: objectPosition(point) };

/**
 * A record's picture: its asset's alt text ('' and marked when the asset is decorative),
 * its focal point, and its address with `?v=N` once the file was replaced. An address
 * that is no asset, or an asset still without alt text, is shown with alt="" unmarked: no
 * guess (the record's title is already the heading) would describe it, and the library
 * lists it under "Missing alt text" until staff write one.
 */
export function pictureOf(media: MediaOf, url: string, locale: Locale = 'en'): Picture {
  const asset = media[url];
  if (!asset) return { src: url, alt: '' };
  const style = focalStyle(asset.focalPoint);
  return {
    src: versionedAddress(url, asset.version),
    alt: altFor(asset, locale),
    ...(style && { style }),
    ...(asset.decorative && { 'data-decorative': 'asset' as const }),
  };
}

/** A card's picture: cropped like the record's, but decorative (the card's title names it). */
export const cardPictureOf = (media: MediaOf, url: string): Picture => ({
  ...pictureOf(media, url),
  alt: '',
  'data-decorative': 'card',
});
