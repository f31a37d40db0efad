import { z } from 'zod';

const id = (error: string) => z.coerce.number({ error }).int({ error }).positive({ error });

/** POST /api/trl_livro_turma (criarAula): a trail of the catalogue for a class. */
export const addClassBookSchema = z.object({
  codBseTurma: id('generic.invalid'),
  codTrlLivro: id('classBook.trailRequired'),
});
export type AddClassBookInput = z.output<typeof addClassBookSchema>;

/** PUT /api/trl_livro_turma/{id}: the link's active flag; `S` activates it (ativarAula). */
export const updateClassBookSchema = z.object({ indAtivo: z.enum(['S', 'N']).optional() });

/** A class's lesson as GET /api/trl_livro_turma/all/{classId} answers it. */
export interface ClassBook {
  codTrlLivroTurma: number;
  codTrlLivro: number;
  codBseTurma: number;
  /** `S` for the class's one active lesson. */
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

/** GET /api/trl_livro_turma/progresso/{id}: how far each student of the class is in the lesson's trail. */
export interface ClassProgress {
  codTrlLivroTurma: number;
  codTrlLivro: number;
  dscTitulo: string;
  /** The trail's chapters with content, in order, and how many contents each has. */
  capitulos: { codTrlCapitulo: number; dscTitulo: string; conteudos: number }[];
  alunos: {
    codBseUsuario: number;
    nomUsuario: string;
    cstLogin: string;
    /** The share of each chapter seen, 0 to 100, in the order of `capitulos`. */
    capitulos: number[];
    /** The share of the whole trail seen, 0 to 100. */
    percent: number;
    /** When the student last saw a content of this trail (ISO), or null. */
    ultimaAtividade: string | null;
  }[];
}
