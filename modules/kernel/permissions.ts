import { ALL_PROFILES, Profile } from './profiles.js';

const { Master, Gestor, Diretor, Coordenador, Professor, Aluno } = Profile;

/**
 * The one permission map: what each permission admits. The backend guard enforces it on
 * every route (a route without a permission is refused unless declared public), and the web
 * client builds its menu and route guard from the same map.
 */
export const PERMISSIONS = {
  /** Own data, own access details. */
  'session.self': ALL_PROFILES,
  /** The home page's blocks (GET /api/inicio): every profile its own, within its scope (decision 0066). */
  'home.read': ALL_PROFILES,
  /** A student opened its activities and grades: the home page's new grades start after (decision 0066). */
  'home.gradesSeen': [Aluno],
  /** Own profile settings (/configuracao: avatar, password): every profile but Assistente. */
  'settings.self': [Master, Gestor, Diretor, Coordenador, Professor, Aluno],
  /** The access log administrators audit. */
  'access.read': [Master],
  'schools.read': [Master],
  'schools.write': [Master],
  /** Units: read (lists, forms' selects) within scope by the staff; managed by Master and Gestor. */
  'units.read': [Master, Gestor, Diretor, Coordenador],
  'units.write': [Master, Gestor],
  /** Addresses of schools and units, and the postal-code lookup: the unit and school forms. */
  'addresses.read': [Master, Gestor],
  'addresses.write': [Master, Gestor],
  /** Classes (spec, section 6): read within scope, create 2-4, edit 2-4, delete 2-3. */
  'classes.read': [Master, Gestor, Diretor, Coordenador, Professor],
  'classes.create': [Gestor, Diretor, Coordenador],
  'classes.update': [Gestor, Diretor, Coordenador],
  'classes.delete': [Gestor, Diretor],
  /** Another user's classes (the user form) and removing a student from a class (3 and 4). */
  'classes.membersRead': [Master, Gestor, Diretor, Coordenador],
  'classes.membersRemove': [Diretor, Coordenador],
  /** The caller's own classes (every profile; empty for those without classes). */
  'classes.mine': ALL_PROFILES,
  /** The current class switch: teachers, and students (who may belong to more than one class). */
  'classes.chooseCurrent': [Professor, Aluno],
  /**
   * Users (/usuario): the menu shows Usuários to Master, Gestor, Diretor and Coordenador, and
   * each manages the users of its scope (docs/decisions/0010-users-administration.md).
   */
  'users.read': [Master, Gestor, Diretor, Coordenador],
  'users.write': [Master, Gestor, Diretor, Coordenador],
  /**
   * Bulk creation from a CSV (POST /api/bse_usuario/criarUsuariosEmMassa/x and the import's
   * status and result file): the spec's route metadata, Master, Diretor and Coordenador.
   */
  'users.bulk': [Master, Diretor, Coordenador],
  /** The profiles (codes fixed by the platform): the user form lists those the caller may give. */
  'profiles.read': [Master, Gestor, Diretor, Coordenador],
  /** The profiles a calendar event can address: whoever has the calendar. */
  'profiles.calendar': [Master, Gestor, Diretor, Coordenador, Professor, Aluno],
  /** Creating, changing or deleting a profile: routes kept only to answer a clear refusal (405). */
  'profiles.write': [Master],
  // --- content catalogue ---
  /**
   * The content area's reference data (GET /trl_tipo_conteudo, /trl_jogo, /trl_materia,
   * /trl_personagem, /trl_montagem) and the images of its characters and assemblies: every
   * profile that authors, teaches, follows or plays lessons; not the Assistente, whose only
   * screen is the support desk.
   */
  'content.catalogue': [Master, Gestor, Diretor, Coordenador, Professor, Aluno],
  // --- end content catalogue ---
  /**
   * Trails and everything below them (content authoring, decision 0070): the Master authors the
   * network's catalogue, a Professor its own trails, a Gestor or Coordenador its school's (which
   * trail a caller may change is decided on the record); the school's staff read the catalogue
   * and their school's trails; the Aluno and the Assistente are refused.
   */
  'trails.read': [Master, Gestor, Diretor, Coordenador, Professor],
  'trails.write': [Master, Gestor, Coordenador, Professor],
  /**
   * A class's lessons (class-book links, `trl_livro_turma`): its Professor adds, activates and
   * archives them; the staff read them within their scope; the active one (the player's) is
   * read by the class's Professor and students.
   */
  'classBooks.read': [Master, Gestor, Diretor, Coordenador, Professor],
  'classBooks.write': [Professor],
  'classBooks.active': [Professor, Aluno],
  /**
   * Activities and their questions (assessment): the Master authors the network's catalogue, a
   * Professor its own, a Gestor or Coordenador its school's (the record's owner decides, 404
   * otherwise); the staff read the catalogue and their school's (the Professor adds them to its
   * classes). Decisions 0030 and 0071.
   */
  'activities.read': [Master, Gestor, Diretor, Coordenador, Professor],
  'activities.write': [Master, Gestor, Coordenador, Professor],
  /** An activity's questions: the staff with the expected answers, a student those of an activity open in its class, without. */
  'questions.read': [Master, Gestor, Diretor, Coordenador, Professor, Aluno],
  /**
   * A class's activities, answers and grades: its Professor adds and opens activities and grades
   * the answers; the staff read them within their scope; its students answer the open ones and
   * read their own answers and grades.
   */
  'classActivities.read': [Master, Gestor, Diretor, Coordenador, Professor],
  'classActivities.write': [Professor],
  'classActivities.open': [Professor, Aluno],
  'answers.read': [Master, Gestor, Diretor, Coordenador, Professor],
  'answers.own': [Master, Gestor, Diretor, Coordenador, Professor, Aluno],
  'answers.submit': [Aluno],
  'grades.read': [Master, Gestor, Diretor, Coordenador, Professor, Aluno],
  'grades.write': [Professor],
  /** News posts (/aprendizado): the Master writes them; the menu's profiles read them. */
  'posts.read': [Master, Gestor, Diretor, Coordenador, Professor],
  'posts.write': [Master],
  /** The calendar (/calendario): everyone with the menu entry reads and writes events; who sees one is decided per event (decision 0031). */
  'calendar.read': [Master, Gestor, Diretor, Coordenador, Professor, Aluno],
  'calendar.write': [Master, Gestor, Diretor, Coordenador, Professor, Aluno],
  /** The forum: profiles 1 to 6 read and reply within their school (decision 0031); 1 to 5 open topics in their school's rooms (decision 0075). */
  'forum.read': [Master, Gestor, Diretor, Coordenador, Professor, Aluno],
  'forum.topics.write': [Master, Gestor, Diretor, Coordenador, Professor],
  /** Reports (/relatorio, decision 0032): the staff above the classes, each within its scope. */
  'reports.read': [Master, Gestor, Diretor, Coordenador],
  'reports.school': [Master, Gestor],
  'reports.network': [Master],
  /** The audit console (/auditoria): the Master everything, a Gestor its school, a Diretor its unit. */
  'audit.read': [Master, Gestor, Diretor],
  /** The chat: every profile may open it; its rooms (decided per user) say what it holds. */
  'chat.use': [Master, Gestor, Diretor, Coordenador, Professor, Aluno, Profile.Assistente],
  /**
   * Data requests (LGPD, /api/privacidade/solicitacoes): everyone asks for its own copy and sees
   * its own requests; the Master (anyone) and a Gestor (its school's users) record copies and
   * erasures for others and see them in the audit console's "Solicitações de dados" tab.
   */
  'privacy.requests': ALL_PROFILES,
  'privacy.record': [Master, Gestor],
  /** Each person's own notifications (the header's bell, decision 0065). */
  'notifications.own': ALL_PROFILES,
  'files.upload': ALL_PROFILES,
  'files.read': ALL_PROFILES,
  /** "Fale conosco": every profile but Assistente sends support requests. */
  'support.send': [Master, Gestor, Diretor, Coordenador, Professor, Aluno],
  /** The support desk (/assistencia): reads and deletes the requests. */
  'support.desk': [Profile.Assistente],

  // Screens of the web client: the sidebar table of the spec (access and administration,
  // section 2). The menu and the route guard read these (modules/kernel/menu.ts); the API
  // routes behind a screen carry their own permissions above.
  'screen.home': ALL_PROFILES,
  'screen.aprendizado': [
    Profile.Master,
    Profile.Gestor,
    Profile.Diretor,
    Profile.Coordenador,
    Profile.Professor,
  ],
  'screen.escolas': [Profile.Master],
  'screen.unidades': [Profile.Master, Profile.Gestor],
  'screen.turmas': [Profile.Gestor, Profile.Diretor, Profile.Coordenador, Profile.Professor],
  'screen.usuarios': [Profile.Master, Profile.Gestor, Profile.Diretor, Profile.Coordenador],
  /** /usuario/massivo: the page redirects to /home unless the profile is 3 or 4 (spec, section 6). */
  'screen.usuarios.massivo': [Profile.Diretor, Profile.Coordenador],
  'screen.calendario': ALL_PROFILES.filter((p) => p !== Profile.Assistente),
  /** The chat's route admits every profile (the spec: codes 1 to 7); its menu entry is 3 to 6's. */
  'screen.chat': ALL_PROFILES,
  'menu.chat': [Profile.Diretor, Profile.Coordenador, Profile.Professor, Profile.Aluno],
  'screen.assistencia': [Profile.Assistente],
  /** The forum's routes admit profiles 1 to 6 (the spec); the Master has no menu entry for it. */
  'screen.forum': [
    Profile.Master,
    Profile.Gestor,
    Profile.Diretor,
    Profile.Coordenador,
    Profile.Professor,
    Profile.Aluno,
  ],
  'menu.forum': [Profile.Gestor, Profile.Diretor, Profile.Coordenador, Profile.Professor, Profile.Aluno],
  /**
   * /livros: whoever authors trails (decision 0070): each sees the catalogue and its school's
   * trails, with authoring controls on those it may change.
   */
  'screen.livros': [Profile.Master, Profile.Gestor, Profile.Coordenador, Profile.Professor],
  /** The sidebar's /livros entry: the Professor's "Aulas" is /aulas, which leads to /livros. */
  'menu.livros': [Profile.Master, Profile.Gestor, Profile.Coordenador],
  'screen.aulas': [Profile.Professor],
  'screen.relatorios': [Profile.Master, Profile.Gestor, Profile.Diretor, Profile.Coordenador],
  /** Not in the spec's menu: the audit console issue 14 adds (decision 0032). */
  'screen.auditoria': [Profile.Master, Profile.Gestor, Profile.Diretor],
  'screen.trilha': [Profile.Professor, Profile.Aluno],
  'screen.atividades.master': [Profile.Master],
  'screen.atividades.professor': [Profile.Professor],
  'screen.atividades.aluno': [Profile.Aluno],
  // The spec's quirk: settings and "Fale conosco" are for everyone but Assistente.
  'screen.configuracao': ALL_PROFILES.filter((p) => p !== Profile.Assistente),
  'screen.faleConosco': ALL_PROFILES.filter((p) => p !== Profile.Assistente),
} as const satisfies Record<string, readonly Profile[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isAllowed(permission: Permission, profile: number | null | undefined): boolean {
  return profile != null && (PERMISSIONS[permission] as readonly number[]).includes(profile);
}
