/** What one activity of the class stands at for one student. */
export type ActivityStanding =
  /** Graded: the sum of its questions' current grades, and its maximum (decision 0072). */
  | { codBseAtividade: number; estado: 'nota'; nota: number; maximo: number }
  /** Answered, not graded yet: "a corrigir". */
  | { codBseAtividade: number; estado: 'aCorrigir'; nota: null }
  /** Not answered. */
  | { codBseAtividade: number; estado: 'semResposta'; nota: null };

/** A student's row on the class page. */
export interface ClassOverviewStudent {
  codBseUsuario: number;
  nomUsuario: string;
  cstLogin: string;
  /** The share (0 to 100) of the active trail done; null when the class has no active trail. */
  progresso: number | null;
  /** One per activity of the class, in the order of `atividades`. */
  atividades: ActivityStanding[];
  /** The last successful sign-in (ISO); null when it never signed in. */
  ultimoAcesso: string | null;
}

/** The class page (GET /api/bse_turma/painel/{id}): the class in one place. */
export interface ClassOverview {
  codBseTurma: number;
  nomTurma: string;
  /** The class's active class book, if any. */
  trilha: { codTrlLivroTurma: number; codTrlLivro: number; dscTitulo: string } | null;
  /** The class's activities, in the order added, with how many answers wait for a grade. */
  atividades: { codBseAtividade: number; nomAtividade: string; aCorrigir: number }[];
  alunos: ClassOverviewStudent[];
}
