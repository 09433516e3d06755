import { loginSchema } from '@/lib/schemas/login';
import { sessionCookie } from '@/server/auth/cookies';
import { signIn, toUserInfo } from '@/server/auth/sign-in';
import { getDb } from '@/server/db';
import { readJson } from '@/server/http/body';
import { getClientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/handler';

export const dynamic = 'force-dynamic';

// POST /api/users/login – {_id, name, email, isAdmin, token} and the session cookie (public, rate-limited)
export const POST = route(async (request) => {
  const credentials = await readJson(request, loginSchema);
  const { user, token } = await signIn(await getDb(), credentials, getClientIp(request));
  return json({ ...toUserInfo(user), token }, { headers: { 'Set-Cookie': sessionCookie(token) } });
});
