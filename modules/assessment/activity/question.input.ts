import { type QuestionFields, type QuestionInput } from '@school/modules/assessment';
import { DomainError, richTextIsEmpty } from '@school/modules/kernel';
import { sanitizeRichText } from '@school/backend/http/rich-text';

/**
 * A question as it is stored: its statement through the rich-text allow-list. A statement that
 * held nothing but what the list drops (a script alone) is as empty as a blank one.
 */
export function sanitizedQuestion(codBseQuestao: number, input: QuestionInput): QuestionFields {
  const enuEnunciado = sanitizeRichText(input.enuEnunciado);
  if (richTextIsEmpty(enuEnunciado)) throw new DomainError('question.allFieldsRequired');
  return {
    codBseQuestao,
    titulo: input.titulo,
    enuEnunciado,
    tipoQuestao: input.tipoQuestao,
    multiplaEscolha: input.multiplaEscolha,
    resRespostaEsperada: input.resRespostaEsperada,
  };
}
