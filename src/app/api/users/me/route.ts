import { endpoint } from '@/http/endpoint';
import { json } from '@/http/respond';
import { toUserInfo } from '@/server/auth/sign-in';

export const dynamic = 'force-dynamic';

// GET /api/users/me – the signed-in user {_id, name, email, isAdmin}, or 401 (signed in)
export const GET = endpoint({ auth: 'signed-in', database: false }, async ({ session }) =>
  json(toUserInfo(session.user)),
);
