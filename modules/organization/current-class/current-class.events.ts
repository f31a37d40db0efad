import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

/** A teacher's (or student's) current class: one at a time, so one stream per user owns it. */
export type CurrentClassEvent = DomainEvent<
  'CurrentClassChosen',
  { codBseUsuario: number; codBseTurma: number }
>;

/** Tells a current class stream's events from others (typed reads: `readStreamOf(store, stream, isCurrentClassEvent)`). */
export const isCurrentClassEvent = eventGuard<CurrentClassEvent>({
  CurrentClassChosen: true,
});

/** Not the `user-<id>` stream: that one belongs to the identity context and its decider. */
export const currentClassStream = (userId: number): string => `current-class-${userId}`;

/** What a choice of class holds (decision 0061): the user's class, part of its record. */
export const currentClassPrivacy = privacyRegister<CurrentClassEvent>({
  CurrentClassChosen: { fields: { codBseUsuario: 'technical', codBseTurma: 'record' } },
});
