import { GameCode, type GameValues, type GameValuesOf, unknownGame } from './game-values.contracts.js';

type YesNo = 'S' | 'N';

/** A game answer as stored (spec, section 3): a text or an image, correct (S) or not (N). */
export interface GameAnswer<I = string> {
  dscResposta: string | null;
  imgResposta: I | null;
  indRespostaCorreta: YesNo;
}

/** A game question as stored: a text or an image, and its answers in order. */
export interface GameQuestion<I = string> {
  dscPergunta: string | null;
  imgPergunta: I | null;
  respostas: GameAnswer<I>[];
}

/**
 * The one shape every game is stored in: its code and its questions. Creating or editing a game
 * carries the whole set (editing replaces it, as the legacy "apagar para editar" did).
 */
export interface GameQuestions<I = string> {
  codTrlJogo: GameCode;
  perguntas: GameQuestion<I>[];
}

const textAnswer = <I>(dscResposta: string, correct: YesNo = 'S'): GameAnswer<I> => ({
  dscResposta,
  imgResposta: null,
  indRespostaCorreta: correct,
});
const imageAnswer = <I>(imgResposta: I | null, correct: YesNo = 'S'): GameAnswer<I> => ({
  dscResposta: null,
  imgResposta,
  indRespostaCorreta: correct,
});
const question = <I>(
  dscPergunta: string | null,
  imgPergunta: I | null,
  respostas: GameAnswer<I>[],
): GameQuestion<I> => ({ dscPergunta, imgPergunta, respostas });
/** An image that is both the question and its answer (memory pairs, the puzzle). */
const mirrored = <I>(image: I) => question<I>(null, image, [imageAnswer(image)]);

/** A form's values as the stored questions and answers (decision 0027 says where each field lands). */
export function toQuestions<I>(game: GameValues<I>): GameQuestions<I> {
  const perguntas = ((): GameQuestion<I>[] => {
    switch (game.codTrlJogo) {
      case GameCode.ShortAnswer:
        return [question<I>(game.question, null, [textAnswer<I>(game.answer)])];
      case GameCode.ImageSet:
      case GameCode.Puzzle:
        return game.images.map((image) => mirrored(image));
      case GameCode.FourHints:
        return game.hints.map((hint, i) => question<I>(hint, null, [imageAnswer<I>(game.images[i] ?? null)]));
      case GameCode.MatchingImages:
        return game.group1.map((image, i) =>
          question<I>(null, image, [imageAnswer<I>(game.group2[i] ?? null)]),
        );
      case GameCode.Quiz:
        return [
          question<I>(
            game.question,
            game.image,
            game.answers.map((a) => textAnswer<I>(a.dscResposta, a.indRespostaCorreta)),
          ),
        ];
      case GameCode.TrueOrFalse:
        return game.questions.map((q) =>
          question<I>(q.dscPergunta, null, [
            textAnswer<I>('S', q.indRespostaCorreta === 'S' ? 'S' : 'N'),
            textAnswer<I>('N', q.indRespostaCorreta === 'N' ? 'S' : 'N'),
          ]),
        );
      case GameCode.ImageGroups:
        return game.groups.map((images) =>
          question<I>(
            null,
            null,
            images.map((image) => imageAnswer<I>(image)),
          ),
        );
      case GameCode.CompleteSentence:
        return [
          question<I>(game.sentence, null, [
            ...game.words.map((word) => textAnswer<I>(word, 'S')),
            ...game.wrongWords.map((word) => textAnswer<I>(word, 'N')),
          ]),
        ];
      case GameCode.ImageQuiz:
        return [
          question<I>(
            game.question,
            null,
            game.answers.map((a) => imageAnswer<I>(a.imgResposta, a.indRespostaCorreta)),
          ),
        ];
      default:
        return unknownGame(game);
    }
  })();
  return { codTrlJogo: game.codTrlJogo, perguntas };
}

const texts = <I>(answers: readonly GameAnswer<I>[], correct: YesNo) =>
  answers.filter((a) => a.indRespostaCorreta === correct).map((a) => a.dscResposta ?? '');
const images = <I>(list: readonly (I | null)[]): I[] => list.filter((i): i is I => i !== null);

/** Stored questions and answers as a form's values, to edit a game (the inverse of `toQuestions`). */
export function fromQuestions<I = string>({ codTrlJogo, perguntas }: GameQuestions<I>): GameValues<I> {
  const first = perguntas[0];
  const answers = first?.respostas ?? [];
  const answerImages = perguntas.map((q) => q.respostas[0]?.imgResposta ?? null);
  switch (codTrlJogo) {
    case GameCode.ShortAnswer:
      return { codTrlJogo, question: first?.dscPergunta ?? '', answer: answers[0]?.dscResposta ?? '' };
    case GameCode.ImageSet:
    case GameCode.Puzzle:
      return {
        codTrlJogo,
        images: images(perguntas.map((q) => q.imgPergunta ?? q.respostas[0]?.imgResposta ?? null)),
      } as GameValuesOf<typeof codTrlJogo, I>;
    case GameCode.FourHints:
      return { codTrlJogo, hints: perguntas.map((q) => q.dscPergunta ?? ''), images: images(answerImages) };
    case GameCode.MatchingImages:
      return {
        codTrlJogo,
        group1: images(perguntas.map((q) => q.imgPergunta)),
        group2: images(answerImages),
      };
    case GameCode.Quiz:
      return {
        codTrlJogo,
        question: first?.dscPergunta ?? '',
        image: first?.imgPergunta ?? null,
        answers: answers.map((a) => ({
          dscResposta: a.dscResposta ?? '',
          indRespostaCorreta: a.indRespostaCorreta,
        })),
      };
    case GameCode.TrueOrFalse:
      return {
        codTrlJogo,
        questions: perguntas.map((q) => ({
          dscPergunta: q.dscPergunta ?? '',
          indRespostaCorreta:
            q.respostas.find((a) => a.indRespostaCorreta === 'S')?.dscResposta === 'N' ? 'N' : 'S',
        })),
      };
    case GameCode.ImageGroups:
      return { codTrlJogo, groups: perguntas.map((q) => images(q.respostas.map((a) => a.imgResposta))) };
    case GameCode.CompleteSentence:
      return {
        codTrlJogo,
        sentence: first?.dscPergunta ?? '',
        words: texts(answers, 'S'),
        wrongWords: texts(answers, 'N'),
      };
    case GameCode.ImageQuiz:
      return {
        codTrlJogo,
        question: first?.dscPergunta ?? '',
        answers: answers.map((a) => ({
          imgResposta: a.imgResposta as I,
          indRespostaCorreta: a.indRespostaCorreta,
        })),
      };
    default:
      return unknownGame(codTrlJogo);
  }
}
