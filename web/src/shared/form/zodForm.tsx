import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { isMessageCode, issueCode, type MessageCode } from '@school/modules/kernel/contracts';
import { Message } from '../../i18n/messages';
import { ApiError } from '../api';

/** One broken rule of a form: the field it belongs to and its message code. */
export interface ZodFormIssue {
  field: string;
  code: MessageCode;
  /** The message's parameters, from a custom issue's `params` (e.g. `{count}`). */
  params?: Record<string, string | number>;
}

/** Widens a failed parse's issues (e.g. rules zod skipped after an aborting issue). */
export type IssuesOf = (
  schema: z.ZodType,
  input: Record<string, unknown>,
  issues: readonly z.core.$ZodIssue[],
) => readonly ZodFormIssue[];

const parsedIssues: IssuesOf = (_schema, _input, issues) =>
  issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    code: issueCode(issue),
    ...(issue.code === 'custom' && issue.params ? { params: issue.params } : {}),
  }));

/** The broken rules of `input` under `schema` (none when it parses). */
export function zodIssues(
  schema: z.ZodType,
  input: Record<string, unknown>,
  issuesOf: IssuesOf = parsedIssues,
): readonly ZodFormIssue[] {
  const result = schema.safeParse(input);
  return result.success ? [] : issuesOf(schema, input, result.error.issues);
}

/**
 * The issues of a shared zod schema as Mantine form errors, one per field (the first). The
 * schemas carry message codes, so a form shows the very texts the server would answer, and
 * they follow the language switch.
 */
export function zodErrors(schema: z.ZodType, values: unknown, issuesOf: IssuesOf = parsedIssues): FormErrors {
  const errors: FormErrors = {};
  for (const issue of zodIssues(schema, values as Record<string, unknown>, issuesOf)) {
    errors[issue.field] ??= <Message code={issue.code} params={issue.params} />;
  }
  return errors;
}

// Mantine's own bound for a form's values (an interface has no index signature for `unknown`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormValues = Record<string, any>;

export type ZodForm<S extends z.ZodType, V = z.input<S>> = UseFormReturnType<V, z.output<S>>;

export interface ZodFormInput<S extends z.ZodType, V> extends Omit<
  UseFormInput<V, z.output<S>>,
  'validate' | 'transformValues'
> {
  /** What the schema parses when it is not the values as typed (fields the form derives or leaves out). */
  input?(values: V): Record<string, unknown>;
  /** Every issue to show, when the first of each field in one parse is not enough. */
  issues?: IssuesOf;
}

/**
 * A Mantine form validated by a shared zod schema; `form.onSubmit` hands over the schema's
 * output (trimmed, upper-cased, coerced), exactly what the server will parse. The schema may
 * be chosen from the values (e.g. an address validated only once one is typed).
 */
export function useZodForm<S extends z.ZodType<unknown, FormValues>, V extends FormValues = z.input<S>>(
  schema: S | ((values: V) => S),
  { input, issues, ...rest }: ZodFormInput<S, NoInfer<V>>,
): ZodForm<S, V> {
  const schemaOf = (values: V): S => (typeof schema === 'function' ? schema(values) : schema);
  const inputOf = (values: V): Record<string, unknown> =>
    input ? input(values) : (values as Record<string, unknown>);
  return useForm<V, z.output<S>>({
    ...rest,
    validate: (values) => zodErrors(schemaOf(values), inputOf(values), issues),
    transformValues: (values) => schemaOf(values).parse(inputOf(values)),
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
