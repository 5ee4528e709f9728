// Answers leave in the contract's wire shape — codecs applied, unknown fields stripped so nothing leaks — without its
// checks run again: every value was checked on its way in or computed by our code from checked values, and the console
// parses each answer with the whole schema. zod encodes a checked schema twice (a pass without checks, the checks, the
// pass again), which was a fifth of a list answer's CPU (issue 16).
import { z } from 'zod';
import type { ParseContextInternal } from 'zod/v4/core';

const WITHOUT_CHECKS: ParseContextInternal<z.core.$ZodIssue> = { skipChecks: true };

/** `z.encode(schema, value)` without the schema's checks (refinements, formats, lengths). */
export const encodeAnswer = <S extends z.ZodType>(schema: S, value: z.output<S>): z.input<S> =>
  z.encode(schema, value, WITHOUT_CHECKS);
