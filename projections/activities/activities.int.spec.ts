import { describe, expect, it } from 'vitest';
import type { ActivityEvent, QuestionFields } from '@school/modules/assessment';
import { ERASED } from '@school/modules/kernel';
import { projectionSpec } from '@school/test-support';
import { activitiesProjection, findActivity, findQuestion, listActivities, questionsOf } from './index.js';

const spec = projectionSpec<ActivityEvent>(activitiesProjection);

const created = (codBseAtividade: number, codTrlLivro: number, capitulos: number[]): ActivityEvent => ({
  type: 'ActivityCreated',
  data: {
    codBseAtividade,
    nomAtividade: `Atividade ${codBseAtividade}`,
    desDescricao: 'Descrição',
    codTrlLivro,
    capitulos,
    codUsuarioCriacao: 1,
    nomUsuarioCriacao: 'Master',
  },
});
const question = (codBseQuestao: number): QuestionFields => ({
  codBseQuestao,
  titulo: `Q${codBseQuestao}`,
  enuEnunciado: '<p>Quanto é 2 + 2?</p>',
  tipoQuestao: 'MULTIPLA_ESCOLHA',
  multiplaEscolha: [
    { codBseQuestaoMultiplaEscolha: 1, descricao: '4' },
    { codBseQuestaoMultiplaEscolha: 2, descricao: '5' },
  ],
  resRespostaEsperada: '4',
});

describe('activities read model', () => {
  it('lists activities newest first, filtered by trail and chapters, with their question counts', async () => {
    await spec.given(
      created(1, 30, [50, 51]),
      created(2, 30, [52]),
      created(3, 31, [60]),
      { type: 'QuestionAdded', data: { codBseAtividade: 1, ...question(10) } },
      { type: 'QuestionAdded', data: { codBseAtividade: 1, ...question(11) } },
    );
    expect((await listActivities(spec.db)).map((a) => [a.codBseAtividade, a.questoes])).toEqual([
      [3, 0],
      [2, 0],
      [1, 2],
    ]);
    expect((await listActivities(spec.db, { codTrlLivro: 30 })).map((a) => a.codBseAtividade)).toEqual([
      2, 1,
    ]);
    expect(
      (await listActivities(spec.db, { codTrlLivro: 30, chapters: [51, 99] })).map((a) => a.codBseAtividade),
    ).toEqual([1]);
    expect(await findActivity(spec.db, 1)).toMatchObject({
      capitulos: [50, 51],
      nomUsuarioCriacao: 'Master',
    });
    expect((await questionsOf(spec.db, 1)).map((q) => q.codBseQuestao)).toEqual([10, 11]);
    expect((await findQuestion(spec.db, 10))?.multiplaEscolha).toHaveLength(2);
  });

  it('keeps a question’s edit and removal, and drops a deleted activity with its questions', async () => {
    await spec.given(
      {
        type: 'ActivityChanged',
        data: {
          codBseAtividade: 2,
          nomAtividade: 'Nova',
          desDescricao: 'D',
          codTrlLivro: 31,
          capitulos: [60],
        },
      },
      {
        type: 'QuestionChanged',
        data: {
          codBseAtividade: 1,
          ...question(10),
          tipoQuestao: 'DISCURSIVA',
          multiplaEscolha: [],
          resRespostaEsperada: 'Quatro',
        },
      },
      { type: 'QuestionRemoved', data: { codBseAtividade: 1, codBseQuestao: 11 } },
    );
    expect(await findActivity(spec.db, 2)).toMatchObject({
      nomAtividade: 'Nova',
      codTrlLivro: 31,
      capitulos: [60],
    });
    expect(await questionsOf(spec.db, 1)).toEqual([
      expect.objectContaining({
        codBseQuestao: 10,
        tipoQuestao: 'DISCURSIVA',
        multiplaEscolha: [],
        resRespostaEsperada: 'Quatro',
      }),
    ]);
    await spec.given({ type: 'ActivityDeleted', data: { codBseAtividade: 1 } });
    expect(await findActivity(spec.db, 1)).toBeUndefined();
    expect(await findQuestion(spec.db, 10)).toBeUndefined();
  });
});

describe('activities read model: whose they are (decision 0071)', () => {
  const own = (id: number, author: number, codBseEscola: number | null): ActivityEvent => {
    const event = created(id, 40, []);
    return { ...event, data: { ...event.data, codUsuarioCriacao: author, codBseEscola } } as ActivityEvent;
  };

  it('shows a school’s staff the catalogue (old events included), its school’s and its own', async () => {
    await spec.given(
      created(100, 40, []),
      own(101, 30, 7),
      own(102, 31, 8),
      own(103, 30, 8),
      own(104, 1, null),
    );
    const ids = async (visible: Parameters<typeof listActivities>[1]) =>
      (await listActivities(spec.db, { codTrlLivro: 40, ...visible })).map((a) => a.codBseAtividade);
    expect(await ids({ visible: { schoolId: 7, authorId: 30 } })).toEqual([104, 103, 101, 100]);
    expect(await ids({ visible: { schoolId: 7, authorId: 99 } })).toEqual([104, 101, 100]);
    expect(await ids({ visible: { schoolId: null, authorId: 99 } })).toEqual([104, 100]);
    expect(await ids({ visible: 'all' })).toEqual([104, 103, 102, 101, 100]);
    expect((await findActivity(spec.db, 100))?.codBseEscola).toBeNull();
    expect((await findActivity(spec.db, 101))?.codBseEscola).toBe(7);
  });
});

describe('activities read model: erasure (decision 0061)', () => {
  it('keeps an erased teacher’s activities (the school’s), without its name', async () => {
    const by = (id: number, author: number, name: string): ActivityEvent => ({
      type: 'ActivityCreated',
      data: {
        codBseAtividade: id,
        nomAtividade: `Atividade ${id}`,
        desDescricao: 'Descrição',
        codTrlLivro: 1,
        capitulos: [],
        codUsuarioCriacao: author,
        nomUsuarioCriacao: name,
      },
    });
    const after = await spec.afterErasure(
      'activities',
      [by(70, 5, 'Professora Zuleica'), by(71, 1, 'Master')],
      5,
      ['Professora Zuleica'],
    );
    expect(
      after.activities!.map((a) => [a.cod_bse_atividade, a.nom_atividade, a.nom_usuario_criacao]),
    ).toEqual([
      [70, 'Atividade 70', ERASED],
      [71, 'Atividade 71', 'Master'],
    ]);
  });
});
