import type { SubmissionEvent } from '@school/modules/assessment';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import { keptAnswersSchema, type KeptAnswerRow } from './kept-answers.tables.js';

/** The answers set aside, for the teacher's answers screen: one row per question, by its event (a replay writes it once). */
export const keptAnswersProjection = defineProjection<SubmissionEvent>()({
  name: 'kept-answers',
  schema: keptAnswersSchema,
  handles: ['SubmissionSetAside'],

  async project(events, trx, names) {
    const kept = new RowChanges<KeptAnswerRow>(keptAnswersSchema.kept_answers, [
      'event_id',
      'cod_bse_questao',
    ]);
    onEach(events, {
      SubmissionSetAside: (e) => {
        for (const r of e.data.respostas)
          kept.insertFrom(
            { ...e.data, ...r },
            { event_id: e.id, feito_em: e.data.feitoEm, recebida_em: e.createdAt },
          );
      },
    });
    await kept.apply(trx, names.kept_answers);
  },
});
