import { Param, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { DomainError } from '@school/modules/kernel';

/** A numeric id from the path; anything else is a record that does not exist. */
export function parseId(value: string): number {
  const id = Number(value);
  if (!/^\d{1,9}$/.test(value) || !Number.isSafeInteger(id) || id < 1)
    throw new DomainError('generic.notFound');
  return id;
}

const ID_PIPE: PipeTransform<string, number> = { transform: (value: string) => parseId(value) };

/**
 * The numeric id a route's path names (`@IdParam() id: number`, `@IdParam('codBseTurma')`), parsed
 * by `parseId` before the route runs: anything else answers 404 generic.notFound. The OpenAPI
 * description shows it as the string path parameter the client sends.
 */
export function IdParam(name = 'id'): ParameterDecorator {
  const document = ApiParam({ name, type: String });
  return (target, key, index) => {
    if (key === undefined) throw new Error('@IdParam goes on a route handler’s parameter');
    Param(name, ID_PIPE)(target, key, index);
    document(target, key, Object.getOwnPropertyDescriptor(target, key)!);
  };
}

/** The record a request names: none (not found, deleted) is a 404, as for an id that is not a number. */
export function found<T>(record: T | null | undefined): T {
  if (!record) throw new DomainError('generic.notFound');
  return record;
}
