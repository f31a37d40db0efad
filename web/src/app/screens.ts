import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AVAILABLE_SCREENS, type ScreenKey } from '@school/modules/kernel/contracts';
import type { RouteHandle, TitleKey } from '../shared/routing';
import { lazyScreen, ScreenLoadFailed } from './ScreenLoadFailed';

/** A route of a screen; the screen's menu entry (modules/kernel/menu.ts) says who may open it. */
export interface ScreenRoute {
  path: string;
  screen: ScreenKey;
  /** The top bar's name for the route; the menu label by default. */
  title?: TitleKey;
  /** The page, loaded on first visit (its own chunk). */
  load: () => Promise<ComponentType>;
  /** Other screens whose profiles the route admits too (a page two menu entries lead to). */
  alsoFor?: readonly ScreenKey[];
  /** Every signed-in profile may open it, whatever its menu entry says (decision 0047, "Plataforma de Treinamento"). */
  alwaysAllowed?: true;
}

/**
 * Every screen route of the shell. A screen's routes are registered only while its key is in
 * AVAILABLE_SCREENS, the one switch shared with the menu: until then they answer 404.
 */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  {
    path: '/auditoria',
    screen: 'auditoria',
    load: () => import('../features/audit/AuditPage').then((m) => m.AuditPage),
  },
  {
    path: '/relatorio',
    screen: 'relatorios',
    load: () => import('../features/report/ReportPages').then((m) => m.ReportIndexPage),
  },
  {
    path: '/relatorio/acesso',
    screen: 'relatorios',
    load: () => import('../features/report/ReportPages').then((m) => m.AccessReportPage),
  },
  {
    path: '/relatorio/notas',
    screen: 'relatorios',
    load: () => import('../features/report/ReportPages').then((m) => m.GradesReportPage),
  },
  {
    path: '/relatorio/progresso',
    screen: 'relatorios',
    load: () => import('../features/report/ReportPages').then((m) => m.ProgressReportPage),
  },
  {
    path: '/relatorio/avaliacaoTrilha',
    screen: 'relatorios',
    load: () => import('../features/report/ReportPages').then((m) => m.RatingReportPage),
  },
  {
    path: '/relatorio/quantidade',
    screen: 'relatorios',
    load: () => import('../features/report/ReportPages').then((m) => m.QuantityReportPage),
  },
  {
    path: '/chat',
    screen: 'chat',
    load: () => import('../features/chat/ChatPage').then((m) => m.ChatPage),
  },
  {
    path: '/chat/listar',
    screen: 'chat',
    load: () => import('../features/chat/ChatPage').then((m) => m.ChatListRedirect),
  },
  {
    path: '/forum',
    screen: 'forum',
    load: () => import('../features/forum/ForumPages').then((m) => m.ForumIndexRedirect),
  },
  {
    path: '/forum/salas',
    screen: 'forum',
    load: () => import('../features/forum/ForumPages').then((m) => m.ForumRoomsPage),
  },
  {
    path: '/forum/topicos/:id',
    screen: 'forum',
    load: () => import('../features/forum/ForumPages').then((m) => m.ForumTopicsPage),
  },
  {
    path: '/forum/publicar/:id',
    screen: 'forum',
    load: () => import('../features/forum/ForumPages').then((m) => m.ForumPostsPage),
  },
  {
    path: '/calendario',
    screen: 'calendario',
    load: () => import('../features/calendar/CalendarPage').then((m) => m.CalendarIndexRedirect),
  },
  {
    path: '/calendario/listar',
    screen: 'calendario',
    load: () => import('../features/calendar/CalendarPage').then((m) => m.CalendarPage),
  },
  {
    path: '/aprendizado',
    screen: 'aprendizado',
    load: () => import('../features/post/PostListPage').then((m) => m.PostIndexRedirect),
  },
  {
    path: '/aprendizado/listar',
    screen: 'aprendizado',
    load: () => import('../features/post/PostListPage').then((m) => m.PostListPage),
  },
  {
    path: '/aprendizado/visualizar/:id',
    screen: 'aprendizado',
    load: () => import('../features/post/PostViewPage').then((m) => m.PostViewPage),
  },
  {
    path: '/aprendizado/novo',
    screen: 'aprendizado',
    load: () => import('../features/post/PostFormPage').then((m) => m.PostFormPage),
  },
  {
    path: '/aprendizado/alterar/:id',
    screen: 'aprendizado',
    load: () => import('../features/post/PostFormPage').then((m) => m.PostFormPage),
  },
  {
    path: '/escola/listar',
    screen: 'escolas',
    load: () => import('../features/school/SchoolListPage').then((m) => m.SchoolListPage),
  },
  {
    path: '/escola/novo',
    screen: 'escolas',
    load: () => import('../features/school/SchoolFormPage').then((m) => m.SchoolFormPage),
  },
  {
    path: '/escola/alterar/:id',
    screen: 'escolas',
    load: () => import('../features/school/SchoolFormPage').then((m) => m.SchoolFormPage),
  },
  {
    path: '/unidade',
    screen: 'unidades',
    load: () => import('../features/unit/UnitListPage').then((m) => m.UnitIndexRedirect),
  },
  {
    path: '/unidade/listar',
    screen: 'unidades',
    load: () => import('../features/unit/UnitListPage').then((m) => m.UnitListPage),
  },
  {
    path: '/unidade/novo',
    screen: 'unidades',
    load: () => import('../features/unit/UnitFormPage').then((m) => m.UnitFormPage),
  },
  {
    path: '/unidade/alterar/:id',
    screen: 'unidades',
    load: () => import('../features/unit/UnitFormPage').then((m) => m.UnitFormPage),
  },
  {
    path: '/turma',
    screen: 'turmas',
    load: () => import('../features/class/ClassListPage').then((m) => m.ClassIndexRedirect),
  },
  {
    path: '/turma/listar',
    screen: 'turmas',
    load: () => import('../features/class/ClassListPage').then((m) => m.ClassListPage),
  },
  {
    path: '/turma/novo',
    screen: 'turmas',
    load: () => import('../features/class/ClassFormPage').then((m) => m.ClassFormPage),
  },
  {
    path: '/turma/alterar/:id',
    screen: 'turmas',
    load: () => import('../features/class/ClassFormPage').then((m) => m.ClassFormPage),
  },
  {
    path: '/turma/visualizar/:id',
    screen: 'turmas',
    load: () => import('../features/class/ClassStudentsPage').then((m) => m.ClassStudentsPage),
  },
  {
    path: '/livros',
    screen: 'livros',
    load: () => import('../features/trail/TrailListPage').then((m) => m.TrailIndexRedirect),
  },
  {
    path: '/livros/listar',
    screen: 'livros',
    load: () => import('../features/trail/TrailListPage').then((m) => m.TrailListPage),
  },
  {
    path: '/livros/novo',
    screen: 'livros',
    load: () => import('../features/trail/TrailListPage').then((m) => m.TrailNewPage),
  },
  {
    path: '/livros/alterar/:id',
    screen: 'livros',
    load: () => import('../features/trail/TrailListPage').then((m) => m.TrailEditPage),
  },
  {
    path: '/livros/capitulos/doLivro/:id',
    screen: 'livros',
    load: () => import('../features/trail/ChapterListPage').then((m) => m.ChapterListPage),
  },
  {
    path: '/livros/capitulos/alterar/:id',
    screen: 'livros',
    load: () => import('../features/trail/editor/ChapterEditorPage').then((m) => m.ChapterEditorPage),
  },
  {
    path: '/livros/capitulos/visualizar/:id',
    screen: 'livros',
    load: () => import('../features/trail/ChapterViewPage').then((m) => m.ChapterViewPage),
  },
  {
    path: '/aulas',
    screen: 'aulas',
    load: () => import('../features/class-book/ClassBooksPage').then((m) => m.ClassBooksRedirect),
  },
  {
    path: '/aulas/listar',
    screen: 'aulas',
    load: () => import('../features/class-book/ClassBooksPage').then((m) => m.ClassBooksPage),
  },
  {
    path: '/aulas/progresso/:id',
    screen: 'aulas',
    // The class page's progress links (issue 35): the staff who see the class read its trail's progress.
    alsoFor: ['turmas'],
    load: () => import('../features/class-book/ClassProgressPage').then((m) => m.ClassProgressPage),
  },
  {
    path: '/plataforma',
    screen: 'trilha',
    // The spec's "Plataforma de Treinamento", the route the guard always allows (access §2).
    title: 'routes.training',
    alwaysAllowed: true,
    load: () => import('../features/learner/PlayerPage').then((m) => m.PlayerPage),
  },
  {
    path: '/atividade',
    screen: 'atividadesMaster',
    load: () => import('../features/activity/ActivityListPage').then((m) => m.ActivityIndexRedirect),
  },
  {
    path: '/atividade/listar',
    screen: 'atividadesMaster',
    // The Professor writes its own activities there too (decision 0071).
    alsoFor: ['atividadesProfessor'],
    load: () => import('../features/activity/ActivityListPage').then((m) => m.ActivityListPage),
  },
  {
    path: '/questao/listar/:id',
    screen: 'atividadesMaster',
    // The Professor writes its own activities there too (decision 0071).
    alsoFor: ['atividadesProfessor'],
    load: () => import('../features/activity/QuestionListPage').then((m) => m.QuestionListPage),
  },
  {
    path: '/questao/novo/:id',
    screen: 'atividadesMaster',
    // The Professor writes its own activities there too (decision 0071).
    alsoFor: ['atividadesProfessor'],
    load: () => import('../features/activity/QuestionFormPage').then((m) => m.QuestionFormPage),
  },
  {
    path: '/questao/alterar/atividade/:id/questao/:questionId',
    screen: 'atividadesMaster',
    // The Professor writes its own activities there too (decision 0071).
    alsoFor: ['atividadesProfessor'],
    load: () => import('../features/activity/QuestionFormPage').then((m) => m.QuestionFormPage),
  },
  {
    path: '/atividade/ListaProfessor',
    screen: 'atividadesProfessor',
    load: () => import('../features/class-activity/ClassActivitiesPage').then((m) => m.ClassActivitiesPage),
  },
  {
    path: '/atividade/respostas/:id',
    screen: 'atividadesProfessor',
    load: () => import('../features/class-activity/ResponsesPage').then((m) => m.ResponsesPage),
  },
  {
    path: '/atividade/respostas/respostasAluno/:id/:studentId',
    screen: 'atividadesProfessor',
    load: () => import('../features/class-activity/GradeSheetPage').then((m) => m.GradeEntryPage),
  },
  {
    path: '/atividade/respostas/editarNota/:id/:studentId',
    screen: 'atividadesProfessor',
    load: () => import('../features/class-activity/GradeSheetPage').then((m) => m.GradeEditPage),
  },
  {
    path: '/atividade/visualizarQuestoes',
    screen: 'atividadesAluno',
    load: () =>
      import('../features/class-activity/StudentActivitiesPage').then((m) => m.StudentActivitiesPage),
  },
  {
    path: '/atividade/visualizar/:id',
    screen: 'atividadesAluno',
    alsoFor: ['atividadesProfessor', 'atividadesMaster'],
    load: () =>
      import('../features/class-activity/ActivityQuestionsPage').then((m) => m.ActivityQuestionsPage),
  },
  {
    path: '/configuracao',
    screen: 'configuracao',
    load: () => import('../features/profile-settings/SettingsPage').then((m) => m.SettingsPage),
  },
  {
    path: '/usuario',
    screen: 'usuarios',
    load: () => import('../features/user/UserListPage').then((m) => m.UsersIndex),
  },
  {
    path: '/usuario/listar',
    screen: 'usuarios',
    load: () => import('../features/user/UserListPage').then((m) => m.UserListPage),
  },
  {
    path: '/usuario/novo',
    screen: 'usuarios',
    load: () => import('../features/user/UserFormPage').then((m) => m.UserFormPage),
  },
  {
    path: '/usuario/alterar/:id',
    screen: 'usuarios',
    load: () => import('../features/user/UserFormPage').then((m) => m.UserFormPage),
  },
  {
    path: '/usuario/massivo',
    screen: 'usuarios',
    title: 'routes.usersBulk',
    load: () => import('../features/bulk-import/BulkUsersPage').then((m) => m.BulkUsersPage),
  },
  {
    path: '/faleConosco',
    screen: 'faleConosco',
    load: () => import('../features/support-request/SupportFormPage').then((m) => m.SupportIndex),
  },
  {
    path: '/faleConosco/listar',
    screen: 'faleConosco',
    load: () => import('../features/support-request/SupportFormPage').then((m) => m.SupportFormPage),
  },
  {
    path: '/assistencia',
    screen: 'assistencia',
    load: () => import('../features/support-request/SupportDeskPage').then((m) => m.SupportDeskIndex),
  },
  {
    path: '/assistencia/listar',
    screen: 'assistencia',
    load: () => import('../features/support-request/SupportDeskPage').then((m) => m.SupportDeskPage),
  },
];

export function screenRoutes(routes: readonly ScreenRoute[] = SCREEN_ROUTES): RouteObject[] {
  return routes
    .filter((route) => AVAILABLE_SCREENS.has(route.screen))
    .map((route) => ({
      path: route.path,
      handle: {
        title: route.title ?? `menu.${route.screen}`,
        screen: route.screen,
        ...(route.alsoFor ? { alsoFor: route.alsoFor } : {}),
        ...(route.alwaysAllowed ? { alwaysAllowed: true } : {}),
      } satisfies RouteHandle,
      lazy: lazyScreen(route.load),
      ErrorBoundary: ScreenLoadFailed,
    }));
}
