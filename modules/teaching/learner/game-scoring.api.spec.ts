import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameValues } from '@school/modules/content';
import { toQuestions } from '@school/modules/content';
import type { PlayerContent, PlayerGame, PlayerTrail } from '@school/modules/teaching';
import { attemptsOf } from '@school/projections/learner-progress';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { json } from '@school/backend/test/api';
import { fixturePath } from '@school/backend/test/fixtures';
import { pairsOf, startRound, swapsOf } from '@school/backend/test/game-rounds';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { activateForClass, authorLesson } from '@school/backend/test/trail.fixture';

/** Games are scored by the server, and a student never receives the answer key (decision 0034). */
describe('game scoring API (/plataforma/jogada, /plataforma/tentativa)', () => {
  let t: TestApp;
  let o: Organization;
  let master: string;
  let student: string;
  let img: string[];
  /** The game content of each code, by code. */
  const contentOf = new Map<number, number>();

  const call = (method: string, path: string, body: unknown, token = student) =>
    t.call(method, path, { token, body });
  const games = async (token = student) => {
    const trail = await json<PlayerTrail>(
      await call('GET', `/api/plataforma/turma/${o.classes.a1}`, undefined, token),
    );
    return trail.capitulos
      .flatMap((c) => c.aulas.flatMap((l) => l.conteudos))
      .filter((c): c is Extract<PlayerContent, { codTrlTipoConteudo: 3 }> => c.codTrlTipoConteudo === 3);
  };
  const pick = (codTrlJogo: number, jogada: string, token = student) =>
    call(
      'POST',
      '/api/plataforma/jogada',
      { codBseTurma: o.classes.a1, codTrlConteudo: contentOf.get(codTrlJogo), jogada },
      token,
    );
  const round = (
    codTrlJogo: number,
    answers: string[],
    claim: { won?: boolean; score?: number; roundId?: string } = { won: true, score: 1 },
    token = student,
  ) =>
    call(
      'POST',
      '/api/plataforma/tentativa',
      {
        codBseTurma: o.classes.a1,
        codTrlConteudo: contentOf.get(codTrlJogo),
        ...claim,
        answers,
        durationMs: 4000,
      },
      token,
    );
  /** A round the server starts (decision 0057): its id and board. */
  const start = (codTrlJogo: number, token = student) =>
    startRound(t, token, o.classes.a1, contentOf.get(codTrlJogo)!);

  /** The ten games, with the answer words the student's copy must not hold. */
  const GAMES = (): [GameValues<string>, string[]][] => [
    [{ codTrlJogo: 1, question: 'Estrela do sistema solar', answer: 'Solzinho' }, ['Solzinho']],
    [{ codTrlJogo: 2, images: img.slice(0, 4) }, []],
    [{ codTrlJogo: 3, hints: ['Tem asas', 'Late', 'Mia', 'Nada'], images: img.slice(0, 4) }, []],
    [{ codTrlJogo: 4, group1: img.slice(0, 2), group2: img.slice(2, 4) }, []],
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
      [],
    ],
    [
      {
        codTrlJogo: 7,
        questions: [
          { dscPergunta: 'A Lua é um satélite.', indRespostaCorreta: 'S' },
          { dscPergunta: 'O Sol gira em torno da Terra.', indRespostaCorreta: 'N' },
        ],
      },
      [],
    ],
    [{ codTrlJogo: 8, groups: [img.slice(0, 2), img.slice(2, 4)] }, []],
    [
      {
        codTrlJogo: 9,
        sentence: 'O * é a estrela mais * da Terra.',
        words: ['Sol', 'próxima'],
        wrongWords: ['mar'],
      },
      [],
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
    t = await createTestApp('game-scoring');
    o = await buildOrganization(t);
    master = o.users.master.token;
    student = o.users.alunoA1.token;
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
      const created = await call(
        'POST',
        '/api/trl_conteudo_jogo',
        { codTrlAula: codTrlAula, ...toQuestions(values) },
        master,
      );
      expect(created.status, JSON.stringify(values)).toBe(200);
      contentOf.set(values.codTrlJogo, (await json<{ codTrlConteudo: number }>(created)).codTrlConteudo);
    }
    await activateForClass(t, o.users.professorA1.token, o.classes.a1, codTrlLivro);
  });
  afterAll(() => t.close());

  it('gives the student each of the ten games without a mark or an answer word', async () => {
    const received = await games();
    expect(received.map((g) => g.codTrlJogo).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const [values, words] of GAMES()) {
      const game = received.find((g) => g.codTrlJogo === values.codTrlJogo)!;
      const text = JSON.stringify(game);
      expect(text, `game ${values.codTrlJogo}`).not.toMatch(/indRespostaCorreta|perguntas|respostas/);
      for (const word of words) expect(text.toLowerCase()).not.toContain(word.toLowerCase());
    }
    const hangman = received.find((g) => g.codTrlJogo === 1)!.jogo;
    expect(hangman).toEqual({ codTrlJogo: 1, question: 'Estrela do sistema solar', shape: '________' });
    const memory = received.find((g) => g.codTrlJogo === 2)!.jogo as Extract<PlayerGame, { codTrlJogo: 2 }>;
    expect(memory.images).toEqual(img);
    expect((await games(o.users.professorA1.token)).map((g) => JSON.stringify(g)).join()).not.toMatch(
      /indRespostaCorreta/,
    );
  });

  it('checks one pick at a time and says only whether it is right', async () => {
    expect(await json(await pick(1, 's'))).toEqual({ right: true, letters: [{ index: 0, char: 'S' }] });
    expect(await json(await pick(1, 'x'))).toEqual({ right: false, letters: [] });
    expect(await json(await pick(6, 'Júpiter'))).toEqual({ right: true });
    expect(await json(await pick(6, 'Terra'))).toEqual({ right: false });
    expect(await json(await pick(7, '2:N'))).toEqual({ right: true });
    expect(await json(await pick(3, `1:${img[0]}`))).toEqual({ right: true });
    expect(await json(await pick(3, `2:${img[0]}`))).toEqual({ right: false });
    expect(await json(await pick(10, img[2]!))).toEqual({ right: true });
    const atTheEnd = await pick(4, `1:${img[2]}`);
    expect(atTheEnd.status).toBe(400);
    expect(await json(atTheEnd)).toMatchObject({ code: 'player.checkedAtTheEnd' });
    expect((await pick(6, 'Júpiter', o.users.alunoA2.token)).status).toBe(404);
    expect((await pick(6, 'Júpiter', o.users.alunoB1.token)).status).toBe(404);
    expect((await pick(6, 'Júpiter', master)).status).toBe(403);
  });

  it('records a round claimed as won with wrong answers as lost, with the server’s score', async () => {
    const answer = await round(6, ['Terra']);
    expect(await json(answer)).toEqual({
      won: false,
      score: 0,
      verdicts: [false],
      solution: { codTrlJogo: 6, answer: 'Júpiter' },
    });
    const claimed = await round(9, ['1:Sol', '2:mar']);
    expect(await json(claimed)).toEqual({
      won: false,
      score: 0.5,
      verdicts: [true, false],
      solution: { codTrlJogo: 9, words: ['Sol', 'próxima'] },
    });
    const won = await round(7, ['1:S', '2:N'], { won: false, score: 0 });
    expect(await json(won)).toEqual({ won: true, score: 1, verdicts: [true, true] });

    const rounds = await attemptsOf(t.db, o.users.alunoA1.id, contentOf.get(6)!);
    expect(rounds.map((r) => ({ won: r.won, score: r.score }))).toEqual([{ won: false, score: 0 }]);
    const sentence = await attemptsOf(t.db, o.users.alunoA1.id, contentOf.get(9)!);
    expect(sentence.map((r) => ({ won: r.won, score: r.score }))).toEqual([{ won: false, score: 50 }]);
  });

  it('reveals a lost round’s key in the answer to that round only, never before (decision 0068)', async () => {
    const learner = o.users.alunoA1Spare4;
    const other = o.users.alunoB1;
    const trailText = async (token: string) =>
      JSON.stringify(
        await json(await call('GET', `/api/plataforma/turma/${o.classes.a1}`, undefined, token)),
      );
    const keyed = (token: string, key: string, answers: string[]) =>
      t.call('POST', '/api/plataforma/tentativa', {
        token,
        headers: { 'idempotency-key': key },
        body: { codBseTurma: o.classes.a1, codTrlConteudo: contentOf.get(1), answers, durationMs: 3000 },
      });
    // Before the round: neither the trail nor a wrong pick's verdict holds the word.
    expect((await trailText(learner.token)).toLowerCase()).not.toContain('solzinho');
    expect(await json(await pick(1, 'x', learner.token))).toEqual({ right: false, letters: [] });
    expect(await json(await pick(6, 'Terra', learner.token))).toEqual({ right: false });

    // A lost hangman round's answer spells the word; a lost true-or-false round gives the right values.
    const lost = await keyed(learner.token, 'reveal-1', [...'ABCDEF']);
    expect(await json(lost)).toMatchObject({ won: false, solution: { codTrlJogo: 1, word: 'Solzinho' } });
    const statements = await round(7, ['1:N', '2:N'], {}, learner.token);
    expect(await json(statements)).toMatchObject({
      won: false,
      solution: { codTrlJogo: 7, values: ['S', 'N'] },
    });
    const image = await round(10, [img[0]!], {}, learner.token);
    expect(await json(image)).toMatchObject({ won: false, solution: { codTrlJogo: 10, image: img[2] } });
    // The same request again answers the same (the caller's own round, recorded once).
    expect(await json(await keyed(learner.token, 'reveal-1', [...'ABCDEF']))).toMatchObject({
      solution: { word: 'Solzinho' },
    });

    // A won round reveals nothing; another student, even with the same key, gets only their own round.
    expect(await json(await round(6, ['Júpiter'], {}, learner.token))).not.toHaveProperty('solution');
    const theirs = await keyed(student, 'reveal-1', [...'SOLZINH']);
    expect(await json(theirs)).toEqual({
      won: true,
      score: 1,
      verdicts: [true, true, true, true, true, true, true],
    });
    expect((await trailText(student)).toLowerCase()).not.toContain('solzinho');
    expect((await trailText(learner.token)).toLowerCase()).not.toContain('solzinho');
    // Outside the class: no round, no key.
    const outsider = await keyed(other.token, 'reveal-2', [...'ABCDEF']);
    expect(outsider.status).toBe(404);
    expect(JSON.stringify(await json(outsider)).toLowerCase()).not.toContain('solzinho');
  });

  it('scores every game from its answers alone', async () => {
    const received = await games();
    const jogo = <C extends PlayerGame['codTrlJogo']>(c: C) =>
      received.find((g) => g.codTrlJogo === c)!.jogo as Extract<PlayerGame, { codTrlJogo: C }>;
    const cases: [number, string[], boolean][] = [
      [1, [...'SOLZINH'], true],
      [3, img.map((image, i) => `${i + 1}:${image}`), true],
      [4, [`1:${img[2]}`, `2:${img[3]}`], true],
      [4, [`1:${img[3]}`, `2:${img[2]}`], false],
      [8, [`1:${img[1]}`, `2:${img[3]}`], true],
      [10, [jogo(10).images.find((i) => i !== img[2])!], false],
    ];
    for (const [code, answers, won] of cases)
      expect(
        await json(await round(code, answers, { won: !won, score: won ? 0 : 1 })),
        `game ${code}`,
      ).toMatchObject({
        won,
      });
    expect(jogo(3).hints).toEqual(['Tem asas', 'Late', 'Mia', 'Nada']);
  });

  it('plays memory and the puzzle on the board the server drew, and refuses a round it did not start', async () => {
    const learner = o.users.alunoA1Spare3;
    const stream = `learner-${learner.id}`;
    const progress = async () => {
      const { jogos, concluidos } = await json<PlayerTrail>(
        await call('GET', `/api/plataforma/turma/${o.classes.a1}`, undefined, learner.token),
      );
      return { jogos, concluidos };
    };
    const memory = await start(2, learner.token);
    const puzzle = await start(5, learner.token);
    expect([...memory.board].sort()).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect([...puzzle.board].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(puzzle.board).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const other = await start(2, o.users.alunoA1Spare4.token);
    const refused: [string, number, string[], { roundId?: string }, number, string][] = [
      [
        'memory won by the images’ ranks, no round',
        2,
        ['1-1', '2-2', '3-3', '4-4'],
        {},
        400,
        'player.roundNotStarted',
      ],
      [
        'the puzzle sent already solved, no round',
        5,
        ['0,1,2,3,4,5,6,7,8'],
        {},
        400,
        'player.roundNotStarted',
      ],
      [
        'a forged round id',
        2,
        pairsOf(memory.board),
        { roundId: `${'a'.repeat(22)}.${'b'.repeat(43)}` },
        400,
        'player.roundNotStarted',
      ],
      [
        'a round id of another shape',
        2,
        pairsOf(memory.board),
        { roundId: 'round-1' },
        400,
        'player.roundNotStarted',
      ],
      [
        'another student’s round',
        2,
        pairsOf(other.board),
        { roundId: other.roundId },
        400,
        'player.roundNotStarted',
      ],
      [
        'the puzzle’s round for memory',
        2,
        pairsOf(memory.board),
        { roundId: puzzle.roundId },
        400,
        'player.roundNotStarted',
      ],
    ];
    const before = await t.store.readStream(stream);
    const progressBefore = await progress();
    for (const [name, code, answers, claim, status, error] of refused) {
      const answer = await round(code, answers, { won: true, score: 1, ...claim }, learner.token);
      expect([name, answer.status, (await json<{ code: string }>(answer)).code]).toEqual([
        name,
        status,
        error,
      ]);
    }
    expect(await t.store.readStream(stream)).toEqual(before);
    expect(await progress()).toEqual(progressBefore);
    expect(progressBefore.jogos).toEqual([]);
    expect(await attemptsOf(t.db, learner.id, contentOf.get(2)!)).toEqual([]);
    const english = await t.call('POST', '/api/plataforma/tentativa', {
      token: learner.token,
      headers: { 'accept-language': 'en' },
      body: {
        codBseTurma: o.classes.a1,
        codTrlConteudo: contentOf.get(5),
        answers: ['0,1,2,3,4,5,6,7,8'],
        durationMs: 1,
      },
    });
    expect(await json(english)).toMatchObject({
      status: 400,
      message: 'This round was not started by the server. Start the game again.',
    });

    // The cheats inside a round the server started: scored on its board, lost.
    const ranks = await start(2, learner.token);
    expect(
      await json(await round(2, ['1-1', '2-2', '3-3', '4-4'], { roundId: ranks.roundId }, learner.token)),
    ).toEqual({
      won: false,
      score: 0,
      verdicts: [false, false, false, false],
    });
    const solvedStart = await start(5, learner.token);
    expect(
      await json(await round(5, ['0,1,2,3,4,5,6,7,8'], { roundId: solvedStart.roundId }, learner.token)),
    ).toMatchObject({ won: false, verdicts: [false] });

    // Honest play on the server's boards wins, each round once; a second instance knows the rounds.
    const second = await createTestApp('game-scoring-b', {}, { sharing: t });
    try {
      const honest = await second.call('POST', '/api/plataforma/tentativa', {
        token: learner.token,
        body: {
          codBseTurma: o.classes.a1,
          codTrlConteudo: contentOf.get(2),
          roundId: memory.roundId,
          answers: pairsOf(memory.board),
          durationMs: 9000,
        },
      });
      expect(await json(honest)).toEqual({ won: true, score: 1, verdicts: [true, true, true, true] });
    } finally {
      await second.close();
    }
    const solved = await round(5, swapsOf(puzzle.board), { roundId: puzzle.roundId }, learner.token);
    expect(await json(solved)).toMatchObject({ won: true, score: 1 });
    const recorded = (await t.store.readStream(stream)).filter((e) => e.type === 'GameAttempted');
    expect(recorded.at(-1)!.data).toMatchObject({ roundId: puzzle.roundId, board: puzzle.board, won: true });
    const again = await round(5, swapsOf(puzzle.board), { roundId: puzzle.roundId }, learner.token);
    expect([again.status, (await json<{ code: string }>(again)).code]).toEqual([409, 'player.roundRecorded']);
    expect((await t.store.readStream(stream)).filter((e) => e.type === 'GameAttempted')).toHaveLength(
      recorded.length,
    );
    expect((await attemptsOf(t.db, learner.id, contentOf.get(2)!)).map((r) => r.won)).toEqual([false, true]);

    // A round is started only for a game of the caller's class's active trail.
    const outsider = await call(
      'POST',
      '/api/plataforma/rodada',
      { codBseTurma: o.classes.a1, codTrlConteudo: contentOf.get(2) },
      o.users.alunoB1.token,
    );
    expect(outsider.status).toBe(404);
  });

  it('documents the pick route and the scored round in OpenAPI', async () => {
    const document = await json<{ paths: Record<string, { post?: { summary?: string } }> }>(
      await t.call('GET', '/api/docs/openapi.json'),
    );
    expect(document.paths['/api/plataforma/jogada']?.post?.summary).toMatch(
      /right or wrong for that pick only/,
    );
    expect(document.paths['/api/plataforma/tentativa']?.post?.summary).toMatch(/won and score are ignored/);
    expect(document.paths['/api/plataforma/rodada']?.post?.summary).toMatch(/the board the server drew/);
  });
});
