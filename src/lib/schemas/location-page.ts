// Declared with the content type (src/lib/content-types/location-page.ts).
export {
  locationPageSchema,
  RESERVED_LOCATION_SLUGS,
  type LocationPageInput,
} from '../content-types/location-page';
