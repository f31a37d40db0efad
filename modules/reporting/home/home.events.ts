import { eventGuard, privacyRegister, userKeyOwner, type DomainEvent } from '@school/modules/kernel';

/**
 * What a user last looked at, for its home page (`home-<codBseUsuario>`, decision 0066): a
 * student opened its activities and grades (`at`: when, so a rebuild gives the same marker).
 */
export type HomeEvent = DomainEvent<'GradesSeen', { codBseUsuario: number; at: string }>;

export const isHomeEvent = eventGuard<HomeEvent>({ GradesSeen: true });

export const homeStream = (codBseUsuario: number): string => `home-${codBseUsuario}`;

/** A marker holds an id and a time, nothing personal by itself (decision 0061). */
export const homePrivacy = privacyRegister<HomeEvent>({
  GradesSeen: {
    fields: { codBseUsuario: 'technical', at: 'technical' },
    owner: (data) => userKeyOwner(data.codBseUsuario),
    ownerIs: 'the student (`codBseUsuario`)',
    why: 'when it last looked at its grades: the home page shows the grades given since',
  },
});
