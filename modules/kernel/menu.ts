import { isAllowed, type Permission } from './permissions.js';

/** The screens of the sidebar, one key each; the web client labels them with `menu.<key>`. */
export type ScreenKey =
  | 'aprendizado'
  | 'escolas'
  | 'unidades'
  | 'turmas'
  | 'usuarios'
  | 'calendario'
  | 'chat'
  | 'assistencia'
  | 'forum'
  | 'livros'
  | 'aulas'
  | 'relatorios'
  | 'auditoria'
  | 'trilha'
  | 'atividadesMaster'
  | 'atividadesProfessor'
  | 'atividadesAluno'
  | 'configuracao'
  | 'faleConosco';

export interface MenuEntry {
  key: ScreenKey;
  /** The spec's label (pt); the web client shows the translation of `menu.<key>`. */
  label: string;
  /** Where the entry leads: the screen's first route. */
  route: string;
  /** Who sees the entry and may open the screen's routes. */
  permission: Permission;
  /** Who sees the entry in the sidebar, when fewer than `permission` (default: the same). */
  menuPermission?: Permission;
}

/**
 * The spec's two label modes of the activities entry (assessment and community, section 1): the
 * product runs in one of them. This is the one setting; the menu and the web's labels follow it.
 */
export const ACTIVITY_LABEL_MODES = {
  avaliacoes: { pt: 'Avaliações', en: 'Assessments', es: 'Evaluaciones' },
  simulados: { pt: 'Simulados', en: 'Mock exams', es: 'Simulacros' },
} as const;
export const ACTIVITY_LABEL_MODE: keyof typeof ACTIVITY_LABEL_MODES = 'avaliacoes';
/** The activities entry's label in each language, in the mode the product runs in. */
export const ACTIVITY_LABEL = ACTIVITY_LABEL_MODES[ACTIVITY_LABEL_MODE];

/** The sidebar table of the spec (access and administration, section 2), in its order. */
export const MENU: readonly MenuEntry[] = [
  {
    key: 'aprendizado',
    label: 'Aprendizado',
    route: '/aprendizado/listar',
    permission: 'screen.aprendizado',
  },
  { key: 'escolas', label: 'Rede de Escolas', route: '/escola/listar', permission: 'screen.escolas' },
  { key: 'unidades', label: 'Unidades', route: '/unidade/listar', permission: 'screen.unidades' },
  { key: 'turmas', label: 'Turmas', route: '/turma/listar', permission: 'screen.turmas' },
  { key: 'usuarios', label: 'Usuários', route: '/usuario/listar', permission: 'screen.usuarios' },
  { key: 'calendario', label: 'Calendário', route: '/calendario', permission: 'screen.calendario' },
  { key: 'chat', label: 'Chat', route: '/chat', permission: 'screen.chat', menuPermission: 'menu.chat' },
  { key: 'assistencia', label: 'Assistencia', route: '/assistencia', permission: 'screen.assistencia' },
  {
    key: 'forum',
    label: 'Fórum',
    route: '/forum/salas',
    permission: 'screen.forum',
    menuPermission: 'menu.forum',
  },
  {
    key: 'livros',
    label: 'Trilhas',
    route: '/livros',
    permission: 'screen.livros',
    menuPermission: 'menu.livros',
  },
  { key: 'aulas', label: 'Trilhas da turma', route: '/aulas', permission: 'screen.aulas' },
  { key: 'relatorios', label: 'Relatórios', route: '/relatorio', permission: 'screen.relatorios' },
  { key: 'auditoria', label: 'Auditoria', route: '/auditoria', permission: 'screen.auditoria' },
  { key: 'trilha', label: 'Trilha', route: '/plataforma', permission: 'screen.trilha' },
  {
    key: 'atividadesMaster',
    label: ACTIVITY_LABEL.pt,
    route: '/atividade/listar',
    permission: 'screen.atividades.master',
  },
  {
    key: 'atividadesProfessor',
    label: ACTIVITY_LABEL.pt,
    route: '/atividade/ListaProfessor',
    permission: 'screen.atividades.professor',
  },
  {
    key: 'atividadesAluno',
    label: ACTIVITY_LABEL.pt,
    route: '/atividade/visualizarQuestoes',
    permission: 'screen.atividades.aluno',
  },
  { key: 'configuracao', label: 'Configurações', route: '/configuracao', permission: 'screen.configuracao' },
  { key: 'faleConosco', label: 'Fale conosco', route: '/faleConosco', permission: 'screen.faleConosco' },
];

/**
 * The screens the web client has now: the one switch that shows a menu entry and registers
 * its routes. An issue that brings a screen adds its key here. /login and /home always exist.
 */
export const AVAILABLE_SCREENS: ReadonlySet<ScreenKey> = new Set<ScreenKey>([
  'aprendizado',
  'escolas',
  'unidades',
  'turmas',
  'usuarios',
  'livros',
  'aulas',
  'calendario',
  'chat',
  'relatorios',
  'auditoria',
  'trilha',
  'atividadesMaster',
  'atividadesProfessor',
  'atividadesAluno',
  'assistencia',
  'configuracao',
  'faleConosco',
  'forum',
]);

export function menuEntry(key: ScreenKey): MenuEntry {
  const entry = MENU.find((e) => e.key === key);
  if (!entry) throw new Error(`No menu entry ${key}`);
  return entry;
}

/** Whether a profile may open a screen: it exists and the permission map admits the profile. */
export function canOpenScreen(key: ScreenKey, profile: number | null | undefined): boolean {
  return AVAILABLE_SCREENS.has(key) && isAllowed(menuEntry(key).permission, profile);
}

/** The sidebar of a profile: the entries of the screens that exist and that the profile may open. */
export function menuFor(profile: number | null | undefined): MenuEntry[] {
  return MENU.filter(
    (entry) =>
      canOpenScreen(entry.key, profile) && isAllowed(entry.menuPermission ?? entry.permission, profile),
  );
}
