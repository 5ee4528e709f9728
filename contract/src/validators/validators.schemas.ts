// Custom validators (SPEC §3 "custom authenticators", DESIGN §8): generated with a one-time sessionHash that a
// validator node pairs with; the validator counter reports how many are paired and not removed.
import { z } from 'zod';
import { AUTHENTICATOR_LIST_PAGE, AUTHENTICATOR_LIST_PER_PAGE } from '../common/constants';
import { ok } from '../common/envelope';
import { CurrentPasswordSchema, TimestampSchema, UuidSchema, textSchema } from '../common/fields';

export const CustomValidatorStatusSchema = z.enum(['awaiting_pairing', 'paired', 'removed']);

export const CustomValidatorSchema = z.object({
  id: UuidSchema,
  status: CustomValidatorStatusSchema,
  /** The name the validator node gave when it paired. */
  nodeName: z.string().nullable(),
  createdAt: TimestampSchema,
  createdByEmail: z.string().nullable(),
  pairedAt: TimestampSchema.nullable(),
});
export type CustomValidator = z.infer<typeof CustomValidatorSchema>;

/** 256-bit one-time pairing secrets travel as 64 lowercase hex characters. */
export const SessionHashSchema = z
  .string({ error: 'Enter the pairing code.' })
  .regex(/^[0-9a-f]{64}$/, { error: 'This pairing code is not valid.' });

const pageError = 'The page is a whole number from 0.';
const perPageError = 'Rows per page is a whole number from 1 to 100.';
/** SPEC §9: the console asks for page 0, 30 per page. */
export const CustomValidatorListQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: pageError })
    .int({ error: pageError })
    .min(0, { error: pageError })
    .default(AUTHENTICATOR_LIST_PAGE),
  perPage: z.coerce
    .number({ error: perPageError })
    .int({ error: perPageError })
    .min(1, { error: perPageError })
    .max(100, { error: perPageError })
    .default(AUTHENTICATOR_LIST_PER_PAGE),
});
export type CustomValidatorListQuery = z.infer<typeof CustomValidatorListQuerySchema>;
/** The CSV export of the custom validator list (those not removed, newest first): no parameters. */
export const CustomValidatorExportQuerySchema = z.strictObject({});
export const CustomValidatorListResponseSchema = ok({
  total: z.number().int().min(0),
  customValidators: z.array(CustomValidatorSchema),
});

export const GenerateCustomValidatorBodySchema = z.strictObject({ password: CurrentPasswordSchema });
export const GenerateCustomValidatorResponseSchema = ok({
  /** Shown once: only its hash is stored. */
  sessionHash: SessionHashSchema,
  /** `PUBLIC_URL/validators/pair/{sessionHash}`. */
  pairingLink: z.string(),
  customValidator: CustomValidatorSchema,
});
export const CustomValidatorRemovedResponseSchema = ok({ id: UuidSchema });

export const ValidatorCountResponseSchema = ok({
  data: z.object({ count: z.number().int().min(0) }),
});

export const PairValidatorBodySchema = z.strictObject({
  sessionHash: SessionHashSchema,
  nodeName: textSchema('Enter the name of the validator node.')
    .trim()
    .min(1, { error: 'Enter the name of the validator node.' })
    .max(100, { error: 'A node name has at most 100 characters.' }),
});
export type PairValidatorBody = z.infer<typeof PairValidatorBodySchema>;
export const PairValidatorResponseSchema = ok({
  validator: z.object({ id: UuidSchema, nodeName: z.string(), pairedAt: TimestampSchema }),
});
