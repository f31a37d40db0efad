import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GameValues, toQuestions } from '@school/modules/content/contracts';
import { HANGMAN_KEY_LETTERS, type OfflineKey } from './game-play.contracts.js';
import { checkPick, toPlayerGame } from './game-scoring.rules.js';
import { offlineVerdict, sealOfflineKey } from './offline-key.rules.js';

const stored = (values: GameValues<string>) => toQuestions<string>(values);
const salt = () => globalThis.crypto.getRandomValues(new Uint8Array(32));

/** Letters a word is made of and a student types: plain, accented, cased, and some that are not letters. */
const CHARS = [..."aAbBcçÇdeéÉêfgGhiíjklmnñoóôõpqrsStuúüvwxyzZãÃàß1 -'.ı"];
const char = fc.constantFrom(...CHARS);
const text = fc.oneof(
  fc.constantFrom('Terra', 'Júpiter', 'júpiter', 'Marte', ' Marte', 'Vênus', ''),
  fc.string({ maxLength: 12 }),
);
const image = fc.constantFrom(...[1, 2, 3, 4, 5, 6].map((n) => `/api/files/img-${n}`));
/** An image as a pick may name it: one of the game's, or one near it (spaced, cased, another). */
const pickedImage = fc.oneof(
  image,
  image.map((i) => ` ${i}`),
  image.map((i) => i.toUpperCase()),
);
const yesNo = fc.constantFrom('S' as const, 'N' as const);
/** A rank as a student's device might send it, well formed or not. */
const rank = fc.oneof(
  fc.integer({ min: 0, max: 6 }).map(String),
  fc.constantFrom('01', ' 1', '1.0', '2e0', '0x1', '-1', '', 'x', '1.5'),
);

/** Generated games of the five kinds whose picks are checked one at a time, with picks to try. */
const hangman = fc.record({
  game: fc
    .array(char, { minLength: 1, maxLength: 14 })
    .chain((word) =>
      fc.constant<GameValues<string>>({ codTrlJogo: 1, question: 'Dica', answer: word.join('') }),
    ),
  picks: fc.array(fc.oneof(char, fc.string({ maxLength: 3 })), { maxLength: 10 }),
});
const maze = fc.record({
  game: fc
    .array(image, { minLength: 4, maxLength: 4 })
    .map<GameValues<string>>((images) => ({ codTrlJogo: 3, hints: ['a', 'b', 'c', 'd'], images })),
  picks: fc.array(
    fc.oneof(
      fc.tuple(rank, pickedImage).map(([r, i]) => `${r}:${i}`),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 10 },
  ),
});
const quiz = fc.record({
  game: fc
    .tuple(fc.array(fc.tuple(text, yesNo), { minLength: 4, maxLength: 4 }), fc.option(image))
    .map<GameValues<string>>(([answers, img]) => ({
      codTrlJogo: 6,
      question: 'Pergunta?',
      image: img,
      answers: answers.map(([dscResposta, indRespostaCorreta]) => ({ dscResposta, indRespostaCorreta })),
    })),
  picks: fc.array(text, { maxLength: 8 }),
});
const trueOrFalse = fc.record({
  game: fc.array(yesNo, { minLength: 1, maxLength: 4 }).map<GameValues<string>>((values) => ({
    codTrlJogo: 7,
    questions: values.map((indRespostaCorreta, i) => ({ dscPergunta: `Afirmação ${i}`, indRespostaCorreta })),
  })),
  picks: fc.array(
    fc.oneof(
      fc.tuple(rank, fc.constantFrom('S', 'N', 's', 'X', '')).map(([r, v]) => `${r}:${v}`),
      fc.string({ maxLength: 5 }),
    ),
    { maxLength: 10 },
  ),
});
const imageQuiz = fc.record({
  game: fc
    .array(fc.tuple(image, yesNo), { minLength: 4, maxLength: 4 })
    .map<GameValues<string>>((answers) => ({
      codTrlJogo: 10,
      question: 'Qual?',
      answers: answers.map(([imgResposta, indRespostaCorreta]) => ({ imgResposta, indRespostaCorreta })),
    })),
  picks: fc.array(fc.oneof(pickedImage, fc.string({ maxLength: 8 })), { maxLength: 8 }),
});

/** Every pick: the device's verdict from the key is the server's `checkPick`. */
async function sameVerdicts({ game, picks }: { game: GameValues<string>; picks: string[] }) {
  const questions = stored(game);
  const key = (await sealOfflineKey(questions, salt()))!;
  const player = toPlayerGame(questions);
  // Every right pick there is, and the generated ones.
  const all = [...picks, ...rightPicks(game)];
  for (const pick of all)
    expect(await offlineVerdict(key, player, pick), JSON.stringify({ game, pick })).toEqual(
      checkPick(questions, pick),
    );
}

