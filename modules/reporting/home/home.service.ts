import { Inject, Injectable } from '@nestjs/common';
import { Profile } from '@school/modules/kernel';
import type { PlayerTrail } from '@school/modules/teaching';
import { CalendarAudienceService } from '@school/modules/community/server';
import { ClassProgressReader, LearnerTrails } from '@school/modules/teaching/server';
import { activeClassBook } from '@school/projections/class-books';
import { classesOfUser, currentClassOf } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { gradesSeenAt } from '@school/projections/grades-seen';
import { findTrail } from '@school/projections/trail-list';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import {
  type Home,
  HOME_LIST_LIMIT,
  type HomeCalendarEvent,
  type ProfessorHome,
  type StudentHome,
} from './home.contracts.js';
import { HomeReader } from './home.reader.js';

const GAME = 3;

/** 0 to 100, rounded; 0 of nothing. */
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/**
 * A student's progress in its class's active trail as the player counts it (decision 0035): a
 * content done once seen, a game once played; and where the player resumes.
 */
export function trailProgress(trail: PlayerTrail): StudentHome['trilha'] {
  const steps = trail.capitulos.flatMap((c) =>
    c.aulas.flatMap((l) => l.conteudos.map((x) => ({ capitulo: c.dscTitulo, aula: l.dscTitulo, x }))),
  );
  if (trail.codTrlLivro === null || steps.length === 0) return null;
  const seen = new Set(trail.vistos);
  const played = new Set(trail.jogos.map((g) => g.codTrlConteudo));
  const feitos = steps.filter(({ x }) =>
    x.codTrlTipoConteudo === GAME ? played.has(x.codTrlConteudo) : seen.has(x.codTrlConteudo),
  ).length;
  const resume = steps.find((s) => s.x.codTrlConteudo === trail.codTrlConteudoAtual) ?? steps[0]!;
  return {
    codTrlLivro: trail.codTrlLivro,
    dscTitulo: trail.dscTitulo ?? '',
    feitos,
    total: steps.length,
    percentual: percent(feitos, steps.length),
    continuar: { codTrlConteudo: resume.x.codTrlConteudo, capitulo: resume.capitulo, aula: resume.aula },
  };
}

/** The blocks of the caller's home page (GET /api/inicio), each read within its scope. */
@Injectable()
export class HomeService {
  constructor(
    private readonly reader: HomeReader,
    private readonly trails: LearnerTrails,
    private readonly progress: ClassProgressReader,
    private readonly calendar: CalendarAudienceService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async forCaller(caller: Caller, now = new Date()): Promise<Home> {
    switch (caller.profile) {
      case Profile.Aluno:
        return this.student(caller, now);
      case Profile.Professor:
        return this.professor(caller, now);
      case Profile.Assistente:
        return { perfil: 'assistencia', suporteAbertos: await this.reader.supportDesk() };
      default:
        return this.reader.staff(caller, now);
    }
  }

  private async student(caller: Caller, now: Date): Promise<StudentHome> {
    const [turma, eventos, since] = await Promise.all([
      currentClassOf(this.db, caller.userId),
      this.events(caller, now),
      gradesSeenAt(this.db, caller.userId),
    ]);
    const desde = since?.toISOString() ?? null;
    if (!turma)
      return { perfil: 'aluno', turma: null, trilha: null, atividades: [], eventos, desde, notas: [] };
    const [trail, atividades, notas] = await Promise.all([
      this.trails.forLearner(caller, turma.codBseTurma),
      this.reader.openActivities(caller.userId, turma.codBseTurma),
      this.reader.gradesSince(caller.userId, turma.codBseTurma, since),
    ]);
    return { perfil: 'aluno', turma, trilha: trailProgress(trail), atividades, eventos, desde, notas };
  }

  private async professor(caller: Caller, now: Date): Promise<ProfessorHome> {
    const [classes, eventos] = await Promise.all([
      classesOfUser(this.db, caller.userId),
      this.events(caller, now),
    ]);
    const waiting = await this.reader.waitingAnswers(classes.map((c) => c.codBseTurma));
    const turmas = await Promise.all(
      classes.map(async (c) => ({
        codBseTurma: c.codBseTurma,
        nomTurma: c.nomTurma,
        trilha: await this.classTrail(c.codBseTurma),
        aguardando: waiting
          .filter((w) => w.codBseTurma === c.codBseTurma)
          .map(({ codBseTurma: _, ...w }) => w),
      })),
    );
    return { perfil: 'professor', turmas, eventos };
  }

  /** A class's active trail and its students' average progress in it. */
  private async classTrail(codBseTurma: number): Promise<ProfessorHome['turmas'][number]['trilha']> {
    const link = await activeClassBook(this.db, codBseTurma);
    if (!link) return null;
    const [trail, { alunos }] = await Promise.all([
      findTrail(this.db, link.codTrlLivro),
      this.progress.read(link),
    ]);
    const average = alunos.length ? alunos.reduce((sum, a) => sum + a.percent, 0) / alunos.length : 0;
    return {
      codTrlLivroTurma: link.codTrlLivroTurma,
      codTrlLivro: link.codTrlLivro,
      dscTitulo: trail?.dscTitulo ?? '',
      percentual: Math.round(average),
    };
  }

  /** The next events the caller may see, from now on. */
  private async events(caller: Caller, now: Date): Promise<HomeCalendarEvent[]> {
    const viewer = await this.calendar.viewerOf(caller.userId);
    if (!viewer) return [];
    const events = await this.calendar.visibleEvents(viewer, { from: now });
    return events.slice(0, HOME_LIST_LIMIT).map((e) => ({
      codCldCalendario: e.codCldCalendario,
      dscTitulo: e.dscTitulo,
      hexCorEvento: e.hexCorEvento,
      datEvento: e.datEvento.toISOString(),
    }));
  }
}
