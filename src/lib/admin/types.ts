// Shapes of the JSON API's answers (spec point 7), as the admin screens read them.

import type { CaseStudyInput } from '@/lib/schemas/case-study';
import type { LocationPageInput } from '@/lib/schemas/location-page';
import type { PublicationState } from '@/lib/editorial';

export interface UserInfo {
  _id: string | number;
  name: string;
  email: string;
  isAdmin: boolean;
}

export type CaseStudy = CaseStudyInput &
  PublicationState & { _id: string; createdAt?: string; updatedAt?: string };

export interface Envelope<T> {
  status: 'success' | 'fail';
  data?: T;
  message?: string;
}

// The API's record shapes are shared with the domain modules (src/lib/records.ts), so
// the two cannot drift apart.
export type {
  BlogSummary,
  BlogSection,
  Blog as BlogDetail,
  Category,
  DeliveryState,
  EnquiryItem as Enquiry,
  EnquiryPage,
} from '@/lib/records';
export type LocationPage = LocationPageInput &
  PublicationState & { location_id: number; updatedAt?: string };
