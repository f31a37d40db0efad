import { describe, expect, it } from 'vitest';
import { type CalendarViewer, canSeeCalendarEvent, type VisibleEvent } from './calendar-visibility.rules.js';

const viewer = (codBsePerfil: number, change: Partial<CalendarViewer> = {}): CalendarViewer => ({
  codBseUsuario: 100 + codBsePerfil,
  codBsePerfil,
  codBseEscola: codBsePerfil === 1 ? null : 2,
  codBseUnidade: codBsePerfil <= 2 ? null : 3,
  turmas: codBsePerfil >= 5 ? [10] : [],
  ...change,
});
const event = (change: Partial<VisibleEvent> = {}): VisibleEvent => ({
  codUsuarioCriacao: 1,
  indPrivado: 'N',
  perfis: [1, 2, 3, 4, 5, 6],
  escopo: { codBseEscola: 2, codBseUnidade: 3, codBseTurma: null },
  paraTurma: null,
  ...change,
});
const seen = (e: VisibleEvent, viewers: CalendarViewer[]) => viewers.map((v) => canSeeCalendarEvent(v, e));
const everyProfile = [1, 2, 3, 4, 5, 6].map((p) => viewer(p));

describe('who sees a calendar event', () => {
  it('shows an event for a class to that class’s students and teachers and its creator only (decision 0075)', () => {
    const forClass = event({ paraTurma: 10, perfis: [], codUsuarioCriacao: 103 });
    expect(seen(forClass, everyProfile)).toEqual([false, false, true, false, true, true]);
    const otherClass = [5, 6].map((p) => viewer(p, { turmas: [11] }));
    expect(seen(forClass, otherClass)).toEqual([false, false]);
    // Whatever its profiles say, and wherever its creator is.
    const anywhere = event({ paraTurma: 10, escopo: { codBseEscola: 9, codBseUnidade: 9, codBseTurma: 10 } });
    expect(seen(anywhere, everyProfile)).toEqual([false, false, false, false, true, true]);
  });

  it('shows a private event to its creator only', () => {
    const mine = event({ indPrivado: 'S', codUsuarioCriacao: 105 });
    expect(seen(mine, everyProfile)).toEqual([false, false, false, false, true, false]);
  });

  it('shows a public event to the chosen profiles only', () => {
    expect(seen(event({ perfis: [5, 6] }), everyProfile)).toEqual([false, false, false, false, true, true]);
  });

  it('keeps a school’s events in that school, the Master’s in the whole network', () => {
    const otherSchool = (p: number) =>
      viewer(p, { codBseEscola: 9, codBseUnidade: p <= 2 ? null : 8, turmas: [] });
    const others = [2, 3, 4, 5, 6].map(otherSchool);
    expect(seen(event(), others)).toEqual([false, false, false, false, false]);
    const network = event({ escopo: { codBseEscola: null, codBseUnidade: null, codBseTurma: null } });
    expect(seen(network, others)).toEqual([true, true, true, true, true]);
    // The Master reads every school's.
    expect(canSeeCalendarEvent(viewer(1), event())).toBe(true);
  });

  it('keeps a unit’s events in the unit, and a class’s with its members and the staff above', () => {
    const otherUnit = (p: number) => viewer(p, { codBseUnidade: 4, turmas: [11] });
    expect(seen(event(), [3, 4, 5, 6].map(otherUnit))).toEqual([false, false, false, false]);
    expect(canSeeCalendarEvent(viewer(2), event())).toBe(true);
    const classEvent = event({ escopo: { codBseEscola: 2, codBseUnidade: 3, codBseTurma: 10 } });
    expect(seen(classEvent, everyProfile)).toEqual([true, true, true, true, true, true]);
    expect(seen(classEvent, [viewer(5, { turmas: [11] }), viewer(6, { turmas: [11] })])).toEqual([
      false,
      false,
    ]);
  });
});
