import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { activitySchema, questionSchema } from '@school/modules/assessment';
import { Profile } from '@school/modules/kernel';
import { listActivities, questionsOf } from '@school/projections/activities';
import { listChapters } from '@school/projections/chapter-list';
import { classActivitiesOf, gradesOf } from '@school/projections/class-activities';
import { classesOfUser } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { listTrails } from '@school/projections/trail-list';
import { findUserByLogin, type UserDirectoryEntry } from '@school/projections/user-directory';
import { AddQuestionCommand, CreateActivityCommand } from '@school/modules/assessment/server';
import { AddClassActivitiesCommand, SetClassActivityActiveCommand } from '@school/modules/assessment/server';
import { AssignGradesCommand, ChangeGradesCommand } from '@school/modules/assessment/server';
import { SubmitAnswersCommand } from '@school/modules/assessment/server';
import { DATABASE } from '../core/tokens.js';
import type { RequestMeta } from '../http/request-meta.js';
import { actingAs } from './demo-data.js';

/** The demo's two activities: on each demo trail's first chapter, a multiple-choice and a discursive question. */
const ACTIVITIES = [
  {
    trail: 'Ciências da Natureza',
    nomAtividade: 'Avaliação: o corpo humano',
    desDescricao: 'O coração e a circulação do sangue.',
    questions: [
      {
        titulo: 'Cavidades do coração',
        enuEnunciado: '<p>Quantas <strong>cavidades</strong> tem o coração humano?</p>',
        tipoQuestao: 'MULTIPLA_ESCOLHA',
        multiplaEscolha: ['Duas', 'Três', 'Quatro'],
        resRespostaEsperada: 'Quatro',
      },
      {
        titulo: 'A circulação',
        enuEnunciado: '<p>Explique o caminho do sangue no corpo.</p>',
        tipoQuestao: 'DISCURSIVA',
        resRespostaEsperada: 'O sangue sai do coração pelas artérias e volta a ele pelas veias.',
      },
    ],
  },
  {
    trail: 'Língua Portuguesa',
    nomAtividade: 'Avaliação: leitura',
    desDescricao: 'Compreensão de um texto curto.',
    questions: [
      {
        titulo: 'A coruja',
        enuEnunciado: '<p>Na fábula, quando a coruja caça?</p>',
        tipoQuestao: 'MULTIPLA_ESCOLHA',
        multiplaEscolha: ['De dia', 'À noite'],
        resRespostaEsperada: 'À noite',
      },
      {
        titulo: 'A moral',
        enuEnunciado: '<p>Qual é a moral da história?</p>',
        tipoQuestao: 'DISCURSIVA',
        resRespostaEsperada: 'Cada um tem o seu tempo.',
      },
    ],
  },
] as const;

/**
 * The demo's assessment (issue 12), through the same commands as the API: two activities authored
 * by the Master, added to 6º ano A and opened by its Professor; two students answered the first,
 * one the second; the Professor graded both answers of the first, and changed one grade twice.
 * Idempotent: the activities are found by name, and what exists is kept.
 */
export async function seedDemoAssessment(app: INestApplicationContext, meta: RequestMeta): Promise<string[]> {
  const db = app.get<Db>(DATABASE);
  const bus = app.get(CommandBus);
  if ((await listActivities(db)).some((a) => a.nomAtividade === ACTIVITIES[0].nomAtividade))
    return ['Demo assessments: kept as they are (seeded before)'];
  const [master, professor, ...students] = await Promise.all(
    ['DMMT-0001', 'DMMT-0005', 'DMMT-0006', 'DMCE-0002'].map((login) => findUserByLogin(db, login)),
  );
  if (!master || !professor || students.some((s) => !s)) return [];
  const as = (user: UserDirectoryEntry, profile: Profile) => actingAs(meta, user, profile);
  const trails = await listTrails(db);
  const [sixthA] = await classesOfUser(db, professor.codBseUsuario);
  if (!sixthA) return [];

  const ids: number[] = [];
  for (const activity of ACTIVITIES) {
    const trail = trails.find((t) => t.dscTitulo === activity.trail);
    const [chapter] = trail ? await listChapters(db, trail.codTrlLivro) : [];
    if (!trail || !chapter) return [];
    const { codBseAtividade } = await bus.execute(
      new CreateActivityCommand(
        activitySchema.parse({
          ...activity,
          codTrlLivro: trail.codTrlLivro,
          capitulos: [chapter.codTrlCapitulo],
        }),
        as(master, Profile.Master),
      ),
    );
    for (const question of activity.questions)
      await bus.execute(
        new AddQuestionCommand(
          questionSchema.parse({ ...question, codBseAtividade }),
          as(master, Profile.Master),
        ),
      );
    ids.push(codBseAtividade);
  }
  const teacher = as(professor, Profile.Professor);
  await bus.execute(
    new AddClassActivitiesCommand({ codBseTurma: sixthA.codBseTurma, atividades: ids }, teacher),
  );
  for (const link of await classActivitiesOf(db, sixthA.codBseTurma))
    await bus.execute(new SetClassActivityActiveCommand(link.codBseAtividadeTurma, true, teacher));

  // Answers: DMMT-0006 right and thorough, DMCE-0002 wrong and brief; DMMT-0006 also reads.
  const answer = async (student: UserDirectoryEntry, activity: number, texts: string[]) => {
    const questions = await questionsOf(db, activity);
    await bus.execute(
      new SubmitAnswersCommand(
        questions.map((q, i) => ({
          codBseAtividade: activity,
          codBseTurma: sixthA.codBseTurma,
          codBseQuestao: q.codBseQuestao,
          resResposta: texts[i]!,
        })),
        as(student, Profile.Aluno),
      ),
    );
    return questions;
  };
  const [first, second] = students as UserDirectoryEntry[];
  const questions = await answer(first!, ids[0]!, [
    'Quatro',
    'Sai do coração pelas artérias e volta pelas veias.',
  ]);
  await answer(second!, ids[0]!, ['Duas', 'Pelo corpo.']);
  await answer(first!, ids[1]!, ['À noite', 'Cada um faz as coisas no seu tempo.']);

  const grade = (student: UserDirectoryEntry, values: number[], comentario: string | null = null) =>
    bus.execute(
      new AssignGradesCommand(
        {
          notas: questions.map((q, i) => ({
            codBseAtividade: ids[0]!,
            codBseQuestao: q.codBseQuestao,
            codBseUsuario: student.codBseUsuario,
            valor: values[i]!,
          })),
          motivo: null,
          comentario,
          mostrarResposta: comentario !== null,
        },
        teacher,
      ),
    );
  await grade(first!, [10, 7], 'Muito bem! Na segunda, diga também o que o sangue leva.');
  await grade(second!, [0, 5]);
  const sheet = await gradesOf(db, ids[0], first!.codBseUsuario);
  let versao = sheet.length + 1; // the grades and the comment
  for (const [essay, motivo] of [
    [8, 'Revisão da resposta'],
    [8.5, 'Recurso do aluno'],
  ] as const) {
    await bus.execute(
      new ChangeGradesCommand(
        sheet.map((g) => g.codBseNota),
        { valores: sheet.map((g, i) => (i === 1 ? essay : g.valor)), motivo, comentario: undefined, versao },
        teacher,
      ),
    );
    versao++;
  }
  return [
    `Demo assessments: ${ACTIVITIES.map((a) => a.nomAtividade).join(', ')}, open in ${sixthA.nomTurma}; ` +
      'DMMT-0006 and DMCE-0002 answered, graded by DMMT-0005 (one grade changed twice)',
  ];
}
