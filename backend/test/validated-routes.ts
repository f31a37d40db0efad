import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import type { z } from 'zod';
import { VALIDATED_INPUTS } from '../src/http/valid-input.js';

/** A route's validated input with its method and path as the API serves it (`POST /api/cld_calendario`). */
export interface ValidatedRoute {
  /** `METHOD /api/path`, the path's parameters as `:name`. */
  readonly route: string;
  readonly part: 'body' | 'query';
  readonly schema: z.ZodType;
}

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/**
 * Every route that validates its body or query with a zod schema (`@ValidBody`, `@ValidQuery`,
 * `@DocumentedBody`), read from the decorators once the app's controllers are loaded.
 */
export function validatedRoutes(): ValidatedRoute[] {
  return VALIDATED_INPUTS.map(({ target, key, part, schema }) => {
    const handler = (target as Record<string | symbol, object>)[key]!;
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
    const base = Reflect.getMetadata(PATH_METADATA, target.constructor) as string;
    const path = Reflect.getMetadata(PATH_METADATA, handler) as string;
    return { route: `${method} ${join('api', base, path)}`, part, schema };
  });
}
