// Requests and responses of the sign-in path (SPEC §7 auth service, DESIGN §6).
import { z } from 'zod';
import { AdminSchema } from '../admins/admins.schemas';
import { ok } from '../common/envelope';
import {
  CaptchaSchema,
  CurrentPasswordSchema,
  EmailSchema,
  NewPasswordSchema,
  OneTimeCodeSchema,
  PersonNameSchema,
  SessionIdSchema,
  TokenSchema,
} from '../common/fields';

export const SignInFirstStepBodySchema = z.strictObject({
  email: EmailSchema,
  password: CurrentPasswordSchema,
  captcha: CaptchaSchema,
});
export type SignInFirstStepBody = z.infer<typeof SignInFirstStepBodySchema>;
export const SignInFirstStepResponseSchema = ok({ sessionId: SessionIdSchema, twoFASecured: z.boolean() });
export type SignInFirstStepResponse = z.infer<typeof SignInFirstStepResponseSchema>;

export const SignInCodeBodySchema = z.strictObject({ code: OneTimeCodeSchema, captcha: CaptchaSchema });
export type SignInCodeBody = z.infer<typeof SignInCodeBodySchema>;
export const SessionIdHeadersSchema = z.object({ sessionid: SessionIdSchema });
export const SignInTokenResponseSchema = ok({ token: TokenSchema });
export type SignInTokenResponse = z.infer<typeof SignInTokenResponseSchema>;

export const CurrentAdminResponseSchema = ok({ admin: AdminSchema });
export type CurrentAdminResponse = z.infer<typeof CurrentAdminResponseSchema>;

export const ForgotPasswordCodeBodySchema = z.strictObject({ email: EmailSchema, captcha: CaptchaSchema });
export type ForgotPasswordCodeBody = z.infer<typeof ForgotPasswordCodeBodySchema>;
export const ForgotPasswordCodeResponseSchema = ok({ email: EmailSchema });

export const ForgotPasswordBodySchema = z.strictObject({
  email: EmailSchema,
  code: OneTimeCodeSchema,
  captcha: CaptchaSchema,
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;
export const ForgotPasswordResponseSchema = ok({ resetToken: TokenSchema });

export const ResetTokenParamsSchema = z.object({ resettoken: TokenSchema });
export const ResetPasswordBodySchema = z.strictObject({
  newPassword: NewPasswordSchema,
  code: OneTimeCodeSchema,
  captcha: CaptchaSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
export const MessageResponseSchema = ok({ message: z.string() });

export const RegistrationLinkBodySchema = z.strictObject({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: PersonNameSchema('first name'),
  lastName: PersonNameSchema('last name'),
});
export type RegistrationLinkBody = z.infer<typeof RegistrationLinkBodySchema>;
export const AdminResponseSchema = ok({ admin: AdminSchema });

export const RegistrationTokenParamsSchema = z.object({ resetToken: TokenSchema });
export const FinishRegistrationBodySchema = z.strictObject({
  email: EmailSchema,
  oldPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
  captcha: CaptchaSchema,
});
export type FinishRegistrationBody = z.infer<typeof FinishRegistrationBodySchema>;

export const AuthenticatorSetupBodySchema = z.strictObject({ password: CurrentPasswordSchema });
export type AuthenticatorSetupBody = z.infer<typeof AuthenticatorSetupBodySchema>;
export const AuthenticatorSetupResponseSchema = ok({
  secret: z.string(),
  otpauthUri: z.string(),
  /** An SVG image of the otpauth URI as a data URL. */
  qrCode: z.string(),
});
export type AuthenticatorSetupResponse = z.infer<typeof AuthenticatorSetupResponseSchema>;
export const AuthenticatorEnableBodySchema = z.strictObject({ code: OneTimeCodeSchema });
export type AuthenticatorEnableBody = z.infer<typeof AuthenticatorEnableBodySchema>;

/** The ALTCHA v2 challenge as the widget fetches it (not wrapped in the envelope). */
export const CaptchaChallengeResponseSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
