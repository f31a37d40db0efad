import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { isMessageCode } from '@school/modules/kernel/contracts';
import { Message } from '../../i18n/messages';
import { ApiError } from '../api';

/**
 * The issues of a shared zod schema as Mantine form errors, one per field (the first). The
 * schemas carry message codes, so a form shows the very texts the server would answer, and
 * they follow the language switch.
 */
export function zodErrors(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const code = isMessageCode(issue.message) ? issue.message : 'generic.invalid';
    errors[path] ??= <Message code={code} />;
  }
  return errors;
}

export type ZodForm<S extends z.ZodType> = UseFormReturnType<z.input<S>, z.output<S>>;

/**
 * A Mantine form validated by a shared zod schema; `form.onSubmit` hands over the schema's
 * output (trimmed, upper-cased, coerced), exactly what the server will parse.
 */
export function useZodForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  input: Omit<UseFormInput<z.input<S>, z.output<S>>, 'validate' | 'transformValues'>,
): ZodForm<S> {
  return useForm<z.input<S>, z.output<S>>({
    ...input,
    validate: (values) => zodErrors(schema, values),
    transformValues: (values) => schema.parse(values),
  });
}

/** Puts the server's field errors (a 400 with `errors`) on the form; false when there were none. */
export function applyServerErrors(form: { setErrors(errors: FormErrors): void }, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.errors.length === 0) return false;
  const errors: FormErrors = {};
  for (const e of error.errors) {
    errors[e.field] ??= isMessageCode(e.code) ? <Message code={e.code} /> : e.message;
  }
  form.setErrors(errors);
  return true;
}
