import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerTrail } from '@school/modules/teaching';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { json } from '@school/backend/test/api';
import { lostRound, startRound } from '@school/backend/test/game-rounds';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { activateForClass } from '@school/backend/test/trail.fixture';

/**
 * The player's map (issue 34): each content's state and each chapter's progress come with the
 * trail, the caller's own; a chapter is rated only in the trail the class has active.
 */
describe('the trail map and the chapter rating’s scope (/plataforma)', () => {
  let t: TestApp;
  let o: Organization;
  let master: string;
  let water: { codTrlLivro: number; chapters: number[]; contents: number[][] };
  let other: { codTrlLivro: number; chapters: number[]; contents: number[][] };

  const call = (method: string, path: string, body: unknown, token: string) =>
    t.call(method, path, { token, body });
  const play = async (token: string, classId = o.classes.a1) =>
    json<PlayerTrail>(await call('GET', `/api/plataforma/turma/${classId}`, undefined, token));
  const view = (token: string, codTrlConteudo: number) =>
    call('POST', '/api/plataforma/visto', { codBseTurma: o.classes.a1, codTrlConteudo }, token);
  const win = async (token: string, codTrlConteudo: number) => {
    const { roundId } = await startRound(t, token, o.classes.a1, codTrlConteudo);
    const body = {
      codBseTurma: o.classes.a1,
      codTrlConteudo,
      roundId,
      answers: ['Júpiter'],
      durationMs: 900,
    };
    return json<{ won: boolean }>(await call('POST', '/api/plataforma/tentativa', body, token));
  };
  const rate = (token: string, codTrlCapitulo: number) =>
    call(
      'POST',
      '/api/plataforma/avaliacao',
      {
        codBseTurma: o.classes.a1,
        codTrlCapitulo,
        avaliacoes: [1, 2, 3].map((codAvaliacao) => ({ codAvaliacao, numAvaliacao: 4 })),
      },
      token,
    );

  /** A trail of the Master: chapters of one lesson each, a text then `games` quizzes in each. */
  async function authorTrail(dscTitulo: string, chapters: [string, number][]) {
    await call('POST', '/api/trl_livro', { dscTitulo }, master);
    const trails = await json<{ codTrlLivro: number; dscTitulo: string }[]>(
      await call('GET', '/api/trl_livro', undefined, master),
    );
    const { codTrlLivro } = trails.find((x) => x.dscTitulo === dscTitulo)!;
    const [subject] = await json<{ codTrlMateria: number }[]>(
      await call('GET', '/api/trl_materia', undefined, master),
    );
    const ids: number[] = [];
    const contents: number[][] = [];
    for (const [title, games] of chapters) {
      await call('POST', '/api/trl_capitulo', { dscTitulo: title, codTrlLivro }, master);
      const list = await json<{ codTrlCapitulo: number; dscTitulo: string }[]>(
        await call('GET', `/api/trl_capitulo/pegarCapitulosDoLivro/${codTrlLivro}`, undefined, master),
      );
      const { codTrlCapitulo } = list.find((c) => c.dscTitulo === title)!;
      ids.push(codTrlCapitulo);
      const { codTrlAula } = await json<{ codTrlAula: number }>(
        await call(
          'POST',
          '/api/trl_aula',
          { codTrlCapitulo, codTrlMateria: subject!.codTrlMateria, dscTitulo: `Aula de ${title}` },
          master,
        ),
      );
      const made = [await call('POST', '/api/trl_conteudo_texto', { codTrlAula, dscTexto: title }, master)];
      for (let n = 0; n < games; n++)
        made.push(
          await call(
            'POST',
            '/api/trl_conteudo_jogo',
            {
              codTrlAula,
              codTrlJogo: 6,
              perguntas: [
                {
                  dscPergunta: 'Qual é o maior planeta?',
                  imgPergunta: null,
                  respostas: ['Júpiter', 'Terra', 'Marte', 'Vênus'].map((dscResposta, i) => ({
                    dscResposta,
                    imgResposta: null,
                    indRespostaCorreta: i === 0 ? 'S' : 'N',
                  })),
                },
              ],
            },
            master,
          ),
        );
      const chapterContents: number[] = [];
      for (const r of made) chapterContents.push((await json<{ codTrlConteudo: number }>(r)).codTrlConteudo);
      contents.push(chapterContents);
    }
    return { codTrlLivro, chapters: ids, contents };
  }

  beforeAll(async () => {
    t = await createTestApp('trail-map');
    o = await buildOrganization(t);
    master = o.users.master.token;
    water = await authorTrail('Água', [
      ['A água', 2],
      ['O ar', 0],
    ]);
    other = await authorTrail('Astronomia', [['Planetas', 1]]);
  });
  afterAll(() => t.close());

  it('says a class with no active trail has none: no chapters, no progress', async () => {
    expect(await play(o.users.alunoA1.token)).toMatchObject({
      codTrlLivro: null,
      capitulos: [],
      progresso: { estados: [], capitulos: [], faltam: [], concluida: true },
    });
  });

  it('gives each content its state and each chapter its progress, with the trail, for the caller only', async () => {
    await activateForClass(t, o.users.professorA1.token, o.classes.a1, water.codTrlLivro);
    const me = o.users.alunoA1.token;
    const [[text, quiz1, quiz2], [air]] = water.contents as [number[], number[]];
    const fresh = await play(me);
    expect(fresh.progresso.estados.map((s) => s.estado)).toEqual([
      'naoVisto',
      'naoVisto',
      'naoVisto',
      'naoVisto',
    ]);
    expect(fresh.progresso.faltam).toHaveLength(4);

    await view(me, text!);
    await view(me, quiz1!);
    expect(await win(me, quiz1!)).toMatchObject({ won: true });
    await view(me, quiz2!);
    expect((await lostRound(t, me, o.classes.a1, quiz2!)).status).toBe(200);
    const after = await play(me);
    expect(after.progresso.estados).toEqual([
      { codTrlConteudo: text, estado: 'visto' },
      { codTrlConteudo: quiz1, estado: 'vencido' },
      { codTrlConteudo: quiz2, estado: 'jogado' },
      { codTrlConteudo: air, estado: 'naoVisto' },
    ]);
    expect(after.progresso.capitulos).toEqual([
      { codTrlCapitulo: water.chapters[0], conteudos: 3, feitos: 3, jogos: 2, vencidos: 1, concluido: true },
      { codTrlCapitulo: water.chapters[1], conteudos: 1, feitos: 0, jogos: 0, vencidos: 0, concluido: false },
    ]);
    expect(after).toMatchObject({
      concluidos: [water.chapters[0]],
      progresso: { faltam: [{ codTrlConteudo: air, jogo: false }], concluida: false },
    });

    // Another student of the class sees its own progress, none of the first one's.
    const classmate = await play(o.users.alunoA1Spare3.token);
    expect(classmate.progresso.estados.every((s) => s.estado === 'naoVisto')).toBe(true);
    expect(classmate.concluidos).toEqual([]);

    await view(me, air!);
    expect((await play(me)).progresso).toMatchObject({ faltam: [], concluida: true });
  });

  it('rates a completed chapter of the active trail only: another trail’s chapter is refused, even one played before', async () => {
    const me = o.users.alunoA1.token;
    // A chapter of a trail the class does not have active: not found, nothing recorded.
    const before = (await t.store.readStream(`learner-${o.users.alunoA1.id}`)).length;
    expect((await rate(me, other.chapters[0]!)).status).toBe(404);
    expect((await t.store.readStream(`learner-${o.users.alunoA1.id}`)).length).toBe(before);
    // Not completed yet: refused; completed, in the active trail: rated once.
    expect((await rate(o.users.alunoA1Spare3.token, water.chapters[0]!)).status).toBe(400);
    expect((await rate(me, water.chapters[0]!)).status).toBe(200);
    expect((await play(me)).avaliados).toEqual([water.chapters[0]]);

    // The class moves to another trail: the chapter the student completed in the old one is no
    // longer its to rate.
    await activateForClass(t, o.users.professorA1.token, o.classes.a1, other.codTrlLivro);
    expect((await play(me)).codTrlLivro).toBe(other.codTrlLivro);
    expect((await rate(me, water.chapters[1]!)).status).toBe(404);
    // A student of another class cannot rate in this one.
    const outsider = await call(
      'POST',
      '/api/plataforma/avaliacao',
      {
        codBseTurma: o.classes.a1,
        codTrlCapitulo: other.chapters[0],
        avaliacoes: [1, 2, 3].map((codAvaliacao) => ({ codAvaliacao, numAvaliacao: 4 })),
      },
      o.users.alunoA2.token,
    );
    expect(outsider.status).toBe(404);
  });
});
