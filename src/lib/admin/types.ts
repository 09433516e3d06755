// Shapes of the JSON API's answers (spec point 7), as the admin screens read them.

import type { CaseStudyInput } from '@/lib/schemas/case-study';

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

export interface BlogSummary {
  blog_id: number;
  slug_url: string;
  title: string;
  brief_paragraph: string;
  published_date: string;
  blog_image: string;
  category: number | null;
}

export interface BlogSection {
  heading: string;
  paragraph: string;
}

export interface BlogDetail extends BlogSummary {
  metaTitle: string;
  metaDescription: string;
  canonicalLink: string;
  blogs_content: BlogSection[];
}

export interface Category {
  category_id: number;
  category: string;
}

export interface LocationPage {
  location_id: number;
  slug_url: string;
  main_heading: string;
  main_paragraph: string;
  highlighted_heading: string;
  heading_1: string;
  heading_2: string;
  heading_3: string;
  heading_4: string;
  paragraph_1: string;
  paragraph_2: string;
  paragraph_3: string;
  paragraph_4: string;
  meta_title: string;
  meta_keywords: string;
  meta_link: string;
  meta_description: string;
}

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
