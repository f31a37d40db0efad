import { applyDecorators, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, type ApiResponseNoStatusOptions } from '@nestjs/swagger';
import type { Permission } from '@school/modules/kernel';
import { RequirePermission } from '../auth/permission.decorators.js';

type Verb = (path?: string | string[]) => MethodDecorator;

function route(verb: Verb, { status, produces }: { status?: number; produces?: string } = {}) {
  return (
    path: string | string[],
    permission: Permission,
    summary: string,
    answer?: ApiResponseNoStatusOptions,
  ) =>
    applyDecorators(
      verb(path),
      ...(status === undefined ? [] : [HttpCode(status)]),
      RequirePermission(permission),
      ...(produces === undefined ? [] : [ApiProduces(produces)]),
      ApiOperation({ summary }),
      ...(answer ? [ApiOkResponse(answer)] : []),
    );
}

/**
 * A route's usual decorators in one line: `@Route.put(':id', 'trails.write', 'Rename a chapter: answers 1',
 * DONE_ANSWER)` is the method and path ('' for the controller's own), the permission it needs, the
 * OpenAPI summary and, when given, the answer's schema. A POST answers 200 as the legacy API did, not
 * Nest's 201. A route with more (other statuses, files, no permission) writes its decorators out.
 */
export const Route = {
  get: route(Get),
  post: route(Post, { status: 200 }),
  put: route(Put),
  delete: route(Delete),
};

/** The same for a route that answers a CSV file (a report, a log). */
export const CsvRoute = {
  get: route(Get, { produces: 'text/csv' }),
  post: route(Post, { status: 200, produces: 'text/csv' }),
};
