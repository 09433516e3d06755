import { z } from '@/lib/zod-setup';
import { MEDIA_KINDS } from '../media';
import { listQuery } from './list-query';

// The media library's requests (issue 28): the list's query and an asset's details.

export const mediaListQuery = listQuery.extend({
  q: z
    .string()
    .trim()
    .max(100, 'q must be at most 100 characters.')
    .optional()
    .describe(
      'Only assets whose original file name or alt text (English or Arabic) contains this text, any case',
    ),
  kind: z
    .enum(MEDIA_KINDS, { message: 'kind must be image, video or captions.' })
    .optional()
    .describe('Only assets of this kind'),
  unused: z
    .enum(['true', 'false'], { message: 'unused must be true or false.' })
    .optional()
    .describe('true: only assets that no record or asset uses'),
  url: z
    .string()
    .trim()
    .max(2000, 'url must be at most 2000 characters.')
    .optional()
    .describe(
      'Only the asset at this address, exactly (what an image or video field holds, or what POST /api/upload answered)',
    ),
});

const percent = (axis: string) =>
  z
    .number({ message: `focalPoint.${axis} must be a number from 0 to 100.` })
    .min(0, `focalPoint.${axis} must be a number from 0 to 100.`)
    .max(100, `focalPoint.${axis} must be a number from 0 to 100.`);

/** An address of this site's media or an absolute http(s) address; '' for none. */
const assetAddress = (label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters.`)
    .refine((value) => value === '' || /^(\/[^/]|https?:\/\/)/.test(value), {
      message: `${label} must be an address from the media library.`,
    });

export const mediaDetailsSchema = z
  .object({
    name: z
      .string({ message: 'name must be text.' })
      .trim()
      .min(1, 'Give the file a name.')
      .max(200, 'name must be at most 200 characters.')
      .optional()
      .describe('The name staff know the file by (the original file name when uploaded)'),
    alt: z
      .string({ message: 'alt must be text.' })
      .trim()
      .max(300, 'Alt text must be at most 300 characters.')
      .optional()
      .describe('What the picture shows, for people who cannot see it'),
    decorative: z
      .boolean({ message: 'decorative must be true or false.' })
      .optional()
      .describe('The picture adds nothing the text does not say: shown with alt=""'),
    caption: z
      .string({ message: 'caption must be text.' })
      .trim()
      .max(1000, 'Caption must be at most 1000 characters.')
      .optional(),
    // Issue 29: the same words for the Arabic pages; '' clears them (the English is shown).
    altAr: z
      .string({ message: 'altAr must be text.' })
      .trim()
      .max(300, 'Arabic alt text must be at most 300 characters.')
      .optional()
      .describe("The alt text in Arabic, for the Arabic pages ('' for none: they show alt)"),
    captionAr: z
      .string({ message: 'captionAr must be text.' })
      .trim()
      .max(1000, 'Arabic caption must be at most 1000 characters.')
      .optional()
      .describe("The caption in Arabic ('' for none: the Arabic pages show caption)"),
    focalPoint: z
      .object({ x: percent('x'), y: percent('y') }, { message: 'focalPoint must be {x, y}.' })
      .optional()
      .describe('Where a cropped picture stays centred, in percent from the top left'),
    captions: assetAddress('captions')
      .optional()
      .describe("Videos: the address of a WebVTT caption track in the library ('' for none)"),
    poster: assetAddress('poster')
      .optional()
      .describe(
        "Videos: the address of an image in the library shown before it plays ('' for none)",
      ),
  })

  .meta({ id: 'MediaDetails' });

export type MediaDetailsInput = z.infer<typeof mediaDetailsSchema>;

export const mediaIdsSchema = z.object({
  ids: z
    .array(
      z
        .number({ message: 'ids must be a list of asset ids.' })
        .int('ids must be a list of asset ids.')
        .positive('ids must be a list of asset ids.'),
      { message: 'ids must be a list of asset ids.' },
    )
    .min(1, 'Choose at least one asset.')
    .max(500, 'Delete at most 500 assets at once.'),
});
