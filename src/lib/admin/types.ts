// Shapes of the JSON API's answers (spec point 7), as the admin screens read them.

import type { CaseStudyInput } from '@/lib/schemas/case-study';
import type { LocationPageInput } from '@/lib/schemas/location-page';
import type { PublicationState } from '@/lib/editorial';
import type { Role } from '@/lib/roles';

export interface UserInfo {
  _id: string | number;
  name: string;
  email: string;
  isAdmin: boolean;
  /** Missing in a userInfo stored before roles existed: read as admin when isAdmin. */
  role?: Role;
}

/** GET /api/users/me: the stored user info and the state of two-factor sign-in. */
export interface Me extends UserInfo {
  role: Role;
  twoFactorEnabled: boolean;
  /** The site requires two-factor for every account (it cannot be turned off). */
  twoFactorRequired: boolean;
  /** The site requires two-factor and this account has not set it up: nothing else is allowed. */
  mustEnrolTwoFactor: boolean;
}

/** A row of GET /api/users (docs/design/staff-accounts.md). */
export interface StaffMember {
  _id: number;
  name: string;
  email: string;
  role: Role;
  status: 'invited' | 'active' | 'deactivated';
  lastSignInAt: string | null;
  createdAt: string;
  twoFactorEnabled: boolean;
  invitationExpiresAt: string | null;
}

export interface StaffSession {
  id: string;
  device: string;
  clientIp: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export interface AuditEntry {
  id: number;
  at: string;
  userId: number | null;
  actor: string;
  action: string;
  entity: string;
  entityId: string | null;
  fields: string[];
  clientIp: string;
}

export interface SiteSettings {
  requireTwoFactor: boolean;
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
