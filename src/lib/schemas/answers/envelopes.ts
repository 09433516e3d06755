import { z } from '@/lib/zod-setup';

// The envelopes of spec point 7 and the refusals every endpoint may answer, as zod
// schemas: the OpenAPI document is generated from them and a test validates real
// answers against it, so they describe exactly what goes on the wire.

/** Every refusal of the API (src/http/errors.ts). */
export const failAnswer = z
  .object({ status: z.literal('fail'), message: z.string() })
  .meta({ id: 'Fail' });

/** The two contact forms answer `{msg}` instead of `{status}`. */
export const contactResult = z
  .object({ msg: z.enum(['success', 'fail']), message: z.string().optional() })
  .meta({ id: 'ContactResult' });

export const messageAnswer = z
  .object({ status: z.literal('success'), message: z.string() })
  .meta({ id: 'Message' });

/** A sign-in whose password was right but whose second factor is missing or wrong. */
export const secondFactorRequired = z
  .object({
    status: z.literal('fail'),
    message: z.string(),
    totpRequired: z
      .literal(true)
      .describe('The password was right: sign in again with the code from the authenticator app'),
  })
  .meta({ id: 'SecondFactorRequired' });

/** `{status: 'success', data}`. */
export const dataAnswer = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data });

/** `{status: 'success', message, data}`: a write that says what it did and answers the record. */
export const savedAnswer = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string(), data });
