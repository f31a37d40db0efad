import { describe, expect, it } from 'vitest';
import { fieldCodes } from '@school/modules/testing';
import { isMessageCode, translate } from '@school/modules/kernel';
import { CONTENT_MESSAGES } from '../content.messages.js';
import { gameFormSchemas, gameSchemas } from './game-forms.contracts.js';
import { emptyGame, GAME_CODES, GameCode, hiddenWords, isGameCode } from './game-values.contracts.js';

const ref = (n: number) => `/api/files/img-${n}`;
const refs = (count: number, from = 0) => Array.from({ length: count }, (_, i) => ref(from + i));
const file = (type: string, name = 'a') => new File(['x'], name, { type });
const png = file('image/png');
const gif = file('image/gif');
const webp = file('image/webp');
const { byCode } = gameFormSchemas;

describe('the game codes', () => {
  it('are 1 to 10, one per form', () => {
    expect(GAME_CODES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(isGameCode(10)).toBe(true);
    expect(isGameCode(11)).toBe(false);
    expect(Object.keys(byCode).map(Number)).toEqual([...GAME_CODES]);
  });

  it('every game message is in the catalogue, in three languages', () => {
    for (const code of Object.keys(CONTENT_MESSAGES).filter((c) => c.startsWith('game.'))) {
      expect(isMessageCode(code)).toBe(true);
    }
    expect(translate('game.matchingFormat1', 'pt', { count: 2 })).toBe(
      'Existem 2 imagem(s) no grupo 1 com formato inválido. Formatos válidos: jpeg e png',
    );
  });

  it('needs a game ("Selecione um jogo.")', () => {
    expect(fieldCodes(gameFormSchemas.game, { codTrlJogo: 11 })).toEqual({ codTrlJogo: ['game.required'] });
    expect(fieldCodes(gameFormSchemas.game, {})).toEqual({ codTrlJogo: ['game.required'] });
  });
});

describe('true or false (7)', () => {
  const game = (questions: unknown) => fieldCodes(byCode[7], { codTrlJogo: 7, questions });
  const q = (dscPergunta: string, indRespostaCorreta: unknown = 'S') => ({ dscPergunta, indRespostaCorreta });
  it('takes 1 to 4 statements, each with a text and S or N', () => {
    expect(game([q('O sol é uma estrela')])).toEqual({});
    expect(game([q('a'), q('b', 'N'), q('c'), q('d', 'N')])).toEqual({});
    expect(byCode[7].parse({ codTrlJogo: 7, questions: [q(' Lua ')] })).toEqual({
      codTrlJogo: 7,
      questions: [{ dscPergunta: 'Lua', indRespostaCorreta: 'S' }],
    });
  });
  it('"Favor informar as perguntas." for none, an empty text or no answer; at most 4', () => {
    expect(game([])).toEqual({ questions: ['game.trueFalseQuestions'] });
    expect(game(undefined)).toEqual({ questions: ['game.trueFalseQuestions'] });
    expect(game([q('a'), q('  ')])).toEqual({ 'questions.1.dscPergunta': ['game.trueFalseQuestions'] });
    expect(game([q('a', 'X')])).toEqual({ 'questions.0.indRespostaCorreta': ['game.trueFalseQuestions'] });
    expect(game([q('a'), q('b'), q('c'), q('d'), q('e')])).toEqual({ questions: ['game.trueFalseMax'] });
    expect(translate('game.trueFalseQuestions')).toBe('Favor informar as perguntas.');
  });
});

describe('image quiz with four answers (6)', () => {
  const answers = (correct = 0, texts = ['a', 'b', 'c', 'd']) =>
    texts.map((dscResposta, i) => ({ dscResposta, indRespostaCorreta: i === correct ? 'S' : 'N' }));
  const game = (values: object) =>
    fieldCodes(byCode[6], { codTrlJogo: 6, question: 'Qual?', image: null, answers: answers(), ...values });
  it('takes a question of 4 characters or more, four answers, one correct, an optional jpeg or png', () => {
    expect(game({})).toEqual({});
    expect(game({ question: 'Quem', image: png })).toEqual({});
    expect(game({ image: file('image/jpeg') })).toEqual({});
    expect(game({ image: ref(1) })).toEqual({});
    expect(byCode[6].parse({ codTrlJogo: 6, question: 'Qual?', answers: answers() }).image).toBeNull();
  });
  it('"Favor informar a pergunta." under 4 characters', () => {
    expect(game({ question: ' Qu ' })).toEqual({ question: ['game.quizQuestion'] });
    expect(translate('game.quizQuestion')).toBe('Favor informar a pergunta.');
  });
  it('"Favor preencher todos os campos de respostas." for an empty answer or fewer than four', () => {
    expect(game({ answers: answers(0, ['a', '', 'c', 'd']) })).toEqual({
      'answers.1.dscResposta': ['game.quizAnswers'],
    });
    expect(game({ answers: answers(0, ['a', 'b', 'c']) })).toEqual({ answers: ['game.quizAnswers'] });
    expect(translate('game.quizAnswers')).toBe('Favor preencher todos os campos de respostas.');
  });
  it('exactly one answer S', () => {
    expect(game({ answers: answers(9) })).toEqual({ answers: ['game.correctAnswer'] });
    const two = answers(0).map((a) => ({ ...a, indRespostaCorreta: 'S' }));
    expect(game({ answers: two })).toEqual({ answers: ['game.correctAnswer'] });
  });
  it('the image only in jpeg or png', () => {
    expect(game({ image: webp })).toEqual({ image: ['game.jpegPng'] });
    expect(game({ image: 'http://elsewhere/a.png' })).toEqual({ image: ['generic.invalid'] });
  });
});

describe('short answer (1)', () => {
  const game = (question: unknown, answer: unknown) =>
    fieldCodes(byCode[1], { codTrlJogo: 1, question, answer });
  it('takes a question of 4 characters or more and an answer of one or more', () => {
    expect(game('Capital?', 'Brasília')).toEqual({});
    expect(game('Azul', 'x')).toEqual({});
  });
  it('"Favor informar uma pergunta maior." and "Favor informar uma resposta."', () => {
    expect(game('Cor ', ' ')).toEqual({ question: ['game.shortQuestion'], answer: ['game.shortAnswer'] });
    expect(game(undefined, undefined)).toEqual({
      question: ['game.shortQuestion'],
      answer: ['game.shortAnswer'],
    });
    expect(translate('game.shortQuestion')).toBe('Favor informar uma pergunta maior.');
    expect(translate('game.shortAnswer')).toBe('Favor informar uma resposta.');
  });
});

describe('matching images (4)', () => {
  const game = (group1: unknown[], group2: unknown[]) =>
    fieldCodes(byCode[4], { codTrlJogo: 4, group1, group2 });
  it('takes two groups of 1 to 6 images, as many in each', () => {
    expect(game(refs(1), refs(1, 5))).toEqual({});
    expect(game([...refs(5), png], refs(6, 10))).toEqual({});
  });
  it('at least one in each group, the same count', () => {
    expect(game([], refs(1))).toEqual({ group1: ['game.matchingGroup1'] });
    expect(game(refs(1), [])).toEqual({ group2: ['game.matchingGroup2'] });
    expect(game(refs(2), refs(3, 5))).toEqual({ group2: ['game.matchingSameCount'] });
    expect(translate('game.matchingGroup1')).toBe('Favor subir pelo menos 1 imagem no grupo 1.');
    expect(translate('game.matchingGroup2')).toBe('Favor subir pelo menos 1 imagem no grupo 2.');
    expect(translate('game.matchingSameCount')).toBe('Favor subir a mesma quantidade nos dois grupos.');
  });
  it('"Permitido somente até 6 imagens."', () => {
    expect(game(refs(7), refs(7, 10))).toEqual({ group1: ['game.imagesMax6'], group2: ['game.imagesMax6'] });
    expect(translate('game.imagesMax6')).toBe('Permitido somente até 6 imagens.');
  });
  it('counts the images of another format than jpeg and png, per group', () => {
    const result = byCode[4].safeParse({ codTrlJogo: 4, group1: [gif, webp, png], group2: [png, gif, png] });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => ({
      path: i.path,
      message: i.message,
      params: 'params' in i ? i.params : undefined,
    }));
    expect(issues).toEqual([
      { path: ['group1'], message: 'game.matchingFormat1', params: { count: 2 } },
      { path: ['group2'], message: 'game.matchingFormat2', params: { count: 1 } },
    ]);
    expect(translate('game.matchingFormat2', 'pt', { count: 1 })).toBe(
      'Existem 1 imagem(s) no grupo 2 com formato inválido. Formatos válidos: jpeg e png',
    );
  });
});

