import { requireAdmin } from '@/server/auth/authenticate';
import { getDb } from '@/server/db';
import { listEnquiries } from '@/server/enquiries/enquiries';
import { enquiryPageQuery } from '@/server/enquiries/schemas';
import { firstIssueMessage } from '@/server/http/body';
import { badRequest } from '@/server/http/errors';
import { route, success } from '@/server/http/handler';

export const dynamic = 'force-dynamic';

// GET /api/enquiries?page=1&pageSize=20 – the inbox, newest first (admin)
export const GET = route(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const query = enquiryPageQuery.safeParse({
    page: params.get('page') ?? undefined,
    pageSize: params.get('pageSize') ?? undefined,
  });
  if (!query.success) throw badRequest(firstIssueMessage(query.error));
  const { page, pageSize } = query.data;
  const { items, total } = await listEnquiries(await getDb(), { page, pageSize });
  return success({ data: { items, page, pageSize, total } });
});
