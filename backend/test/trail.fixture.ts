import type { Chapter, Lesson, Subject, Trail } from '@school/modules/content';
import { json } from './api.js';
import type { TestApp } from './app.js';

/**
 * A trail with one chapter, authored by the Master through the API on an app with no trail yet
 * (the lists' first entries are these): their ids.
 */
export async function authorChapter(
  t: TestApp,
  master: string,
  trailTitle: string,
  chapterTitle: string,
): Promise<{ codTrlLivro: number; codTrlCapitulo: number }> {
  const call = (method: string, path: string, body?: unknown) =>
    t.call(method, path, { token: master, body });
  await call('POST', '/api/trl_livro', { dscTitulo: trailTitle });
  const [trail] = await json<Trail[]>(await call('GET', '/api/trl_livro'));
  await call('POST', '/api/trl_capitulo', { dscTitulo: chapterTitle, codTrlLivro: trail!.codTrlLivro });
  const [chapter] = await json<Chapter[]>(
    await call('GET', `/api/trl_capitulo/pegarCapitulosDoLivro/${trail!.codTrlLivro}`),
  );
  return { codTrlLivro: trail!.codTrlLivro, codTrlCapitulo: chapter!.codTrlCapitulo };
}

/** A discursive question for an activity (`POST /api/bse_questao` with its `codBseAtividade`). */
export const DISCURSIVE_QUESTION = {
  titulo: 'Circulação',
  enuEnunciado: '<p>Explique a circulação.</p>',
  tipoQuestao: 'DISCURSIVA',
  resRespostaEsperada: 'O sangue sai do coração pelas artérias.',
} as const;

/**
 * Activities of one chapter, each named as given and described 'Descrição', created by the
 * Master through the API: their ids, in the order of the names.
 */
export async function authorActivities(
  t: TestApp,
  master: string,
  chapter: { codTrlLivro: number; codTrlCapitulo: number },
  names: readonly string[],
): Promise<number[]> {
  for (const nomAtividade of names)
    await t.call('POST', '/api/bse_atividade', {
      token: master,
      body: {
        codTrlLivro: chapter.codTrlLivro,
        capitulos: [chapter.codTrlCapitulo],
        nomAtividade,
        desDescricao: 'Descrição',
      },
    });
  const list = await json<{ codBseAtividade: number; nomAtividade: string }[]>(
    await t.call('GET', '/api/bse_atividade', { token: master }),
  );
  return names.map((name) => list.find((a) => a.nomAtividade === name)!.codBseAtividade);
}

/**
 * A trail with one chapter and one lesson, authored by the Master through the API (the contents
 * are the caller's): by default the trail "Astronomia", its chapter "Planetas", the lesson "O Sol".
 */
export async function authorLesson(
  t: TestApp,
  master: string,
  titles: { trail: string; chapter: string; lesson: string } = {
    trail: 'Astronomia',
    chapter: 'Planetas',
    lesson: 'O Sol',
  },
) {
  const call = (method: string, path: string, body?: unknown) =>
    t.call(method, path, { token: master, body });
  const chapter = await authorChapter(t, master, titles.trail, titles.chapter);
  const [subject] = await json<Subject[]>(await call('GET', '/api/trl_materia'));
  const lesson = await json<Lesson>(
    await call('POST', '/api/trl_aula', {
      codTrlCapitulo: chapter.codTrlCapitulo,
      codTrlMateria: subject!.codTrlMateria,
      dscTitulo: titles.lesson,
    }),
  );
  return { chapter, codTrlLivro: chapter.codTrlLivro, codTrlAula: lesson.codTrlAula };
}

/** The class-book link of a trail to a class, made and activated by its Professor: its id. */
export async function activateForClass(
  t: TestApp,
  professor: string,
  codBseTurma: number,
  codTrlLivro: number,
) {
  const link = (await (
    await t.call('POST', '/api/trl_livro_turma', { token: professor, body: { codBseTurma, codTrlLivro } })
  ).json()) as { codTrlLivroTurma: number };
  await t.call('POST', `/api/trl_livro_turma/ativarLivroTurma/${link.codTrlLivroTurma}`, {
    token: professor,
  });
  return link.codTrlLivroTurma;
}
