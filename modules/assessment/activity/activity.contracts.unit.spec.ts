import { describe, expect, it } from 'vitest';
import { activitySchema, questionSchema } from './activity.contracts.js';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((i) => i.message))];

describe('activity and question contracts', () => {
  it('needs the trail, a chapter, the name and the description ("Todos os campos devem ser preenchidos.")', () => {
    expect(
      issues(
        activitySchema.safeParse({ codTrlLivro: 1, capitulos: [], nomAtividade: 'A', desDescricao: 'B' }),
      ),
    ).toEqual(['activity.allFieldsRequired']);
    expect(
      issues(
        activitySchema.safeParse({ codTrlLivro: 1, capitulos: [2], nomAtividade: '  ', desDescricao: 'B' }),
      ),
    ).toEqual(['activity.allFieldsRequired']);
    expect(
      activitySchema.parse({
        codTrlLivro: '1',
        capitulos: [{ codTrlCapitulo: 2 }, 3, 3],
        nomAtividade: ' Prova ',
        desDescricao: 'B',
      }),
    ).toEqual({ codTrlLivro: 1, capitulos: [2, 3], nomAtividade: 'Prova', desDescricao: 'B' });
  });

  const base = { codBseAtividade: 1, titulo: 'Q', enuEnunciado: '<p>Enunciado</p>' };

  it('keeps every rule of the question form', () => {
    expect(
      issues(
        questionSchema.safeParse({
          ...base,
          enuEnunciado: '<p> </p>',
          tipoQuestao: 'DISCURSIVA',
          resRespostaEsperada: 'x',
        }),
      ),
    ).toEqual(['question.allFieldsRequired']);
    expect(
      issues(questionSchema.safeParse({ ...base, tipoQuestao: 'DISCURSIVA', resRespostaEsperada: '' })),
    ).toEqual(['question.allFieldsRequired']);
    expect(
      issues(
        questionSchema.safeParse({
          ...base,
          tipoQuestao: 'MULTIPLA_ESCOLHA',
          multiplaEscolha: ['a'],
          resRespostaEsperada: 'a',
        }),
      ),
    ).toEqual(['question.minOptions']);
    expect(
      issues(
        questionSchema.safeParse({
          ...base,
          tipoQuestao: 'MULTIPLA_ESCOLHA',
          multiplaEscolha: ['a', ' '],
          resRespostaEsperada: 'a',
        }),
      ),
    ).toEqual(['question.emptyOption']);
    expect(
      issues(
        questionSchema.safeParse({
          ...base,
          tipoQuestao: 'MULTIPLA_ESCOLHA',
          multiplaEscolha: ['a', 'b'],
          resRespostaEsperada: 'c',
        }),
      ),
    ).toEqual(['question.correctRequired']);
  });

  it('numbers the options and saves a discursive question with none', () => {
    expect(
      questionSchema.parse({
        ...base,
        tipoQuestao: 'MULTIPLA_ESCOLHA',
        multiplaEscolha: [{ descricao: 'a' }, 'b '],
        resRespostaEsperada: 'b',
      }).multiplaEscolha,
    ).toEqual([
      { codBseQuestaoMultiplaEscolha: 1, descricao: 'a' },
      { codBseQuestaoMultiplaEscolha: 2, descricao: 'b' },
    ]);
    expect(
      questionSchema.parse({
        ...base,
        tipoQuestao: 'DISCURSIVA',
        multiplaEscolha: ['a'],
        resRespostaEsperada: 'Resposta',
      }).multiplaEscolha,
    ).toEqual([]);
  });
});
