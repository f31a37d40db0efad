import { z } from 'zod';
import { requiredText, requiredId } from '@school/modules/kernel';

export const ANSWER_MAX = 5000;

const id = requiredId('generic.invalid');

/**
 * POST /api/bse_questao_resposta (submit-answers): every answer of one class activity at once.
 * The student is the caller (a `codBseUsuario` sent is ignored); every answer is required
 * ("Por favor, preencha todas as respostas antes de enviar.").
 */
export const submitAnswersSchema = z
  .array(
    z.object({
      codBseAtividade: id,
      codBseTurma: id,
      codBseQuestao: id,
      resResposta: requiredText(ANSWER_MAX, 'answer.fillAll', 'answer.tooLong'),
    }),
    { error: 'answer.fillAll' },
  )
  .min(1, { error: 'answer.fillAll' })
  .refine(
    (answers) =>
      answers.every(
        (a) => a.codBseAtividade === answers[0]!.codBseAtividade && a.codBseTurma === answers[0]!.codBseTurma,
      ),
    { error: 'generic.invalid' },
  );
export type SubmitAnswersInput = z.output<typeof submitAnswersSchema>;

/** One student's row on the responses screen (GET /api/bse_questao_resposta/{activityId}?codTurma=). */
export interface ResponseRow {
  cod_bse_usuario: number;
  nom_usuario: string;
  nom_atividade: string;
  /** ISO; null while the student has not answered. */
  dat_resposta: string | null;
  /** ISO of the last grade entry or change; null while ungraded. */
  dat_nota: string | null;
  /** The sum of its grades; null while ungraded. */
  soma_nota: number | null;
  /** The most the sum can be: 10 per question when graded (decision 0072); null while ungraded. */
  maximo: number | null;
  /** Why answers of the student were kept aside (decision 0076): one reason per set; empty when none. */
  guardadas: KeptAnswers['motivo'][];
}

/** A question with one student's answer and grade (GET /api/bse_questao_resposta/respostas/{activityId}?codTurma=&codUsuario=). */
export interface AnsweredQuestion {
  codBseQuestao: number;
  titulo: string;
  enuEnunciado: string;
  tipoQuestao: 'MULTIPLA_ESCOLHA' | 'DISCURSIVA';
  multiplaEscolha: { codBseQuestaoMultiplaEscolha: number; descricao: string }[];
  resRespostaEsperada: string;
  codBseQuestaoResposta: number | null;
  resResposta: string | null;
  /** For multiple choice: whether the answer is the correct option; null for an essay. */
  correta: boolean | null;
  codBseNota: number | null;
  valor: number | null;
}

/** One student's answers to an activity in a class, with the sheet's grade version. */
export interface StudentAnswers {
  codBseAtividade: number;
  codBseTurma: number;
  codBseUsuario: number;
  nomUsuario: string;
  nomAtividade: string;
  dat_resposta: string | null;
  /** The class the student answered in (an answer keeps it, decision 0033); null while unanswered. */
  turmaResposta: { codBseTurma: number; nomTurma: string } | null;
  questoes: AnsweredQuestion[];
  /** The grade sheet's version (`versao` of a change). */
  versao: number;
  /** The sum of the grades and its maximum (decision 0072); null while ungraded. */
  soma_nota: number | null;
  maximo: number | null;
  /** The teacher's comment for the student, and whether it sees the expected answers once graded. */
  comentario: string | null;
  mostrarResposta: boolean;
  /**
   * Answers a device queued that arrived after the activity closed (`late`) or after this answer
   * (`duplicate`, from another device): kept for the teacher beside the one that counts, never
   * graded (decision 0076); oldest first, empty when none (and for the student itself).
   */
  guardadas: KeptAnswers[];
}

/** Answers set aside (decision 0076). */
export interface KeptAnswers {
  motivo: 'late' | 'duplicate';
  /** The class they were sent in. */
  codBseTurma: number;
  /** When the student gave them on its device, and when they arrived (ISO). */
  feitoEm: string;
  recebidaEm: string;
  respostas: { codBseQuestao: number; resResposta: string }[];
}
