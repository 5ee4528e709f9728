// Form state and validation against the contract schemas, shared by every form of the console.
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';

interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The part of a contract (zod) schema a form needs. */
export interface FormSchema<T> {
  safeParse: (
    input: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** Messages by field name; '' holds a message about the form as a whole. */
export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

const check = <T>(schema: FormSchema<T>, input: unknown, keyOf: (path: readonly PropertyKey[]) => string) => {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true as const, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[keyOf(issue.path)] ??= issue.message;
  return { ok: false as const, errors };
};

/** Messages keyed by the top-level field. */
export const validate = <T>(schema: FormSchema<T>, input: unknown): Validation<T> =>
  check(schema, input, (path) => (path.length > 0 ? String(path[0]) : ''));

/**
 * Messages keyed by the field's dotted path (`paymentList.0.amount`), for forms with lists of records: name their
 * fields by the same paths.
 */
export const validateDeep = <T>(schema: FormSchema<T>, input: unknown): Validation<T> =>
  check(schema, input, (path) => path.map(String).join('.'));

/** The first message a schema gives for a value, or undefined when the value passes. */
export const messageFor = <T>(schema: FormSchema<T>, value: unknown): string | undefined => {
  const result = validate(schema, value);
  return result.ok ? undefined : Object.values(result.errors)[0];
};

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * Values typed by the user (never cleared on a failed call), their validation messages, and focus on the
 * first invalid field after a failed validation.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrorsState] = useState<FieldErrors>({});
  const [errorRound, setErrorRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (errorRound === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorRound]);

  const setErrors = useCallback((next: FieldErrors) => {
    setErrorsState(next);
    if (Object.keys(next).length > 0) setErrorRound((round) => round + 1);
  }, []);

  const setValue = useCallback((name: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrorsState((current) => {
      if (current[name] === undefined) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const field = (name: keyof T & string): FieldBinding => ({
    name,
    value: values[name] ?? '',
    onChange: (event) => setValue(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  return { values, setValues, setValue, errors, setErrors, field, formRef };
}
