// The records the JSON API answers with (spec points 3 and 7), as the browser reads
// them. The domain modules return these types, so the compiler keeps both sides equal.
import type { BlogColumns, blogFields } from './content-types/blog';
import type { ListColumnOf } from './content-types/fields';
import type { PublicationState } from './editorial';
import type { Attribution, DeviceClass, EnquiryStatus, SpamReason } from './enquiries';
import type { Locale } from './locale';

export interface BlogSection {
  heading: string;
  /** Sanitized HTML. */
  paragraph: string;
}

/** A blog in a list: its fields declared `listColumn` (spec point 3's list). */
export type BlogSummary = Omit<PublicationState, 'pending_changes'> &
  Pick<BlogColumns, ListColumnOf<typeof blogFields>> & {
    blog_id: number;
    updatedAt: string;
  };

export type Blog = BlogSummary &
  PublicationState &
  Omit<BlogColumns, ListColumnOf<typeof blogFields>> & {
    blogs_content: BlogSection[];
  };

export interface Category {
  category_id: number;
  category: string;
}

export type EnquiryForm = 'main' | 'page';
export type DeliveryState = 'sent' | 'pending' | 'failed-retrying';

/** What a visitor sent through either contact form. */
export interface EnquiryInput {
  form: EnquiryForm;
  name: string;
  email: string;
  phoneNum: string;
  businessName: string;
  role: string;
  message: string;
  formType: string;
  /** The language of the form it was sent with (issue 29); 'en' when the client said none. */
  locale: Locale;
}

/** An enquiry as the admin inbox shows it: its pipeline, where it came from, and the state of its e-mail. */
export interface EnquiryItem extends EnquiryInput, Attribution {
  id: number;
  createdAt: string;
  /** When it was first marked handled (Contacted or beyond); kept for earlier clients. */
  handledAt: string | null;
  status: EnquiryStatus;
  assignee: number | null;
  statusChangedAt: string | null;
  device: DeviceClass | '';
  language: string;
  /** utm_source, else the referrer's host, else Direct. */
  source: string;
  spamReason: SpamReason;
  delivery: DeliveryState;
  deliveryAttempts: number;
}

export interface EnquiryNote {
  id: number;
  authorId: number | null;
  authorName: string;
  text: string;
  createdAt: string;
}

export interface EnquiryPage {
  items: EnquiryItem[];
  page: number;
  pageSize: number;
  total: number;
}
