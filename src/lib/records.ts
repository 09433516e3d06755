// The records the JSON API answers with (spec points 3 and 7), as the browser reads
// them. The domain modules return these types, so the compiler keeps both sides equal.
import type { BlogColumns, blogFields } from './content-types/blog';
import type { ListColumnOf } from './content-types/fields';
import type { PublicationState } from './editorial';

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
}

/** An enquiry as the admin inbox shows it, with the state of its e-mail. */
export interface EnquiryItem extends EnquiryInput {
  id: number;
  createdAt: string;
  handledAt: string | null;
  delivery: DeliveryState;
  deliveryAttempts: number;
}

export interface EnquiryPage {
  items: EnquiryItem[];
  page: number;
  pageSize: number;
  total: number;
}
