// Shapes of the JSON API's answers (spec point 7), as the admin screens read them.

import type { CaseStudyInput } from '@/lib/schemas/case-study';
import type { LocationPageInput } from '@/lib/schemas/location-page';

export interface UserInfo {
  _id: string | number;
  name: string;
  email: string;
  isAdmin: boolean;
}

export type CaseStudy = CaseStudyInput & { _id: string; createdAt?: string; updatedAt?: string };

export interface Envelope<T> {
  status: 'success' | 'fail';
  data?: T;
  message?: string;
}

// The API's record shapes come from the domain modules and schemas (type-only imports:
// nothing of the server reaches the browser bundle), so the two cannot drift apart.
export type { BlogSummary, BlogSection, Blog as BlogDetail } from '@/server/blogs/blogs';
export type { Category } from '@/server/categories/categories';
export type LocationPage = LocationPageInput & { location_id: number };

export type DeliveryState = 'sent' | 'pending' | 'failed-retrying';

export interface Enquiry {
  id: number;
  form: 'main' | 'page';
  name: string;
  email: string;
  phoneNum: string;
  businessName: string;
  role: string;
  message: string;
  formType: string;
  createdAt: string;
  handledAt: string | null;
  delivery: DeliveryState;
  deliveryAttempts: number;
}

export interface EnquiryPage {
  items: Enquiry[];
  page: number;
  pageSize: number;
  total: number;
}
