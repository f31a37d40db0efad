import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_SCREENS,
  canOpenScreen,
  isAllowed,
  MENU,
  menuFor,
  type ScreenKey,
} from '@school/modules/kernel/contracts';

const [MASTER, GESTOR, DIRETOR, COORD, PROF, ALUNO, ASSIST] = [1, 2, 3, 4, 5, 6, 7];

/** The spec's sidebar table, written out by hand so that a wrong entry in the map fails here. */
const SPEC: Record<ScreenKey, number[]> = {
  aprendizado: [MASTER, GESTOR, DIRETOR, COORD, PROF],
  escolas: [MASTER],
  unidades: [MASTER, GESTOR],
  turmas: [GESTOR, COORD, DIRETOR, PROF],
  usuarios: [MASTER, GESTOR, DIRETOR, COORD],
  calendario: [MASTER, GESTOR, DIRETOR, COORD, PROF, ALUNO],
  // The spec's chat screen admits profile codes 1 to 7; the menu shows it to 3 to 6.
  chat: [MASTER, GESTOR, DIRETOR, COORD, PROF, ALUNO, ASSIST],
  assistencia: [ASSIST],
  // The spec admits profiles 1 to 6 to the forum; the Master's menu has no entry for it.
  forum: [MASTER, GESTOR, DIRETOR, COORD, PROF, ALUNO],
  // Whoever authors trails (decision 0070): the Master the catalogue, a Professor its own, a
  // Gestor or Coordenador its school's.
  livros: [MASTER, GESTOR, COORD, PROF],
  aulas: [PROF],
  relatorios: [MASTER, GESTOR, DIRETOR, COORD],
  // Not in the spec's table: the audit console of issue 14 (decision 0032).
  auditoria: [MASTER, GESTOR, DIRETOR],
  trilha: [PROF, ALUNO],
  atividadesMaster: [MASTER],
  atividadesProfessor: [PROF],
  atividadesAluno: [ALUNO],
  configuracao: [MASTER, GESTOR, DIRETOR, COORD, PROF, ALUNO],
  faleConosco: [MASTER, GESTOR, DIRETOR, COORD, PROF, ALUNO],
};

describe('the menu', () => {
  it('admits exactly the profiles of the spec table, entry by entry', () => {
    for (const entry of MENU) {
      const admitted = [1, 2, 3, 4, 5, 6, 7].filter((p) => isAllowed(entry.permission, p));
      expect([entry.key, admitted]).toEqual([entry.key, [...SPEC[entry.key]].sort()]);
    }
    expect(MENU.map((e) => e.key).sort()).toEqual(Object.keys(SPEC).sort());
  });

  it('shows only the screens that exist now', () => {
    expect([...AVAILABLE_SCREENS].sort()).toEqual([
      'aprendizado',
      'assistencia',
      'atividadesAluno',
      'atividadesMaster',
      'atividadesProfessor',
      'auditoria',
      'aulas',
      'calendario',
      'chat',
      'configuracao',
      'escolas',
      'faleConosco',
      'forum',
      'livros',
      'relatorios',
      'trilha',
      'turmas',
      'unidades',
      'usuarios',
    ]);
    const keys = (profile: number) => menuFor(profile).map((e) => e.key);
    expect(keys(MASTER)).toEqual([
      'aprendizado',
      'escolas',
      'unidades',
      'usuarios',
      'calendario',
      'livros',
      'relatorios',
      'auditoria',
      'atividadesMaster',
      'configuracao',
      'faleConosco',
    ]);
    expect(keys(GESTOR)).toEqual([
      'aprendizado',
      'unidades',
      'turmas',
      'usuarios',
      'calendario',
      'forum',
      'livros',
      'relatorios',
      'auditoria',
      'configuracao',
      'faleConosco',
    ]);
    const unitStaff = [
      'aprendizado',
      'turmas',
      'usuarios',
      'calendario',
      'chat',
      'forum',
      'relatorios',
      'configuracao',
      'faleConosco',
    ];
    expect(keys(DIRETOR)).toEqual(unitStaff.toSpliced(7, 0, 'auditoria'));
    // The Coordenador authors its school's trails (decision 0070).
    expect(keys(COORD)).toEqual(unitStaff.toSpliced(6, 0, 'livros'));
    // The Professor's one "Trilhas da turma" is /aulas; /livros opens from it (its route admits the Professor).
    expect(keys(PROF)).toEqual([
      'aprendizado',
      'turmas',
      'calendario',
      'chat',
      'forum',
      'aulas',
      'trilha',
      'atividadesProfessor',
      'configuracao',
      'faleConosco',
    ]);
    expect(canOpenScreen('livros', PROF)).toBe(true);
    expect(canOpenScreen('forum', MASTER)).toBe(true);
    expect(canOpenScreen('chat', ASSIST)).toBe(true);
    expect(keys(ALUNO)).toEqual([
      'calendario',
      'chat',
      'forum',
      'trilha',
      'atividadesAluno',
      'configuracao',
      'faleConosco',
    ]);
    expect(keys(ASSIST)).toEqual(['assistencia']);
    expect(keys(8)).toEqual([]);
    expect(menuFor(null)).toEqual([]);
  });

  it('leads each entry to its route', () => {
    expect(menuFor(MASTER).map((e) => [e.label, e.route])).toEqual([
      ['Aprendizado', '/aprendizado/listar'],
      ['Rede de Escolas', '/escola/listar'],
      ['Unidades', '/unidade/listar'],
      ['Usuários', '/usuario/listar'],
      ['Calendário', '/calendario'],
      ['Trilhas', '/livros'],
      ['Relatórios', '/relatorio'],
      ['Auditoria', '/auditoria'],
      ['Avaliações', '/atividade/listar'],
      ['Configurações', '/configuracao'],
      ['Fale conosco', '/faleConosco'],
    ]);
  });
});
