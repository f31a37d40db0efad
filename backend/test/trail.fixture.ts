import type { Chapter, Lesson, Subject, Trail } from '@school/modules/content';
import type { TestApp } from './app.js';

/**
 * A trail with one chapter and one lesson, authored by the Master through the API (the contents
 * are the caller's): the trail "Astronomia", its chapter "Planetas", the lesson "O Sol".
 */
export async function authorLesson(t: TestApp, master: string) {
  const json = async <T>(response: Response) => (await response.json()) as T;
  const call = (method: string, path: string, body?: unknown) =>
    t.call(method, path, { token: master, body });
  await call('POST', '/api/trl_livro', { dscTitulo: 'Astronomia' });
  const [trail] = await json<Trail[]>(await call('GET', '/api/trl_livro'));
  await call('POST', '/api/trl_capitulo', { dscTitulo: 'Planetas', codTrlLivro: trail!.codTrlLivro });
  const [chapter] = await json<Chapter[]>(
    await call('GET', `/api/trl_capitulo/pegarCapitulosDoLivro/${trail!.codTrlLivro}`),
  );
  const [subject] = await json<Subject[]>(await call('GET', '/api/trl_materia'));
  const lesson = await json<Lesson>(
    await call('POST', '/api/trl_aula', {
      codTrlCapitulo: chapter!.codTrlCapitulo,
      codTrlMateria: subject!.codTrlMateria,
      dscTitulo: 'O Sol',
    }),
  );
  return { codTrlLivro: trail!.codTrlLivro, codTrlAula: lesson.codTrlAula };
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
