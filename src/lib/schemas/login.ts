import { z } from '@/lib/zod-setup';
import { secondFactorCode } from './account';
import { requiredText } from './fields';

/** Sign in (spec point 5): POST /api/users/login; `code` is the second step's. */
export const loginSchema = z
  .strictObject({
    email: requiredText('Email', 36).pipe(z.email('Enter a valid email address.')),
    password: z
      .string({ message: 'Password must be text.' })
      .min(1, 'Password is required.')
      .max(16, 'Password must be at most 16 characters.'),
    code: secondFactorCode
      .optional()
      .describe(
        'Only for an account with two-factor sign-in: ask for it when the answer is 401 with totpRequired',
      ),
  })
  .meta({ id: 'LoginInput' });

export type LoginInput = z.infer<typeof loginSchema>;
