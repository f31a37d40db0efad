import { expect } from 'vitest';
import type { z } from 'zod';
import {
  DomainError,
  fold,
  type Decider,
  type DecisionContext,
  type DomainEvent,
} from '@school/modules/kernel';

/**
 * Runs a decision that must be refused and answers the DomainError, so that a test can assert
 * its code and data; fails when the decision succeeds or throws anything else.
 */
export function refusal(run: () => unknown): Refusal {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A refusal as deciders throw it: a code and its data; the HTTP status is the edge's business. */
export type Refusal = DomainError;

/** What a decision does once given its history and command: then / thenNothing / thenFails. */
export interface Decision<Event> {
  /** The events decided, for tests that look at them piecemeal. */
  events(): Event[];
  /** The decision appends exactly these events. */
  then(expected: Event[]): Event[];
  /** The decision appends nothing (an idempotent repeat). */
  thenNothing(): void;
  /** The decision is refused with this message code; answers the error for its data. */
  thenFails(code: string): Refusal;
}

/**
 * The decider test shape: given events, when command, then events (or a refusal by code).
 * No mocks: the history is folded with the decider's own evolve.
 *
 *   const spec = deciderSpec(classDecider, context);
 *   spec.given([created]).when({ type: 'RenameClass', ... }).then([renamed]);
 */
export function deciderSpec<Command, State, Event extends DomainEvent>(
  decider: Decider<Command, State, Event>,
  defaultContext: DecisionContext,
) {
  return {
    given(history: readonly Event[]) {
      return {
        /** The state the history folds to, for assertions on evolve. */
        state: (): State => fold(decider, history),
        when(command: Command, context: DecisionContext = defaultContext): Decision<Event> {
          const decide = () => decider.decide(command, fold(decider, history), context);
          return {
            events: decide,
            then(expected) {
              const events = decide();
              expect(events).toEqual(expected);
              return events;
            },
            thenNothing() {
              expect(decide()).toEqual([]);
            },
            thenFails(code) {
              const error = refusal(decide);
              expect(error.code).toBe(code);
              return error;
            },
          };
        },
      };
    },
  };
}

/** The message codes of a refused input, by field: what the API and the web form show. */
export function fieldCodes(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}
