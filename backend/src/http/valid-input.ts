import { Body, Query, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError, issueCode, type FieldError, type RefusalCode } from '@school/modules/kernel';

type Schema = Parameters<typeof ApiBody>[0] extends infer O
  ? O extends { schema?: infer S }
    ? S
    : never
  : never;

export interface BodyOptions {
  /** A request without a body is validated as `{}` (forms whose every field may be left out). */
  emptyAsObject?: boolean;
  /**
   * The refusal of an invalid body: the code answered with its field errors, chosen from them
   * (a form's own notice), instead of the usual 400 generic.invalid a ZodError becomes.
   */
  refusal?: (errors: FieldError[]) => RefusalCode;
}

/** The 400 generic.invalid of one field that breaks a rule the schema does not hold (a choice the caller must make, a catalogue entry). */
export function invalidField(field: string, code: FieldError['code']): DomainError {
  return new DomainError('generic.invalid', { errors: [{ field, code }] });
}

/** Field errors of zod issues whose messages are message codes; any other message is generic.invalid. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.join('.'),
    code: issueCode(issue),
  }));
}

/** Parses a request part with its schema; what is invalid throws, and the error filter answers it. */
class ZodPipe implements PipeTransform {
  constructor(
    private readonly schema: z.ZodType,
    private readonly options: BodyOptions = {},
  ) {}

  transform(value: unknown): unknown {
    const input = this.options.emptyAsObject ? (value ?? {}) : value;
    const { refusal } = this.options;
    if (!refusal) return this.schema.parse(input);
    const parsed = this.schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const errors = fieldErrors(parsed.error);
    throw new DomainError(refusal(errors), { errors });
  }
}

/** The request body in the OpenAPI description, generated from the same zod schema that validates it. */
function documentBody(schema: z.ZodType): MethodDecorator {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return ApiBody({ schema: json as Schema });
}

/** Query parameters of a zod object schema, each an optional string. */
function documentQuery(schema: z.ZodObject): MethodDecorator {
  const decorators = Object.keys(schema.shape).map((name) =>
    ApiQuery({ name, required: false, type: String }),
  );
  return (target, key, descriptor) => {
    for (const d of decorators) d(target, key, descriptor);
  };
}

/** A route's validated input: its controller's prototype, its handler and the schema (what the contracts' property test drives). */
export interface ValidatedInput {
  readonly target: object;
  readonly key: string | symbol;
  readonly part: 'body' | 'query';
  readonly schema: z.ZodType;
}
/** Every schema a route validates its body or query with, as the decorators are applied. */
export const VALIDATED_INPUTS: ValidatedInput[] = [];

function onMethod(document: MethodDecorator, target: object, key: string | symbol | undefined): void {
  if (key === undefined) throw new Error('@ValidBody and @ValidQuery go on a route handler’s parameter');
  document(target, key, Object.getOwnPropertyDescriptor(target, key)!);
}

/**
 * The request body, parsed by `schema` (`@ValidBody(schema) body: z.infer<typeof schema>`):
 * an invalid body never reaches the route (400 generic.invalid with the field errors, or the
 * `refusal`'s code), and the OpenAPI description shows the same schema.
 */
export function ValidBody(schema: z.ZodType, options?: BodyOptions): ParameterDecorator {
  const document = documentBody(schema);
  return (target, key, index) => {
    Body(new ZodPipe(schema, options))(target, key, index);
    onMethod(document, target, key);
    VALIDATED_INPUTS.push({ target, key: key!, part: 'body', schema });
  };
}

/** The query string, parsed by a zod object schema whose every field is an optional string parameter. */
export function ValidQuery(schema: z.ZodObject): ParameterDecorator {
  const document = documentQuery(schema);
  return (target, key, index) => {
    Query(new ZodPipe(schema))(target, key, index);
    onMethod(document, target, key);
    VALIDATED_INPUTS.push({ target, key: key!, part: 'query', schema });
  };
}

/**
 * The request body in the OpenAPI description only, for a route that parses it itself because
 * its schema depends on the caller (`createClassSchemaFor(profile)`): `schema` is the one shown.
 */
export function DocumentedBody(schema: z.ZodType): ParameterDecorator {
  const document = documentBody(schema);
  return (target, key, index) => {
    Body()(target, key, index);
    onMethod(document, target, key);
    VALIDATED_INPUTS.push({ target, key: key!, part: 'body', schema });
  };
}
