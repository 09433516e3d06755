import { submitEnquiry } from '@/server/enquiries/submit';
import { route } from '@/server/http/handler';

export const dynamic = 'force-dynamic';

// POST /send-contact-form-main – the form on home, company and service pages: {msg: 'success'} once stored (public)
export const POST = route((request) => submitEnquiry(request, 'main'), { envelope: 'msg' });
