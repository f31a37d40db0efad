import { readFile } from 'node:fs/promises';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type GameValues, toQuestions } from '@school/modules/content';
import { offlineVerdict, type PlayerContent, type PlayerTrail } from '@school/modules/teaching';
import { attemptsOf } from '@school/projections/learner-progress';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { json } from '@school/backend/test/api';
import { fixturePath } from '@school/backend/test/fixtures';
import { pairsOf, swapsOf } from '@school/backend/test/game-rounds';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { activateForClass, authorLesson } from '@school/backend/test/trail.fixture';
import { OfflineGames, PREDRAWN_ROUNDS } from './offline-games.service.js';

type GameContent = Extract<PlayerContent, { codTrlTipoConteudo: 3 }>;

/**
 * Games play offline and the server still decides every score (decision 0077): the trail carries
 * each student's offline key and rounds drawn in advance, never a right answer in clear.
 */
describe('offline games API (GET /plataforma/turma: offline)', () => {
  let t: TestApp;
  let o: Organization;
  let img: string[];
  const contentOf = new Map<number, number>();

  const trailOf = async (token: string) =>
    json<PlayerTrail>(await t.call('GET', `/api/plataforma/turma/${o.classes.a1}`, { token }));
  const gamesOf = (trail: PlayerTrail) =>
    trail.capitulos
      .flatMap((c) => c.aulas.flatMap((l) => l.conteudos))
      .filter((c): c is GameContent => c.codTrlTipoConteudo === 3);
  const gameOf = (trail: PlayerTrail, code: number) => gamesOf(trail).find((g) => g.codTrlJogo === code)!;
  const saltOf = (trail: PlayerTrail, code: number) => gameOf(trail, code).offline?.key?.salt;
  const round = (token: string, code: number, roundId: string, answers: string[]) =>
    t.call('POST', '/api/plataforma/tentativa', {
      token,
      body: {
        codBseTurma: o.classes.a1,
        codTrlConteudo: contentOf.get(code),
        roundId,
        answers,
        durationMs: 5000,
      },
    });

  /** The ten games, and every right answer each holds that the device must not get in clear. */
  const GAMES = (): [GameValues<string>, string[]][] => [
    [{ codTrlJogo: 1, question: 'Estrela do sistema solar', answer: 'Solzinho' }, ['Solzinho', 'SOLZINHO']],
    [{ codTrlJogo: 2, images: img.slice(0, 4) }, []],
    [
      { codTrlJogo: 3, hints: ['Tem asas', 'Late', 'Mia', 'Nada'], images: img.slice(0, 4) },
      img.slice(0, 4).map((image, i) => `${i + 1}:${image}`),
    ],
    [{ codTrlJogo: 4, group1: img.slice(0, 2), group2: img.slice(2, 4) }, [`1:${img[2]}`, `2:${img[3]}`]],
    [{ codTrlJogo: 5, images: [img[0]!] }, []],
    [
      {
        codTrlJogo: 6,
        question: 'Qual é o maior planeta?',
        image: null,
        answers: [
          { dscResposta: 'Terra', indRespostaCorreta: 'N' },
          { dscResposta: 'Júpiter', indRespostaCorreta: 'S' },
          { dscResposta: 'Marte', indRespostaCorreta: 'N' },
          { dscResposta: 'Vênus', indRespostaCorreta: 'N' },
        ],
      },
      ['"Júpiter","S"', 'Júpiter:S'],
    ],
    [
      {
        codTrlJogo: 7,
        questions: [
          { dscPergunta: 'A Lua é um satélite.', indRespostaCorreta: 'S' },
          { dscPergunta: 'O Sol gira em torno da Terra.', indRespostaCorreta: 'N' },
        ],
      },
      ['1:S', '2:N', '"S","N"'],
    ],
    [{ codTrlJogo: 8, groups: [img.slice(0, 2), img.slice(2, 4)] }, [`1:${img[1]}`, `2:${img[3]}`]],
    [
      {
        codTrlJogo: 9,
        sentence: 'O * é a estrela mais * da Terra.',
        words: ['Sol', 'próxima'],
        wrongWords: ['mar'],
      },
      ['1:Sol', '2:próxima'],
    ],
    [
      {
        codTrlJogo: 10,
        question: 'Qual é o Sol?',
        answers: img.slice(0, 4).map((imgResposta, i) => ({
          imgResposta,
          indRespostaCorreta: i === 2 ? ('S' as const) : ('N' as const),
        })),
      },
      [],
    ],
  ];

  beforeAll(async () => {
    t = await createTestApp('offline-games');
    o = await buildOrganization(t);
    const master = o.users.master.token;
    const { codTrlLivro, codTrlAula } = await authorLesson(t, master);
    const bytes = await readFile(fixturePath('images/Landscape_5.jpg'));
    img = [];
    for (let i = 0; i < 4; i++) {
      const form = new FormData();
      form.append('file', new Blob([bytes]), `a${i}.jpg`);
      const upload = await fetch(`${t.url}/api/files/images`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${master}` },
      });
      img.push(((await upload.json()) as { url: string }).url);
    }
    for (const [values] of GAMES()) {
      const created = await t.call('POST', '/api/trl_conteudo_jogo', {
        token: master,
        body: { codTrlAula, ...toQuestions(values) },
      });
      expect(created.status, JSON.stringify(values)).toBe(200);
      contentOf.set(values.codTrlJogo, (await json<{ codTrlConteudo: number }>(created)).codTrlConteudo);
    }
    await activateForClass(t, o.users.professorA1.token, o.classes.a1, codTrlLivro);
  });
  afterAll(() => t.close());

  it('carries a key for the games checked pick by pick and rounds for the boards, no answer in clear', async () => {
    const trail = await trailOf(o.users.alunoA1.token);
    const games = gamesOf(trail);
    expect(games).toHaveLength(10);
    for (const game of games) {
      const offline = game.offline;
      if ([1, 3, 6, 7, 10].includes(game.codTrlJogo))
        expect(offline?.key, `game ${game.codTrlJogo}`).toMatchObject({ codTrlJogo: game.codTrlJogo });
      else if ([2, 5].includes(game.codTrlJogo)) expect(offline?.rounds).toHaveLength(PREDRAWN_ROUNDS);
      else expect(offline, `game ${game.codTrlJogo}`).toBeUndefined();
    }
    const text = JSON.stringify(trail);
    expect(text).not.toMatch(/indRespostaCorreta|perguntas|respostas/);
    for (const [values, answers] of GAMES()) {
      for (const answer of answers) expect(text, `game ${values.codTrlJogo}`).not.toContain(answer);
      // The offline part names no answer of its game at all: no text, no image, no mark.
      const offline = JSON.stringify(gameOf(trail, values.codTrlJogo).offline ?? {});
      const named = JSON.stringify(values)
        .match(/"[^"]{2,}"/g)!
        .map((s) => s.slice(1, -1))
        // Long enough that random base64 does not spell it by chance; the field names aside.
        .filter((s) => s.length >= 5 && s !== 'codTrlJogo');
      for (const word of named) expect(offline, `game ${values.codTrlJogo}`).not.toContain(word);
    }
    expect(text.toLowerCase()).not.toContain('solzinho');
  });

  it('checks a pick on the device with the verdict the server gives it', async () => {
    const token = o.users.alunoA1.token;
    const trail = await trailOf(token);
    const picks: [number, string][] = [
      [1, 's'],
      [1, 'Z'],
      [1, 'x'],
      [1, 'ó'],
      [3, `1:${img[0]}`],
      [3, `2:${img[0]}`],
      [6, 'Júpiter'],
      [6, 'Terra'],
      [7, '1:S'],
      [7, '2:S'],
      [10, img[2]!],
      [10, img[1]!],
    ];
    for (const [code, jogada] of picks) {
      const game = gameOf(trail, code);
      const server = await t.call('POST', '/api/plataforma/jogada', {
        token,
        body: { codBseTurma: o.classes.a1, codTrlConteudo: game.codTrlConteudo, jogada },
      });
      expect(await offlineVerdict(game.offline!.key!, game.jogo, jogada), `${code} ${jogada}`).toEqual(
        await json(server),
      );
    }
  });

  it('binds the salt to the student and the day', async () => {
    const today = await trailOf(o.users.alunoA1.token);
    const again = await trailOf(o.users.alunoA1.token);
    const other = await trailOf(o.users.alunoA1Spare4.token);
    for (const code of [1, 3, 6, 7, 10]) {
      expect(saltOf(again, code), `game ${code}`).toBe(saltOf(today, code));
      expect(saltOf(other, code), `game ${code}`).not.toBe(saltOf(today, code));
    }
    // Two contents of one student have their own salts.
    expect(new Set([1, 3, 6, 7, 10].map((code) => saltOf(today, code))).size).toBe(5);
    // Read again the same day, the offline part is the same bytes (decoys, IVs and rounds are
    // derived, so an unchanged trail revalidates); another student's rounds are their own.
    const offlineOf = (trail: PlayerTrail) => JSON.stringify(gamesOf(trail).map((g) => g.offline));
    expect(offlineOf(again)).toBe(offlineOf(today));
    // As the browser's cache revalidates it (fetch would add Cache-Control: no-cache): 304.
    const first = await t.call('GET', `/api/plataforma/turma/${o.classes.a1}`, {
      token: o.users.alunoA1.token,
    });
    const status = await new Promise<number>((resolve, reject) =>
      get(
        `${t.url}/api/plataforma/turma/${o.classes.a1}`,
        {
          headers: {
            authorization: `Bearer ${o.users.alunoA1.token}`,
            'if-none-match': first.headers.get('etag')!,
          },
        },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode!);
        },
      ).on('error', reject),
    );
    expect(status).toBe(304);
    const roundsOf = (trail: PlayerTrail) => gameOf(trail, 2).offline!.rounds!.map((r) => r.roundId);
    expect(roundsOf(other)).not.toEqual(expect.arrayContaining([roundsOf(today)[0]]));
    const offline = t.app.get(OfflineGames);
    const tomorrow = vi.spyOn(offline, 'today').mockReturnValue('2099-01-02');
    try {
      const next = await trailOf(o.users.alunoA1.token);
      for (const code of [1, 3, 6, 7, 10]) expect(saltOf(next, code)).not.toBe(saltOf(today, code));
      expect(roundsOf(next)).not.toEqual(expect.arrayContaining([roundsOf(today)[0]]));
      // Another day's key still checks the same pick the same way.
      const quiz = gameOf(next, 6);
      expect(await offlineVerdict(quiz.offline!.key!, quiz.jogo, 'Júpiter')).toEqual({ right: true });
    } finally {
      tomorrow.mockRestore();
    }
  });

  it('records and scores a round played from a round drawn in advance, once', async () => {
    const learner = o.users.alunoA1Spare3;
    const trail = await trailOf(learner.token);
    const [memory] = gameOf(trail, 2).offline!.rounds!;
    const [puzzle] = gameOf(trail, 5).offline!.rounds!;
    expect([...memory!.board].sort()).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(puzzle!.board).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // The answers name nothing but the board: the server replays them on the board it derives.
    const won = await round(learner.token, 2, memory!.roundId, pairsOf(memory!.board));
    expect(await json(won)).toEqual({ won: true, score: 1, verdicts: [true, true, true, true] });
    const lost = await round(learner.token, 5, puzzle!.roundId, swapsOf(puzzle!.board).slice(0, 1));
    expect(await json(lost)).toMatchObject({ won: false });
    const recorded = (await t.store.readStream(`learner-${learner.id}`)).filter(
      (e) => e.type === 'GameAttempted',
    );
    expect(recorded.map((e) => e.data)).toMatchObject([
      { roundId: memory!.roundId, board: memory!.board, won: true },
      { roundId: puzzle!.roundId, board: puzzle!.board, won: false },
    ]);

    const twice = await round(learner.token, 2, memory!.roundId, pairsOf(memory!.board));
    expect([twice.status, (await json<{ code: string }>(twice)).code]).toEqual([409, 'player.roundRecorded']);
    // Another student cannot play a round drawn for this one.
    const theirs = await round(o.users.alunoA1Spare4.token, 2, memory!.roundId, pairsOf(memory!.board));
    expect([theirs.status, (await json<{ code: string }>(theirs)).code]).toEqual([
      400,
      'player.roundNotStarted',
    ]);
    expect(
      (await t.store.readStream(`learner-${learner.id}`)).filter((e) => e.type === 'GameAttempted'),
    ).toHaveLength(2);
    await expect
      .poll(async () => (await attemptsOf(t.db, learner.id, contentOf.get(2)!)).map((r) => r.won))
      .toEqual([true]);
  });

  it('documents the offline part of the trail in OpenAPI', async () => {
    const document = await json<{ paths: Record<string, { get?: { summary?: string } }> }>(
      await t.call('GET', '/api/docs/openapi.json'),
    );
    expect(document.paths['/api/plataforma/turma/{classId}']?.get?.summary).toMatch(
      /offline part .*decision 0077.*never the answer in clear.*drawn in advance/s,
    );
  });
});
