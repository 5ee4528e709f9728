// Sign-in first step: email, password and captcha open a sign-in session (SPEC §7 signin/firststep). The call, with its
// schemas, loads once the person starts on the form (see use-start-sign-in.ts), so the sign-in page shows without the
// contract's zod.
import { authEndpoints, SignInFirstStepBodySchema, type SignInFirstStepBody } from '@blck/contract';
import { callEndpoint } from '../../../lib/api-client';

export { SignInFirstStepBodySchema };
/** What the form checks before it asks the captcha for an answer. */
export const SignInCredentialsSchema = SignInFirstStepBodySchema.omit({ captcha: true });

export const startSignIn = (body: SignInFirstStepBody) => callEndpoint(authEndpoints.signInFirstStep, { body });