describe('image set (2)', () => {
  const game = (images: unknown[]) => fieldCodes(byCode[2], { codTrlJogo: 2, images });
  it('takes 4 to 8 images in jpg, png or webp', () => {
    expect(game(refs(4))).toEqual({});
    expect(game([...refs(7), webp])).toEqual({});
  });
  it('"Favor subir 4 imagens ou mais." and "Permitido somente até 8 imagens."', () => {
    expect(game(refs(3))).toEqual({ images: ['game.imageSetMin'] });
    expect(game(refs(9))).toEqual({ images: ['game.imageSetMax'] });
    expect(game([...refs(3), gif])).toEqual({ 'images.3': ['file.unsupported'] });
    expect(translate('game.imageSetMin')).toBe('Favor subir 4 imagens ou mais.');
    expect(translate('game.imageSetMax')).toBe('Permitido somente até 8 imagens.');
  });
});

describe('four hints (3)', () => {
  const game = (hints: unknown[], images: unknown[]) =>
    fieldCodes(byCode[3], { codTrlJogo: 3, hints, images });
  it('takes four hints and four images', () => {
    expect(game(['a', 'b', 'c', 'd'], refs(4))).toEqual({});
  });
  it('"Favor preencher todos os campos de dicas" and "Favor subir 4 imagens."', () => {
    expect(game(['a', ' ', 'c', 'd'], refs(4))).toEqual({ 'hints.1': ['game.hints'] });
    expect(game(['a', 'b', 'c'], refs(3))).toEqual({ hints: ['game.hints'], images: ['game.hintImages'] });
    expect(game(['a', 'b', 'c', 'd'], refs(5))).toEqual({ images: ['game.hintImages'] });
    expect(translate('game.hints')).toBe('Favor preencher todos os campos de dicas');
    expect(translate('game.hintImages')).toBe('Favor subir 4 imagens.');
  });
});

