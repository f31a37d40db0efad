import { DomainError } from '@school/modules/kernel';

/**
 * Runs a decision that must be refused and answers the DomainError, so that a test can assert
 * its code and status; fails when the decision succeeds or throws anything else.
 */
export function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
