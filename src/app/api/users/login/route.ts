import { loginSchema } from '@/lib/schemas/login';
import { endpoint } from '@/http/endpoint';
import { getClientIp } from '@/http/client-ip';
import { json } from '@/http/respond';
import { sessionCookie } from '@/http/session';
import { signIn, toUserInfo } from '@/server/auth/sign-in';

export const dynamic = 'force-dynamic';

// POST /api/users/login {email, password, code?} – {_id, name, email, isAdmin, role, token}
// and the session cookie; 401 {totpRequired: true} when the account needs a code that
// was not given or was wrong (public, rate-limited; failures are audited by signIn)
export const POST = endpoint(
  { auth: 'public', body: loginSchema, audit: 'session' },
  async ({ db, body, request, audit }) => {
    const { user, token } = await signIn(db, body, {
      clientIp: getClientIp(request),
      userAgent: request.headers.get('user-agent') ?? '',
    });
    audit({
      action: 'sign-in',
      entityId: user.id,
      actor: { id: user.id, label: user.name || user.email },
    });
    return json(
      { ...toUserInfo(user), token },
      { headers: { 'Set-Cookie': sessionCookie(token) } },
    );
  },
);
