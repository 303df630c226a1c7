import { z } from 'zod';
import { EMAIL_PATTERN, USERNAME_PATTERN } from '@tengu/shared';
import { passwordProblemKey } from './password-rules';

/** A new password: the shared rules, each with its own message (spec document 2 section 5). */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const key = passwordProblemKey(value);
  if (key) ctx.addIssue({ code: 'custom', message: key });
});

/** Sign-up (spec document 2 section 5); messages are translation keys. */
export const signupFormSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, 'auth.validation.invalidEmail'),
  username: z.string().trim().regex(USERNAME_PATTERN, 'auth.validation.usernameInvalid'),
  password: newPasswordSchema,
  referralCode: z.string().trim().max(64),
  consent: z.boolean().refine((value) => value, 'auth.validation.consent'),
});
export type SignupFormValues = z.infer<typeof signupFormSchema>;
