import { loginSchema } from '@/lib/schemas/login';
import { endpoint } from '@/http/endpoint';
import { getClientIp } from '@/http/client-ip';
import { json } from '@/http/respond';
import { sessionCookie } from '@/http/session';
import { signIn, toUserInfo } from '@/server/auth/sign-in';

export const dynamic = 'force-dynamic';

// POST /api/users/login – {_id, name, email, isAdmin, token} and the session cookie (public, rate-limited)
export const POST = endpoint(
  { auth: 'public', body: loginSchema },
  async ({ db, body, request }) => {
    const { user, token } = await signIn(db, body, getClientIp(request));
    return json(
      { ...toUserInfo(user), token },
      { headers: { 'Set-Cookie': sessionCookie(token) } },
    );
  },
);