describe('puzzle (5)', () => {
  const game = (images: unknown[]) => fieldCodes(byCode[5], { codTrlJogo: 5, images });
  it('takes one image: "Favor subir uma imagem." / "Permitido somente 1 imagem."', () => {
    expect(game(refs(1))).toEqual({});
    expect(game([])).toEqual({ images: ['game.puzzleImage'] });
    expect(game(refs(2))).toEqual({ images: ['game.puzzleOne'] });
    expect(translate('game.puzzleImage')).toBe('Favor subir uma imagem.');
    expect(translate('game.puzzleOne')).toBe('Permitido somente 1 imagem.');
  });
});

describe('image groups (8)', () => {
  const game = (groups: unknown[]) => fieldCodes(byCode[8], { codTrlJogo: 8, groups });
  it('takes 2 to 6 groups of 2 to 6 images', () => {
    expect(game([refs(2), refs(6, 10)])).toEqual({});
    expect(game(Array.from({ length: 6 }, (_, i) => refs(2, i * 10)))).toEqual({});
  });
  it('"Favor subir pelo menos 2 imagens por grupo.", at most 6 per group, 2 to 6 groups', () => {
    expect(game([refs(2), refs(1, 10)])).toEqual({ 'groups.1': ['game.groupImages'] });
    expect(game([refs(7), refs(2, 10)])).toEqual({ 'groups.0': ['game.imagesMax6'] });
    expect(game([refs(2)])).toEqual({ groups: ['game.groupsCount'] });
    expect(game(Array.from({ length: 7 }, (_, i) => refs(2, i * 10)))).toEqual({
      groups: ['game.groupsCount'],
    });
    expect(translate('game.groupImages')).toBe('Favor subir pelo menos 2 imagens por grupo.');
  });
});

