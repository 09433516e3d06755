import 'server-only';
import { DomainError, rateLimited } from '@/server/errors';
import { getLimiters } from '@/server/rate-limit/rate-limit';

// Wrong two-factor codes from a signed-in account (setting it up, turning it off) count
// like wrong passwords: LOGIN_RATE_LIMIT failures per account, then refused for the window.

export async function assertCodeAttemptsLeft(userId: number): Promise<void> {
  const verdict = await getLimiters().codeByUser.check(String(userId));
  if (!verdict.allowed) {
    throw rateLimited('Too many wrong codes. Try again later.', verdict.retryAfterMs);
  }
}

/** Runs a code check; an `invalid` answer (a wrong code) is counted against the account. */
export async function withCodeLimit<T>(userId: number, check: () => Promise<T>): Promise<T> {
  await assertCodeAttemptsLeft(userId);
  try {
    return await check();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'invalid') {
      await getLimiters().codeByUser.penalise(String(userId));
    }
    throw error;
  }
}
