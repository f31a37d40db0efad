import { beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionEvent } from '@school/modules/assessment';
import { projectionSpec } from '@school/test-support';
import { keptAnswersOf, keptAnswersProjection, keptReasonsOf } from './index.js';

const spec = projectionSpec<SubmissionEvent>(keptAnswersProjection, {
  createdAt: new Date('2026-12-04T12:00:00Z'),
});

const kept = (codBseAtividade: number, reason: 'late' | 'duplicate', texts: string[]): SubmissionEvent => ({
  type: 'SubmissionSetAside',
  data: {
    codBseAtividade,
    codBseTurma: 7,
    codBseUsuario: 9,
    reason,
    respostas: texts.map((resResposta, i) => ({ codBseQuestao: i + 1, resResposta })),
    feitoEm: '2026-12-03T09:00:00.000Z',
  },
});

beforeAll(async () => {
  await spec.given(kept(5, 'duplicate', ['Quatro', 'Pelas veias.']), kept(6, 'late', ['Tarde.']));
});

describe('kept answers', () => {
  it('gives a student’s answers set aside for an activity, each set with why and when', async () => {
    expect(await keptAnswersOf(spec.db, 5, 9)).toEqual([
      {
        motivo: 'duplicate',
        codBseTurma: 7,
        feitoEm: '2026-12-03T09:00:00.000Z',
        recebidaEm: '2026-12-04T12:00:00.000Z',
        respostas: [
          { codBseQuestao: 1, resResposta: 'Quatro' },
          { codBseQuestao: 2, resResposta: 'Pelas veias.' },
        ],
      },
    ]);
    expect(await keptAnswersOf(spec.db, 6, 9)).toMatchObject([{ motivo: 'late' }]);
  });

  it('gives why each student has answers set aside for an activity', async () => {
    await spec.given(kept(5, 'duplicate', ['Outra vez.']));
    expect(await keptReasonsOf(spec.db, 5, [9, 10])).toEqual(new Map([[9, ['duplicate', 'duplicate']]]));
    expect(await keptReasonsOf(spec.db, 6, [9])).toEqual(new Map([[9, ['late']]]));
    expect((await keptReasonsOf(spec.db, 5, [])).size).toBe(0);
  });

  it('answers none for another student or activity', async () => {
    expect(await keptAnswersOf(spec.db, 5, 10)).toEqual([]);
    expect(await keptAnswersOf(spec.db, 7, 9)).toEqual([]);
  });
});
