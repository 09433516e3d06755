import { requireAdmin } from '@/server/auth/authenticate';
import { getDb } from '@/server/db';
import { getEnquiry, setEnquiryHandled } from '@/server/enquiries/enquiries';
import { enquiryPatchSchema } from '@/server/enquiries/schemas';
import { readJson } from '@/server/http/body';
import { notFound } from '@/server/http/errors';
import { route, success, type ParamsContext } from '@/server/http/handler';
import { parseRowId } from '@/server/http/params';

export const dynamic = 'force-dynamic';

type Context = ParamsContext<{ id: string }>;
const NOT_FOUND = 'Enquiry not found.';

async function enquiryId({ params }: Context): Promise<number> {
  const id = parseRowId((await params).id);
  if (id === undefined) throw notFound(NOT_FOUND);
  return id;
}

// GET /api/enquiries/:id – one enquiry with its e-mail's delivery state (admin)
export const GET = route(async (request, context: Context) => {
  await requireAdmin(request);
  const item = await getEnquiry(await getDb(), await enquiryId(context));
  if (!item) throw notFound(NOT_FOUND);
  return success({ data: item });
});

// PATCH /api/enquiries/:id – {handled: boolean}: mark it handled or not (admin)
export const PATCH = route(async (request, context: Context) => {
  await requireAdmin(request);
  const id = await enquiryId(context);
  const { handled } = await readJson(request, enquiryPatchSchema);
  const item = await setEnquiryHandled(await getDb(), id, handled);
  if (!item) throw notFound(NOT_FOUND);
  return success({ data: item });
});
