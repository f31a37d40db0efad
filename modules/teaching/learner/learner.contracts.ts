import { z } from 'zod';
import { recordId } from '@school/modules/kernel';
import type { VideoProvider } from '@school/modules/content/contracts';
import type { OfflineGame, PlayerGame } from './game-play.contracts.js';
import type { TrailProgress } from './trail-progress.rules.js';

const id = recordId();

/** POST /api/plataforma/visto: the student saw a content of its class's active trail. */
export const viewContentSchema = z.object({ codBseTurma: id, codTrlConteudo: id });
export type ViewContentInput = z.output<typeof viewContentSchema>;

/** The fixed rating questions (decision 0029): their codes; their texts are `rating.question.<code>`. */
export const RATING_QUESTIONS = [1, 2, 3] as const;

/** The message code of a rating question's text (`cod_avaliacao`). */
export const ratingQuestionCode = (codAvaliacao: number) =>
  `rating.question.${codAvaliacao}` as `rating.question.${(typeof RATING_QUESTIONS)[number]}`;

/** POST /api/plataforma/avaliacao: a completed chapter's rating, one score (1 to 5) per question. */
export const rateChapterSchema = z.object({
  codBseTurma: id,
  codTrlCapitulo: id,
  avaliacoes: z
    .array(
      z.object({
        codAvaliacao: z.coerce
          .number()
          .int()
          .refine((c) => (RATING_QUESTIONS as readonly number[]).includes(c)),
        numAvaliacao: z.coerce.number().int().min(1).max(5),
      }),
    )
    .length(RATING_QUESTIONS.length)
    .refine((list) => new Set(list.map((a) => a.codAvaliacao)).size === list.length),
});
export type RateChapterInput = z.output<typeof rateChapterSchema>;

/** A content as the player shows it: its type and everything it needs (images as /api/files/<id>). */
export type PlayerContent = { codTrlConteudo: number; numSequencia: number; nomTipo: string } & (
  | { codTrlTipoConteudo: 1; dscTitulo: string; dscTexto: string }
  | { codTrlTipoConteudo: 2; dscTitulo: string; dscImagem: string }
  | {
      codTrlTipoConteudo: 3;
      codTrlJogo: number;
      nomJogo: string;
      /** Its own title, else its game's name (decision 0071). */
      dscTitulo: string;
      dscConteudoJogo: string;
      /** The game without its answer key (decision 0034). */
      jogo: PlayerGame;
      /**
       * What the caller plays it with offline (decision 0077): the key its picks are checked
       * against (hangman, maze, quiz, true or false, image quiz), or rounds of memory and the
       * puzzle drawn in advance; absent for the games checked only at the round's end.
       */
      offline?: OfflineGame;
    }
  | {
      codTrlTipoConteudo: 4;
      entradas: {
        codTrlPersonagem: number;
        nomPersonagem: string;
        imgPersonagem: string;
        dscTexto: string;
      }[];
    }
  | { codTrlTipoConteudo: 5; dscTitulo: string; dscDescricao: string; dscLink: string; player: VideoProvider }
  | { codTrlTipoConteudo: 6; dscTitulo: string; dscTexto: string; nomMontagem: string; imgMontagem: string }
);

export interface PlayerLesson {
  codTrlAula: number;
  dscTitulo: string;
  dscDescricao: string;
  conteudos: PlayerContent[];
}

export interface PlayerChapter {
  codTrlCapitulo: number;
  dscTitulo: string;
  aulas: PlayerLesson[];
}

/**
 * GET /api/plataforma/turma/{classId}: the class's active trail to play, chapter by chapter,
 * with where the caller left off and what it has seen. `capitulos` is empty when the class has
 * no active lesson or it has no content ("Aulas / conteúdos em construção...").
 */
export interface PlayerTrail {
  codBseTurma: number;
  codTrlLivro: number | null;
  dscTitulo: string | null;
  capitulos: PlayerChapter[];
  /** The content the caller saw last in this trail (resume), or null. */
  codTrlConteudoAtual: number | null;
  /** Every content of this trail the caller has seen. */
  vistos: number[];
  /** The chapters the caller completed (every content seen, every game played), and those it rated. */
  concluidos: number[];
  avaliados: number[];
  /** The games of this trail the caller played, with its best result in each (decision 0035). */
  jogos: PlayerGameResult[];
  /** The caller's progress made of those facts: each content's state, each chapter's, what is left. */
  progresso: TrailProgress;
}

/** The caller's best result in a game it played: its rounds, whether one was won, the best score. */
export interface PlayerGameResult {
  codTrlConteudo: number;
  rodadas: number;
  vencido: boolean;
  /** The best round's score, 0 to 100. */
  melhorPontuacao: number;
}
