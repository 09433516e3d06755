import { submitEnquiry } from '@/server/enquiries/submit';
import { route } from '@/server/http/handler';

export const dynamic = 'force-dynamic';

// POST /send-contact-form – the contact page's form: {msg: 'success'} once stored (public)
export const POST = route((request) => submitEnquiry(request, 'page'), { envelope: 'msg' });
