import { DomainError } from '@school/modules/kernel';

/** A numeric id from the path; anything else is a record that does not exist. */
export function parseId(value: string): number {
  const id = Number(value);
  if (!/^\d{1,9}$/.test(value) || !Number.isSafeInteger(id) || id < 1)
    throw new DomainError('generic.notFound');
  return id;
}

/** The record a request names: none (not found, deleted) is a 404, as for an id that is not a number. */
export function found<T>(record: T | null | undefined): T {
  if (!record) throw new DomainError('generic.notFound');
  return record;
}
