import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';

type Schema = Parameters<typeof ApiBody>[0] extends infer O
  ? O extends { schema?: infer S }
    ? S
    : never
  : never;

/** The request body in the OpenAPI description, generated from the same zod schema that validates it. */
export function zodBody(schema: z.ZodType, contentType?: string): MethodDecorator {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return ApiBody({ schema: json as Schema, ...(contentType ? { type: undefined } : {}) });
}

/** Query parameters of a zod object schema. */
export function zodQuery(schema: z.ZodObject): MethodDecorator {
  const decorators = Object.keys(schema.shape).map((name) =>
    ApiQuery({ name, required: false, type: String }),
  );
  return (target, key, descriptor) => {
    for (const d of decorators) d(target, key, descriptor);
  };
}
