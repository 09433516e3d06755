import { z } from '@/lib/zod-setup';
import { MEDIA_KINDS } from '../../media';

// The media library's answers (issue 28).

export const mediaUse = z
  .object({
    entity: z.string().describe("The record's kind: blog, case-study, location-page or media"),
    id: z.string().describe("The record's id"),
    title: z.string(),
    field: z.string().describe('The field that holds the address'),
  })
  .meta({ id: 'MediaUse' });

export const mediaAssetRecord = z
  .object({
    id: z.number().int(),
    url: z
      .string()
      .describe('Its address, as POST /api/upload answered it; kept when the file is replaced'),
    kind: z.enum(MEDIA_KINDS),
    type: z.string().describe('MIME type, recognised from the content'),
    size: z
      .number()
      .int()
      .nullable()
      .describe('Bytes; null when not known (registered from an address)'),
    width: z.number().int().nullable().describe('Pixels (images); null when not known'),
    height: z.number().int().nullable(),
    name: z.string().describe('The original file name'),
    alt: z.string(),
    decorative: z.boolean(),
    caption: z.string(),
    altAr: z.string().describe("The alt text in Arabic; '' when none was written"),
    captionAr: z.string().describe("The caption in Arabic; '' when none was written"),
    focalPoint: z.object({ x: z.number(), y: z.number() }),
    captions: z.string().describe("Videos: the address of its WebVTT caption track, or ''"),
    poster: z.string().describe("Videos: the address of its poster image, or ''"),
    version: z.number().int().describe('1, and one more each time the file is replaced'),
    uploadedBy: z.string(),
    uploadedAt: z.string(),
    updatedAt: z.string(),
    usedIn: z.array(mediaUse).describe('Each record and field that uses it'),
  })
  .meta({ id: 'MediaAsset' });

export const missingAltEntry = z
  .object({
    url: z.string(),
    assetId: z.number().int().nullable().describe('null: the address is not in the library'),
    ...mediaUse.shape,
  })
  .meta({ id: 'MissingAlt' });

export type MediaAsset = z.infer<typeof mediaAssetRecord>;
export type MissingAltEntry = z.infer<typeof missingAltEntry>;

/** A refused delete: the asset is still used, and where. */
export const assetInUseAnswer = z
  .object({ status: z.literal('fail'), message: z.string(), usedIn: z.array(mediaUse) })
  .meta({ id: 'AssetInUse' });
