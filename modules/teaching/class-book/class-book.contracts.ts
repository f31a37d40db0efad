import { z } from 'zod';
import { requiredId } from '@school/modules/kernel';

const id = requiredId;

/** POST /api/trl_livro_turma (criarAula): a trail of the catalogue for a class. */
export const addClassBookSchema = z.object({
  codBseTurma: id('generic.invalid'),
  codTrlLivro: id('classBook.trailRequired'),
});
export type AddClassBookInput = z.output<typeof addClassBookSchema>;

/** PUT /api/trl_livro_turma/{id}: the link's active flag; `S` activates it (ativarAula). */
export const updateClassBookSchema = z.object({ indAtivo: z.enum(['S', 'N']).optional() });

/** A class's class book as GET /api/trl_livro_turma/all/{classId} answers it. */
export interface ClassBook {
  codTrlLivroTurma: number;
  codTrlLivro: number;
  codBseTurma: number;
  /** `S` for the class's one active class book. */
  indAtivo: 'S' | 'N';
  /** Whether the trail has at least one content (a trail without cannot be activated). */
  comConteudo: boolean;
  /** The trail's title. */
  dscTitulo: string;
}

/** A trail not yet added to a class (`loadLivrosNaoAdicionadosDaTurma`). */
export interface TrailToAdd {
  codTrlLivro: number;
  dscTitulo: string;
  comConteudo: boolean;
}

/**
 * GET /api/trl_livro_turma/progresso/{id}: how far each student of the class is in the class book's
 * trail. A content counts once seen, a game once a round of it was played (won or lost, as the
 * server scored it): 100 % is a chapter completed (decision 0035).
 */
export interface ClassProgress {
  codTrlLivroTurma: number;
  codTrlLivro: number;
  dscTitulo: string;
  /** The trail's chapters with content, in order, how many contents each has, and how many are games. */
  capitulos: { codTrlCapitulo: number; dscTitulo: string; conteudos: number; jogos: number }[];
  alunos: {
    codBseUsuario: number;
    nomUsuario: string;
    cstLogin: string;
    /** The share of each chapter done (contents seen, games played), 0 to 100, in the order of `capitulos`. */
    capitulos: number[];
    /** The share of the whole trail done, 0 to 100. */
    percent: number;
    /** How many of the trail's games the student played (a round, won or lost), and won. */
    jogosJogados: number;
    jogosVencidos: number;
    /** The mean of the student's best score in each game it played, 0 to 100; null before any round. */
    melhorPontuacao: number | null;
    /** When the student last saw a content of this trail or played one of its games (ISO), or null. */
    ultimaAtividade: string | null;
    /** When the student's device last synced a queue that stored something (ISO), or null (decision 0076). */
    ultimaSincronizacao: string | null;
    /** How many of its synced records were done on the device more than a minute before they arrived. */
    registrosAtrasados: number;
  }[];
}
