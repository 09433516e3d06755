import 'server-only';
import { getEnv } from '@/env';
import { s3UploadsBase } from '@/env/s3-address';

// Which media addresses go through Next's image optimiser (AVIF/WebP, srcset): files
// this site serves, and uploads in the S3 bucket when media live there (next.config.ts
// lets the optimiser fetch exactly that prefix, with any query). Any other address, one
// an admin pasted from elsewhere, is shown as it is: the optimiser would refuse it. SVG is
// never optimised (Next does not rasterise it). A replaced file's address carries `?v=N`
// (versionedAddress, src/lib/media.ts): the optimiser caches by the whole address, so the
// new version is a new entry.

const VERSION = String.raw`(\?v=\d+)?`;
const SITE_MEDIA = new RegExp(String.raw`^/(demo|uploads|images)/[^?#]+${VERSION}$`);
const S3_UPLOAD_NAME = new RegExp(String.raw`^[^?#]+${VERSION}$`);

export function isOptimisableMedia(src: string): boolean {
  if (/\.svg(\?|$)/i.test(src)) return false;
  if (SITE_MEDIA.test(src)) return true;
  const uploadsOnS3 = s3UploadsBase(getEnv());
  return (
    uploadsOnS3 !== undefined &&
    src.startsWith(uploadsOnS3) &&
    S3_UPLOAD_NAME.test(src.slice(uploadsOnS3.length))
  );
}
