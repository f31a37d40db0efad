import type { AccessOutcome } from '@school/modules/identity';
import { assertNever } from '@school/modules/kernel';

/** How a command ended: done, refused as the caller's fault (any 4xx), or failed (5xx). */
export type CommandOutcome = 'ok' | 'refused' | 'error';

/** The outcome of a command that threw, from the status the error filter answers for it. */
export function commandOutcome(status: number): Exclude<CommandOutcome, 'ok'> {
  return status < 500 ? 'refused' : 'error';
}

/** The command's class name, which names its use case (`RenameClassCommand`); bounded by the code. */
export function commandName(command: object): string {
  return (
    (Object.getPrototypeOf(command) as { constructor?: { name?: string } } | null)?.constructor?.name ||
    'unknown'
  );
}

/**
 * What a sign-in came to, as operators tell attacks from forgetful users: the recorded outcome,
 * split where the access log's words hide the difference (an unknown login and a wrong password
 * are both `wrongPassword`; a locked login-and-address pair and a throttled address are both
 * `locked`).
 */
export type SignInOutcome =
  'success' | 'wrongPassword' | 'unknownLogin' | 'locked' | 'throttled' | 'deactivated' | 'noWebPermission';

export const SIGN_IN_OUTCOMES: readonly SignInOutcome[] = [
  'success',
  'wrongPassword',
  'unknownLogin',
  'locked',
  'throttled',
  'deactivated',
  'noWebPermission',
];

export function signInOutcome(
  recorded: AccessOutcome,
  facts: { knownLogin: boolean; pairLocked: boolean },
): SignInOutcome {
  switch (recorded) {
    case 'signedIn':
      return 'success';
    case 'wrongPassword':
      return facts.knownLogin ? 'wrongPassword' : 'unknownLogin';
    case 'locked':
      return facts.pairLocked ? 'locked' : 'throttled';
    case 'deactivated':
    case 'noWebPermission':
      return recorded;
    default:
      return assertNever(recorded);
  }
}
