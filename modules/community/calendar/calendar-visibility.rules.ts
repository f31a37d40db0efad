import { Profile } from '@school/modules/kernel';
import type { CalendarEventScope } from './calendar-event.events.js';

/** Who is looking: its profile and place in the network (classes for a Professor or a student). */
export interface CalendarViewer {
  codBseUsuario: number;
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
  turmas: readonly number[];
}

export interface VisibleEvent {
  codUsuarioCriacao: number;
  indPrivado: 'S' | 'N';
  perfis: readonly number[];
  escopo: CalendarEventScope;
  /** The class it is for (decision 0075), or null. */
  paraTurma: number | null;
}

/**
 * Whether a viewer sees an event (decision 0031): its creator always; a private one nobody else;
 * one for a class that class's students and teachers (decision 0075); a public one the chosen
 * profiles within the creator's school, unit or class (the Master's the whole network). Staff
 * above a unit or class see inside it; the Master sees every school.
 */
export function canSeeCalendarEvent(viewer: CalendarViewer, event: VisibleEvent): boolean {
  if (event.codUsuarioCriacao === viewer.codBseUsuario) return true;
  if (event.indPrivado === 'S') return false;
  const classBound = viewer.codBsePerfil === Profile.Professor || viewer.codBsePerfil === Profile.Aluno;
  if (event.paraTurma !== null) return classBound && viewer.turmas.includes(event.paraTurma);
  if (!event.perfis.includes(viewer.codBsePerfil)) return false;
  if (viewer.codBsePerfil === Profile.Master) return true;
  const { codBseEscola, codBseUnidade, codBseTurma } = event.escopo;
  if (codBseEscola === null) return true;
  if (viewer.codBseEscola !== codBseEscola) return false;
  if (codBseUnidade !== null && viewer.codBseUnidade !== null && viewer.codBseUnidade !== codBseUnidade)
    return false;
  if (codBseTurma !== null && classBound && !viewer.turmas.includes(codBseTurma)) return false;
  return true;
}
