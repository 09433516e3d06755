import { authenticate } from '@/server/auth/authenticate';
import { toUserInfo } from '@/server/auth/sign-in';
import { json, route } from '@/server/http/handler';

export const dynamic = 'force-dynamic';

// GET /api/users/me – the signed-in user {_id, name, email, isAdmin}, or 401 (signed in)
export const GET = route(async (request) => json(toUserInfo((await authenticate(request)).user)));
