import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { activitySchema, questionSchema } from '@school/modules/assessment';
import { accessDecider, accessStream, generatedLogin, type LockLimits } from '@school/modules/identity';
import { type EventStore, Profile } from '@school/modules/kernel';
import { questionsOf } from '@school/projections/activities';
import { listChapters } from '@school/projections/chapter-list';
import { classActivitiesOf } from '@school/projections/class-activities';
import type { Db } from '@school/projections/kernel';
import { schoolNamedLike } from '@school/projections/school-list';
import { listTrails } from '@school/projections/trail-list';
import { findUserByLogin } from '@school/projections/user-directory';
import { AddQuestionCommand, CreateActivityCommand } from '@school/modules/assessment/server';
import { AddClassActivitiesCommand, SetClassActivityActiveCommand } from '@school/modules/assessment/server';
import { AssignGradesCommand } from '@school/modules/assessment/server';
import { SubmitAnswersCommand } from '@school/modules/assessment/server';
import { CommandPipeline } from '../commands/command-pipeline.js';
import { IdAllocator } from '../commands/id-allocator.js';
import { DATABASE, EVENT_STORE, PERSONAL_DATA_KEYS } from '../core/tokens.js';
import type { PersonalDataKeys } from '../personal-data/personal-data-keys.js';
import { systemMeta } from '../http/request-meta.js';
import { eventMetadata, type RequestMeta } from '../http/request-meta.js';
import { deterministicId } from '../jobs/deterministic-id.js';
import { PasswordHasher } from '@school/modules/identity/server';
import { CreatePlannedUserCommand } from '@school/modules/identity/server';
import { LoginSequences } from '@school/modules/identity/server';
import { mapBounded } from '../jobs/bounded.js';
import { CreateClassCommand } from '@school/modules/organization/server';
import { CreateSchoolCommand } from '@school/modules/organization/server';
import { CreateUnitCommand } from '@school/modules/organization/server';
import { seedDemo } from './demo-seed.js';

/** The size of the scale network; `scaleSize(1)` is issue 14's: 100,000 students, 1,000,000 answers, 5,000,000 sign-ins. */
export interface ScaleSize {
  schools: number;
  unitsPerSchool: number;
  classesPerUnit: number;
  studentsPerClass: number;
  /** Activities every student answers, and the questions of each (every answer is graded). */
  activities: number;
  questions: number;
  /** Sign-in attempts per student over the last year. */
  accessesPerStudent: number;
}

/** Issue 14's network times `factor` (students, answers and sign-ins scale; at least one school). */
export function scaleSize(factor: number): ScaleSize {
  const schools = Math.max(1, Math.round(50 * Math.min(1, factor * 10)));
  const classes = schools * 10;
  return {
    schools,
    unitsPerSchool: 2,
    classesPerUnit: 5,
    studentsPerClass: Math.max(1, Math.round((100_000 * factor) / classes)),
    activities: 2,
    questions: 5,
    accessesPerStudent: 50,
  };
}

export const SCALE_PASSWORD = 'escala1234';
const SCHOOL_NAME = (i: number) => `Escola Escala ${String(i + 1).padStart(2, '0')}`;
/** Two-letter prefixes no other school uses: XA…XZ, YA…YZ, ZA…ZZ (78). */
const SCHOOL_PREFIX = (i: number) => `${'XYZ'[Math.floor(i / 26)]}${String.fromCharCode(65 + (i % 26))}`;
const DAY = 24 * 3600 * 1000;
/** How many writes run at once: enough to keep both cores and the database busy. */
const CONCURRENCY = 16;

type Log = (line: string) => void;

/**
 * `npm run seed:scale`: the demo network, then a network of `size` schools with their units,
 * classes and students, two activities answered and graded by every student, and a year of sign-in
 * attempts — every change through the commands the API runs (students with one password hash
 * computed once, as a bulk import plans them), except the sign-ins: their events are decided by
 * the sign-in's own decider at their historical times and appended a student's year at a time
 * (the bulk event import the issue allows). The projectors build every read model from them.
 * Runs once: a second run finds the first school and keeps everything.
 */
