import 'server-only';
import { getEnv } from '@/env';
import { s3UploadsBase } from '@/env/s3-address';

// Which media addresses go through Next's image optimiser (AVIF/WebP, srcset): files
// this site serves, and uploads in the S3 bucket when media live there (next.config.ts
// lets the optimiser fetch exactly that prefix). Any other address, one an admin pasted
// from elsewhere, is shown as it is: the optimiser would refuse it. SVG is never
// optimised (Next does not rasterise it).

const SITE_MEDIA = /^\/(demo|uploads|images)\/[^?#]+$/;

export function isOptimisableMedia(src: string): boolean {
  if (/\.svg$/i.test(src)) return false;
  if (SITE_MEDIA.test(src)) return true;
  const uploadsOnS3 = s3UploadsBase(getEnv());
  return uploadsOnS3 !== undefined && src.startsWith(uploadsOnS3) && !/[?#]/.test(src);
}
