// The records the JSON API answers with (spec points 3 and 7), as the browser reads
// them. The domain modules return these types, so the compiler keeps both sides equal.
import type { PublicationState } from './editorial';

export interface BlogSection {
  heading: string;
  /** Sanitized HTML. */
  paragraph: string;
}

export interface BlogSummary extends Omit<PublicationState, 'pending_changes'> {
  blog_id: number;
  slug_url: string;
  title: string;
  brief_paragraph: string;
  published_date: string; // YYYY-MM-DD
  blog_image: string;
  category: number | null;
  updatedAt: string;
}

export interface Blog extends BlogSummary, PublicationState {
  metaTitle: string;
  metaDescription: string;
  canonicalLink: string;
  blogs_content: BlogSection[];
}

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