export async function seedScale(app: INestApplicationContext, size: ScaleSize, log: Log): Promise<void> {
  const db = app.get<Db>(DATABASE);
  const bus = app.get(CommandBus);
  const pipeline = app.get(CommandPipeline);
  const store = app.get<EventStore>(EVENT_STORE);
  const keys = app.get<PersonalDataKeys>(PERSONAL_DATA_KEYS);
  const meta = systemMeta();
  await seedDemo(app);
  if ((await schoolNamedLike(db, SCHOOL_NAME(0))) !== undefined) {
    log(`The scale network is there already (${SCHOOL_NAME(0)}): kept as it is.`);
    return;
  }
  const master = await findUserByLogin(db, 'DMMT-0001');
  if (!master) throw new Error('The demo Master DMMT-0001 is missing');
  const asMaster: RequestMeta = {
    ...meta,
    user: {
      userId: master.codBseUsuario,
      profile: Profile.Master,
      schoolId: null,
      unitId: null,
      login: master.cstLogin,
    },
  };
  const started = Date.now();
  const timed = (what: string, count: number, since: number) => {
    const seconds = (Date.now() - since) / 1000;
    log(
      `${what}: ${count.toLocaleString('en')} in ${seconds.toFixed(1)} s (${Math.round(count / seconds).toLocaleString('en')}/s)`,
    );
  };

  // Schools, units, classes.
  let since = Date.now();
  const places: { school: number; unit: number; classId: number; prefix: string }[] = [];
  await mapBounded([...Array(size.schools).keys()], 4, async (s) => {
    const school = await bus.execute(
      new CreateSchoolCommand(
        {
          nomEscola: SCHOOL_NAME(s),
          cstTxtPrefixoLogin: SCHOOL_PREFIX(s),
          codBseEndereco: null,
          codUsuarioCriacao: undefined,
        },
        meta,
      ),
    );
    const schoolId = school.codBseEscola!;
    for (let u = 0; u < size.unitsPerSchool; u++) {
      const unitPrefix = `U${String.fromCharCode(65 + u)}`;
      const unit = await bus.execute(
        new CreateUnitCommand(
          {
            nomUnidade: `Unidade ${u + 1}`,
            cstTxtPrefixoLogin: unitPrefix,
            codBseEndereco: null,
            codBseEscola: schoolId,
          },
          meta,
        ),
      );
      for (let c = 0; c < size.classesPerUnit; c++) {
        const created = await bus.execute(
          new CreateClassCommand(
            { nomTurma: `Turma ${u + 1}.${c + 1}`, codBseUnidade: unit.codBseUnidade! },
            meta,
          ),
        );
        places.push({
          school: schoolId,
          unit: unit.codBseUnidade!,
          classId: created.codBseTurma!,
          prefix: `${SCHOOL_PREFIX(s)}${unitPrefix}`,
        });
      }
    }
  });
  timed('Schools, units and classes', places.length, since);
  await settle(pipeline, store);

  // Students: planned ids and logins, one hash for all.
  since = Date.now();
  const passwordHash = await app.get(PasswordHasher).hash(SCALE_PASSWORD);
  const ids = app.get(IdAllocator);
  const sequences = app.get(LoginSequences);
  type Person = { id: number; login: string; classId: number; profile: Profile };
  const students: Person[] = [];
  const teachers = new Map<number, Person>();
  for (const place of places) {
    const numbers = await sequences.nextMany(place.prefix, size.studentsPerClass + 1);
    const userIds = await ids.nextMany('user', size.studentsPerClass + 1);
    const people = numbers.map((n, i) => ({
      id: userIds[i]!,
      login: generatedLogin(place.prefix, n),
      classId: place.classId,
      profile: i === 0 ? Profile.Professor : Profile.Aluno,
    }));
    teachers.set(place.classId, people[0]!);
    students.push(...people.slice(1));
  }
  const placeOf = new Map(places.map((p) => [p.classId, p]));
  const as = (person: Person): RequestMeta => {
    const place = placeOf.get(person.classId)!;
    return {
      ...meta,
      user: {
        userId: person.id,
        profile: person.profile,
        schoolId: place.school,
        unitId: place.unit,
        login: person.login,
      },
    };
  };
  await mapBounded([...teachers.values(), ...students], CONCURRENCY, async (student, i) => {
    const place = placeOf.get(student.classId)!;
    await bus.execute(
      new CreatePlannedUserCommand(
        {
          codBseUsuario: student.id,
          cstLogin: student.login,
          nomUsuario:
            student.profile === Profile.Aluno
              ? `Aluno Escala ${i + 1 - teachers.size}`
              : `Professor Escala ${i + 1}`,
          passwordHash,
          codBsePerfil: student.profile,
          codBseEscola: place.school,
          codBseUnidade: place.unit,
          turmas: [place.classId],
          imgAvatar: null,
        },
        asMaster,
        {
          facts: {
            school: { codBseEscola: place.school },
            unit: { codBseUnidade: place.unit, codBseEscola: place.school },
            classes: [{ codBseTurma: place.classId, codBseUnidade: place.unit }],
          },
          eventKey: `scale:user:${student.id}`,
          expectNew: true,
        },
      ),
    );
  });
  timed('Students and their teachers', students.length + teachers.size, since);
  await settle(pipeline, store);

  // `activities` activities of `questions` multiple-choice questions, added to and opened in every class.
  since = Date.now();
  const [trail] = await listTrails(db);
  const [chapter] = trail ? await listChapters(db, trail.codTrlLivro) : [];
  if (!trail || !chapter) throw new Error('The demo trails are missing');
  const activities: number[] = [];
  for (let a = 0; a < size.activities; a++) {
    const { codBseAtividade } = await bus.execute(
      new CreateActivityCommand(
        activitySchema.parse({
          nomAtividade: `Avaliação em escala ${a + 1}`,
          desDescricao: 'Uma atividade que toda a rede respondeu.',
          codTrlLivro: trail.codTrlLivro,
          capitulos: [chapter.codTrlCapitulo],
        }),
        asMaster,
      ),
    );
    for (let q = 0; q < size.questions; q++)
      await bus.execute(
        new AddQuestionCommand(
          questionSchema.parse({
            codBseAtividade,
            titulo: `Questão ${q + 1}`,
            enuEnunciado: `<p>Quanto é ${q + 1} + ${q + 1}?</p>`,
            tipoQuestao: 'MULTIPLA_ESCOLHA',
            multiplaEscolha: [String(q + 1), String(2 * (q + 1)), String(3 * (q + 1))],
            resRespostaEsperada: String(2 * (q + 1)),
          }),
          asMaster,
        ),
      );
    activities.push(codBseAtividade);
  }
  await mapBounded(places, 4, async (place) => {
    const teacher = as(teachers.get(place.classId)!);
    await bus.execute(
      new AddClassActivitiesCommand({ codBseTurma: place.classId, atividades: activities }, teacher),
    );
    await settle(pipeline, store);
    for (const link of await classActivitiesOf(db, place.classId))
      await bus.execute(new SetClassActivityActiveCommand(link.codBseAtividadeTurma, true, teacher));
  });
  timed('Activities added and opened in classes', places.length * activities.length, since);
  await settle(pipeline, store);

  // Every student answers every question; the class's teacher grades each answer.
  since = Date.now();
  const sheets = await Promise.all(
    activities.map(async (codBseAtividade) => ({
      codBseAtividade,
      questions: await questionsOf(db, codBseAtividade),
    })),
  );
  const work = students.flatMap((student, i) => sheets.map((sheet) => ({ student, i, ...sheet })));
  await mapBounded(work, CONCURRENCY, async ({ student, i, codBseAtividade, questions }) => {
    await bus.execute(
      new SubmitAnswersCommand(
        questions.map((q, n) => ({
          codBseAtividade,
          codBseTurma: student.classId,
          codBseQuestao: q.codBseQuestao,
          resResposta: String((n + 1) * (1 + ((i + n) % 3))),
        })),
        as(student),
      ),
    );
  });
  timed('Answers', students.length * size.activities * size.questions, since);
  await settle(pipeline, store);
  since = Date.now();
  await mapBounded(work, CONCURRENCY, async ({ student, i, codBseAtividade, questions }) => {
    await bus.execute(
      new AssignGradesCommand(
        {
          notas: questions.map((q, n) => ({
            codBseAtividade,
            codBseQuestao: q.codBseQuestao,
            codBseUsuario: student.id,
            valor: (i + n) % 3 === 1 ? 10 : ((i * 7 + n) % 11) / 2,
          })),
          motivo: null,
          comentario: null,
          mostrarResposta: false,
        },
        as(teachers.get(student.classId)!),
      ),
    );
  });
  timed('Grades', students.length * size.activities * size.questions, since);

  // A year of sign-ins per student, decided by the sign-in's decider at their own times.
  since = Date.now();
  const metadata = eventMetadata(meta);
  const limits: LockLimits = { threshold: 5, windowMs: 15 * 60_000, durationMs: 15 * 60_000 };
  const now = Date.now();
  await mapBounded(students, CONCURRENCY, async (student, i) => {
    let state = accessDecider.initialState();
    const events = [];
    for (let a = 0; a < size.accessesPerStudent; a++) {
      const at = new Date(
        now - 365 * DAY + Math.floor(((a + (i % 7) / 7) * 365 * DAY) / size.accessesPerStudent),
      );
      const decided = accessDecider.decide(
        {
          type: 'RecordLoginAttempt',
          attemptId: deterministicId(`scale:attempt:${student.id}:${a}`),
          cstLogin: student.login,
          user: { codBseUsuario: student.id, codBsePerfil: Profile.Aluno, active: true },
          passwordMatched: (i + a) % 10 !== 0,
          client: {
            nomSo: 'Android',
            txtVersaoSo: '14',
            nomNavegador: 'Chrome',
            txtVersaoNavegador: '131',
            ip: `10.0.${i % 250}.${a % 250}`,
          },
          limits,
        },
        state,
        { now: at, actor: null },
      );
      for (const event of decided) {
        state = accessDecider.evolve(state, event);
        events.push({
          id: deterministicId(`scale:event:${student.id}:${a}`),
          type: event.type,
          data: event.data,
          metadata,
        });
      }
    }
    await store.append(accessStream(keys.loginPseudonym(student.login)), events, 'no_stream');
  });
  timed('Sign-in attempts (bulk import)', students.length * size.accessesPerStudent, since);
  timed('Scale network written', students.length, started);
}

/** Waits until the projectors have caught up with everything written so far. */
export async function settle(pipeline: CommandPipeline, store: EventStore): Promise<void> {
  const head = await store.headPosition();
  while (!(await pipeline.settle(head, 60_000)));
}