describe('complete the sentence (9)', () => {
  const game = (sentence: unknown, words: unknown[], wrongWords: unknown[] = []) =>
    fieldCodes(byCode[9], { codTrlJogo: 9, sentence, words, wrongWords });
  it('hides one word per asterisk, typed in its field, with up to 8 wrong words', () => {
    expect(hiddenWords('O * nasce no *.')).toBe(2);
    expect(game('O * nasce no *.', ['sol', 'leste'], ['lua'])).toEqual({});
    expect(
      game(
        '*',
        ['a'],
        Array.from({ length: 8 }, (_, i) => `w${i}`),
      ),
    ).toEqual({});
  });
  it('"Favor informar a frase." and "Favor informar uma palavra."', () => {
    expect(game(' ', [])).toEqual({ sentence: ['game.sentence'] });
    expect(fieldCodes(byCode[9], { codTrlJogo: 9, words: [], wrongWords: [] })).toEqual({
      sentence: ['game.sentence'],
    });
    expect(game('O * nasce', [' '], ['lua'])).toEqual({ 'words.0': ['game.word'] });
    expect(game('O * nasce', ['sol'], [''])).toEqual({ 'wrongWords.0': ['game.word'] });
    expect(game('O * nasce no *', ['sol'])).toEqual({ words: ['game.word'] });
    expect(translate('game.sentence')).toBe('Favor informar a frase.');
    expect(translate('game.word')).toBe('Favor informar uma palavra.');
  });
  it('needs an asterisk in the sentence', () => {
    expect(game('O sol nasce', [])).toEqual({ sentence: ['game.sentenceHidden'] });
  });
  it('"Quantidade máxima de palavras (certas ou erradas) é 9."', () => {
    const wrong = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`);
    expect(game('*', ['a'], wrong(9))).toEqual({ wrongWords: ['game.wordsMax'] });
    expect(game('* *', ['a', 'b'], wrong(8))).toEqual({ wrongWords: ['game.wordsMax'] });
    expect(game('* *', ['a', 'b'], wrong(7))).toEqual({});
    expect(translate('game.wordsMax')).toBe('Quantidade máxima de palavras (certas ou erradas) é 9.');
  });
});

describe('image quiz with image answers (10)', () => {
  const answers = (images: unknown[], correct = 0) =>
    images.map((imgResposta, i) => ({ imgResposta, indRespostaCorreta: i === correct ? 'S' : 'N' }));
  const game = (values: object) =>
    fieldCodes(byCode[10], {
      codTrlJogo: 10,
      question: 'Qual é o gato?',
      answers: answers(refs(4)),
      ...values,
    });
  it('takes a question and four image answers, one correct', () => {
    expect(game({})).toEqual({});
    expect(game({ answers: answers([png, webp, ...refs(2)], 3) })).toEqual({});
  });
  it('needs every image, one S, a question of 4 characters', () => {
    expect(game({ answers: answers([null, ...refs(3)]) })).toEqual({
      'answers.0.imgResposta': ['game.quizAnswers'],
    });
    expect(game({ answers: answers(refs(3)) })).toEqual({ answers: ['game.quizAnswers'] });
    expect(game({ answers: answers(refs(4), 7) })).toEqual({ answers: ['game.correctAnswer'] });
    expect(game({ question: 'Um' })).toEqual({ question: ['game.quizQuestion'] });
    expect(game({ answers: answers([gif, ...refs(3)]) })).toEqual({
      'answers.0.imgResposta': ['file.unsupported'],
    });
  });
});

describe('the server’s schemas', () => {
  it('run the same rules and take references only', () => {
    expect(fieldCodes(gameSchemas.byCode[5], { codTrlJogo: 5, images: [] })).toEqual({
      images: ['game.puzzleImage'],
    });
    expect(fieldCodes(gameSchemas.game, { codTrlJogo: 5, images: [ref(1)] })).toEqual({});
    expect(fieldCodes(gameSchemas.game, { codTrlJogo: 5, images: [png] })).toEqual({
      'images.0': ['generic.invalid'],
    });
    expect(
      fieldCodes(gameSchemas.game, { codTrlJogo: 5, images: [{ name: 'a', type: 'image/png' }] }),
    ).toEqual({
      'images.0': ['generic.invalid'],
    });
  });
});

describe('a new game’s form', () => {
  it('starts empty, so that saving it at once shows the form’s messages', () => {
    const codes = (code: (typeof GAME_CODES)[number]) => fieldCodes(byCode[code], emptyGame(code));
    expect(codes(GameCode.ShortAnswer)).toEqual({
      question: ['game.shortQuestion'],
      answer: ['game.shortAnswer'],
    });
    expect(codes(GameCode.ImageSet)).toEqual({ images: ['game.imageSetMin'] });
    expect(codes(GameCode.FourHints)).toEqual({
      'hints.0': ['game.hints'],
      'hints.1': ['game.hints'],
      'hints.2': ['game.hints'],
      'hints.3': ['game.hints'],
      images: ['game.hintImages'],
    });
    expect(codes(GameCode.MatchingImages)).toEqual({
      group1: ['game.matchingGroup1'],
      group2: ['game.matchingGroup2'],
    });
    expect(codes(GameCode.Puzzle)).toEqual({ images: ['game.puzzleImage'] });
    expect(codes(GameCode.Quiz)).toMatchObject({
      question: ['game.quizQuestion'],
      'answers.0.dscResposta': ['game.quizAnswers'],
    });
    expect(emptyGame(GameCode.TrueOrFalse).questions).toHaveLength(2);
    expect(codes(GameCode.TrueOrFalse)).toEqual({
      'questions.0.dscPergunta': ['game.trueFalseQuestions'],
      'questions.1.dscPergunta': ['game.trueFalseQuestions'],
    });
    expect(codes(GameCode.ImageGroups)).toEqual({
      'groups.0': ['game.groupImages'],
      'groups.1': ['game.groupImages'],
    });
    expect(codes(GameCode.CompleteSentence)).toEqual({ sentence: ['game.sentence'] });
    expect(codes(GameCode.ImageQuiz)).toMatchObject({ 'answers.0.imgResposta': ['game.quizAnswers'] });
  });
});
