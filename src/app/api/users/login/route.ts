import { z } from 'zod';
import { signedIn } from '@/lib/schemas/answers/accounts';
import { failAnswer, secondFactorRequired } from '@/lib/schemas/answers/envelopes';
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
  {
    summary: 'Sign in; also sets the agency_session cookie',
    description:
      'An account with two-factor sign-in needs code as well: without it, or with a wrong one, the ' +
      'answer is 401 with totpRequired (the password was right), and the call is made again with ' +
      'the code. Wrong passwords and wrong codes count against LOGIN_RATE_LIMIT.',
    auth: 'public',
    body: loginSchema,
    response: signedIn,
    headers: { 'Set-Cookie': 'agency_session: HttpOnly; SameSite=Lax; Path=/; 7 days' },
    errors: {
      unauthorized: {
        description:
          'Invalid email or password, a deactivated account, or (totpRequired) a code missing or wrong',
        body: z.union([failAnswer, secondFactorRequired]),
      },
      rate_limited: 'Too many failed attempts for this e-mail or address; see Retry-After',
    },
    audit: 'session',
  },
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