/** The picks that are right in a game, so that every property also tries them. */
function rightPicks(game: GameValues<string>): string[] {
  switch (game.codTrlJogo) {
    case 1:
      return [...game.answer];
    case 3:
      return game.images.map((image, i) => `${i + 1}:${image}`);
    case 6:
      return game.answers.map((a) => a.dscResposta);
    case 7:
      return game.questions.map((q, i) => `${i + 1}:${q.indRespostaCorreta}`);
    case 10:
      return game.answers.map((a) => a.imgResposta);
    default:
      return [];
  }
}

describe('a game’s offline key (decision 0077)', () => {
  it.each([
    ['hangman', hangman],
    ['maze', maze],
    ['quiz', quiz],
    ['true or false', trueOrFalse],
    ['image quiz', imageQuiz],
  ] as const)('gives %s’s every pick the server’s verdict', async (_, games) => {
    await fc.assert(fc.asyncProperty(games, sameVerdicts), { numRuns: 60 });
  });

  it('holds no answer in clear, and a hangman key as long whatever the word', async () => {
    const word = stored({ codTrlJogo: 1, question: 'Dica', answer: 'Maçã-verde' });
    const key = (await sealOfflineKey(word, salt())) as Extract<OfflineKey, { codTrlJogo: 1 }>;
    const text = JSON.stringify(key);
    for (const clear of ['Maçã', 'verde', 'maca', 'MACA']) expect(text).not.toContain(clear);
    expect(key.letters).toHaveLength(HANGMAN_KEY_LETTERS);
    // Every sealed list of the word has one length: how often a letter shows is not told.
    expect(new Set(key.letters.map((l) => l.sealed.length)).size).toBe(1);
    const short = (await sealOfflineKey(
      stored({ codTrlJogo: 1, question: 'Dica', answer: 'aaa' }),
      salt(),
    )) as Extract<OfflineKey, { codTrlJogo: 1 }>;
    expect(short.letters).toHaveLength(HANGMAN_KEY_LETTERS);

    const quizKey = await sealOfflineKey(
      stored({
        codTrlJogo: 6,
        question: 'Qual é o maior planeta?',
        image: null,
        answers: [
          { dscResposta: 'Terra', indRespostaCorreta: 'N' },
          { dscResposta: 'Júpiter', indRespostaCorreta: 'S' },
          { dscResposta: 'Marte', indRespostaCorreta: 'N' },
          { dscResposta: 'Vênus', indRespostaCorreta: 'N' },
        ],
      }),
      salt(),
    );
    expect(JSON.stringify(quizKey)).not.toMatch(/Júpiter|Terra|S"/);
    expect(quizKey).toMatchObject({ hashes: expect.any(Array) });
    expect((quizKey as { hashes: string[] }).hashes).toHaveLength(4);
  });

  it('seals the same bytes from the same noise, and the key still checks every pick', async () => {
    // A deterministic source, as the server's: the bytes depend on the label alone.
    const noise = async (label: string, bytes: number) => {
      const digest = new Uint8Array(
        await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(label)),
      );
      return new Uint8Array(bytes).map((_, i) => digest[i % digest.length]! ^ Math.floor(i / 32));
    };
    const fixed = salt();
    await fc.assert(
      fc.asyncProperty(hangman, async ({ game, picks }) => {
        const questions = stored(game);
        const [a, b] = [
          await sealOfflineKey(questions, fixed, noise),
          await sealOfflineKey(questions, fixed, noise),
        ];
        expect(a).toEqual(b);
        for (const pick of [...picks, ...rightPicks(game)])
          expect(await offlineVerdict(a!, toPlayerGame(questions), pick)).toEqual(checkPick(questions, pick));
      }),
      { numRuns: 30 },
    );
  });

  it('commits to other hashes under another salt, and none for the games checked at the end', async () => {
    const game = stored({
      codTrlJogo: 7,
      questions: [{ dscPergunta: 'A Lua é um satélite.', indRespostaCorreta: 'S' }],
    });
    const [a, b] = await Promise.all([sealOfflineKey(game, salt()), sealOfflineKey(game, salt())]);
    expect((a as { hashes: string[] }).hashes).not.toEqual((b as { hashes: string[] }).hashes);
    for (const other of [
      stored({ codTrlJogo: 2, images: ['/api/files/a', '/api/files/b', '/api/files/c', '/api/files/d'] }),
      stored({ codTrlJogo: 9, sentence: 'O * brilha.', words: ['Sol'], wrongWords: ['mar'] }),
    ])
      expect(await sealOfflineKey(other, salt())).toBeNull();
  });
});
