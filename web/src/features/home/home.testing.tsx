import type { ProfessorHome, StaffHome, StudentHome } from '@school/modules/reporting/contracts';

/** What GET /inicio answers each profile in the home page's tests. */
export const STUDENT_HOME: StudentHome = {
  perfil: 'aluno',
  turma: { codBseTurma: 7, nomTurma: '6º ano A' },
  trilha: {
    codTrlLivro: 3,
    dscTitulo: 'Ciências',
    feitos: 12,
    total: 30,
    percentual: 40,
    continuar: { codTrlConteudo: 55, capitulo: 'O corpo humano', aula: 'O coração' },
  },
  atividades: [
    { codBseAtividade: 9, nomAtividade: 'Tarefa nova' },
    { codBseAtividade: 4, nomAtividade: 'Tarefa antiga' },
  ],
  eventos: [
    {
      codCldCalendario: 1,
      dscTitulo: 'Feira de ciências',
      hexCorEvento: '#00baf2',
      datEvento: '2026-12-10T17:00:00.000Z',
    },
  ],
  desde: '2026-12-01T12:00:00.000Z',
  notas: [
    {
      codBseAtividade: 2,
      nomAtividade: 'Prova do corpo',
      nota: 8.5,
      maximo: 20,
      datNota: '2026-12-02T12:00:00.000Z',
    },
  ],
};

export const PROFESSOR_HOME: ProfessorHome = {
  perfil: 'professor',
  turmas: [
    {
      codBseTurma: 7,
      nomTurma: '6º ano A',
      trilha: { codTrlLivroTurma: 11, codTrlLivro: 3, dscTitulo: 'Ciências', percentual: 25 },
      aguardando: [{ codBseAtividade: 2, nomAtividade: 'Prova do corpo', respostas: 3 }],
    },
    {
      codBseTurma: 8,
      nomTurma: '7º ano A',
      trilha: null,
      aguardando: [{ codBseAtividade: 5, nomAtividade: 'Redação', respostas: 1 }],
    },
  ],
  eventos: [],
};

export const STAFF_HOME: StaffHome = {
  perfil: 'gestao',
  acessosHoje: 4,
  acessosSemana: 19,
  nuncaEntraram: 6,
  suporteAbertos: 2,
  ultimasNotas: [
    {
      nomAluno: 'Bia Souza',
      nomTurma: '6º ano A',
      nomAtividade: 'Prova do corpo',
      maximo: 20,
      nota: 7,
      datNota: '2026-12-02T12:00:00.000Z',
    },
  ],
};
