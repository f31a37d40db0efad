import { ModulesContainer } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PROFILES, PROFILE_NAMES, type Profile } from '@school/modules/kernel';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app.js';
import { IdentityService } from '@school/modules/identity/server';
import { PERMISSION_KEY, PUBLIC_KEY } from './permission.decorators.js';

const ALL = ALL_PROFILES;
const MASTER: Profile[] = [1];
/** Profile settings: every profile but Assistente (7). */
const ALL_BUT_ASSISTENTE: Profile[] = [1, 2, 3, 4, 5, 6];
/**
 * Who reads trails, chapters, lessons and contents: the Master and the schools' staff; who
 * authors them: the Master, the Gestor, the Coordenador and the Professor (which trail each may
 * change is decided on the record, decision 0070).
 */
const READERS: Profile[] = [1, 2, 3, 4, 5];
const AUTHORS: Profile[] = [1, 2, 4, 5];
const PUBLIC = 'public' as const;
const SOME_UUID = '0b9f2f3e-6c1a-4f55-9d7e-0a1b2c3d4e5f';

/** The value each route parameter is called with, unless the row gives its path: 999 for the others. */
const SAMPLE: Record<string, string> = {
  x: 'x',
  prefix: 'RDMT',
  jobId: SOME_UUID,
  cep: '123',
  file: '1-0-x.ics',
  tipo: 'usuario',
  roomId: '4',
  year: '-1',
};

interface Row {
  method: string;
  path: string;
  route: string;
  allowed: readonly Profile[] | typeof PUBLIC;
  /** The route ends the caller's token: each profile calls it with a token of its own. */
  endsSession?: boolean;
}

/**
 * A row: `'METHOD /route'` and who may call it. It is called at `path` when given, else at the
 * route with each parameter's sample.
 */
function row(
  call: string,
  allowed: Row['allowed'],
  options: { path?: string; endsSession?: boolean } = {},
): Row {
  const [method, route] = call.split(' ') as [string, string];
  const path = options.path ?? route.replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? '999');
  return { method, path, route, allowed, ...(options.endsSession ? { endsSession: true } : {}) };
}

/**
 * Who may call each route, as the spec gives it. Written out by hand, not derived from the
 * permission map, so that a wrong entry in the map fails here.
 */
const TABLE: Row[] = [
  row('POST /api/auth/login', PUBLIC),
  row('POST /api/auth/esqueci-senha', PUBLIC),
  row('POST /api/auth/logout', ALL, { endsSession: true }),
  row('GET /api/health', PUBLIC),
  row('GET /api/health/live', PUBLIC),
  row('GET /api/health/ready', PUBLIC),
  // Without METRICS_TOKEN (as here) only the Master reads the metrics.
  row('GET /api/metrics', MASTER),
  row('POST /api/bse_acesso', ALL),
  row('GET /api/bse_acesso', MASTER),
  row('GET /api/bse_usuario/getMeusDados/:x', ALL),
  row('POST /api/bse_usuario/changePassword', ALL_BUT_ASSISTENTE),
  row('POST /api/bse_usuario/changeData', ALL_BUT_ASSISTENTE),
  // Users administration: Master, Gestor, Diretor, Coordenador, each within its scope.
  row('GET /api/bse_usuario', [1, 2, 3, 4]),
  row('GET /api/bse_usuario/:id', [1, 2, 3, 4]),
  row('POST /api/bse_usuario', [1, 2, 3, 4]),
  row('PUT /api/bse_usuario/:codBseUsuario', [1, 2, 3, 4]),
  row('DELETE /api/bse_usuario/:id', [1, 2, 3, 4]),
  row('POST /api/bse_usuario/:id/desativar', [1, 2, 3, 4]),
  row('POST /api/bse_usuario/:id/reativar', [1, 2, 3, 4]),
  row('GET /api/bse_usuario/setSequencial/:prefix', [1, 2, 3, 4]),
  // Bulk creation from a CSV: the spec's route metadata (Master, Diretor, Coordenador).
  row('POST /api/bse_usuario/criarUsuariosEmMassa/:x', [1, 3, 4]),
  row('GET /api/bse_usuario/criarUsuariosEmMassa/:jobId', [1, 3, 4]),
  row('GET /api/bse_usuario/criarUsuariosEmMassa/:jobId/usuarios.csv', [1, 3, 4]),
  row('GET /api/bse_usuario/criarUsuariosEmMassa/modelo-usuarios.csv', [1, 3, 4]),
  // Profiles: fixed codes; the user form lists them, the calendar addresses them.
  row('GET /api/bse_perfil', [1, 2, 3, 4]),
  row('GET /api/bse_perfil/:id', [1, 2, 3, 4], { path: '/api/bse_perfil/2' }),
  row('GET /api/bse_perfil/perfisCalendario/:x', ALL_BUT_ASSISTENTE),
  row('POST /api/bse_perfil', MASTER),
  row('PUT /api/bse_perfil/:codBsePerfil', MASTER, { path: '/api/bse_perfil/2' }),
  row('DELETE /api/bse_perfil/:id', MASTER, { path: '/api/bse_perfil/2' }),
  row('GET /api/bse_escola', MASTER),
  row('GET /api/bse_escola/:id', MASTER, { path: '/api/bse_escola/1' }),
  row('POST /api/bse_escola', MASTER),
  row('PUT /api/bse_escola/:id', MASTER),
  row('DELETE /api/bse_escola/:id', MASTER),
  // Units: read by the staff within scope, managed by Master and Gestor.
  row('GET /api/bse_unidade', [1, 2, 3, 4]),
  row('GET /api/bse_unidade/:id', [1, 2, 3, 4]),
  row('GET /api/bse_unidade/usuariosDaUnidade/:id', [1, 2, 3, 4]),
  row('GET /api/bse_unidade/unidadesDaEscola/:id', [1, 2, 3, 4], {
    path: '/api/bse_unidade/unidadesDaEscola/1',
  }),
  row('POST /api/bse_unidade', [1, 2]),
  row('PUT /api/bse_unidade/:id', [1, 2]),
  row('DELETE /api/bse_unidade/:id', [1, 2]),
  // Addresses and the postal-code lookup (an invalid code: the provider is never called here).
  row('GET /api/bse_endereco', [1, 2]),
  row('GET /api/bse_endereco/:id', [1, 2]),
  row('POST /api/bse_endereco', [1, 2]),
  row('PUT /api/bse_endereco/:id', [1, 2]),
  row('DELETE /api/bse_endereco/:id', [1, 2]),
  row('GET /api/cep/:cep', [1, 2]),
  // Classes: read 1-5 within scope, create 2-4, edit 2-4, delete 2-3 (spec, section 6).
  row('GET /api/bse_turma', [1, 2, 3, 4, 5]),
  row('GET /api/bse_turma/:id', [1, 2, 3, 4, 5]),
  row('GET /api/bse_turma/usuariosDaTurma/:id', [1, 2, 3, 4, 5]),
  row('GET /api/bse_turma/turmasDaUnidade/:id', [1, 2, 3, 4, 5]),
  row('GET /api/bse_turma/painel/:id', [1, 2, 3, 4, 5]),
  row('POST /api/bse_turma', [2, 3, 4]),
  row('PUT /api/bse_turma/:id', [2, 3, 4]),
  row('DELETE /api/bse_turma/:id', [2, 3]),
  row('GET /api/bse_usuario_turma/carregarMinhasTurmas/:x', ALL),
  row('GET /api/bse_usuario_turma/carregarTurmasDoUsuario/:id', [1, 2, 3, 4]),
  row('DELETE /api/bse_usuario_turma/:codBseTurma/:codBseUsuario', [3, 4]),
  row('POST /api/bse_usuario_turma/turmaAtual/:codBseTurma', [5, 6]),
  row('POST /api/files/images', ALL),
  row('GET /api/files/:id', ALL, { path: `/api/files/${SOME_UUID}` }),
  row('POST /api/bse_suporte', ALL_BUT_ASSISTENTE),
  row('GET /api/bse_suporte', [7]),
  row('DELETE /api/bse_suporte/:id', [7]),
  // --- content catalogue ---
  ...['trl_tipo_conteudo', 'trl_jogo', 'trl_materia', 'trl_personagem', 'trl_montagem'].map((name) =>
    row(`GET /api/${name}`, ALL_BUT_ASSISTENTE),
  ),
  // --- end content catalogue ---
  // Trails and chapters (decision 0025): the Master authors them, the Professor reads them.
  row('GET /api/trl_livro', READERS),
  row('GET /api/trl_livro/all/:year', READERS),
  // A class's lessons (decision 0028): the staff read them, its Professor changes them.
  row('GET /api/trl_livro/loadLivrosNaoAdicionadosDaTurma/:classId', [1, 2, 3, 4, 5]),
  row('GET /api/trl_livro_turma/all/:classId', [1, 2, 3, 4, 5]),
  row('GET /api/trl_livro_turma/comConteudoLivroAtivo/:classId', [5, 6]),
  row('GET /api/trl_livro_turma/:id', [1, 2, 3, 4, 5]),
  row('GET /api/trl_livro_turma/progresso/:id', [1, 2, 3, 4, 5]),
  row('POST /api/trl_livro_turma', [5]),
  row('POST /api/trl_livro_turma/ativarLivroTurma/:id', [5]),
  row('PUT /api/trl_livro_turma/:id', [5]),
  row('DELETE /api/trl_livro_turma/:id', [5]),
  // News posts (decision 0031): the menu's profiles read them, the Master writes them.
  row('GET /api/bse_postagem', [1, 2, 3, 4, 5]),
  row('GET /api/bse_postagem/:id', [1, 2, 3, 4, 5]),
  row('POST /api/bse_postagem', MASTER),
  row('PUT /api/bse_postagem/:id', MASTER),
  row('DELETE /api/bse_postagem/:id', MASTER),
  // The calendar (decision 0031): every profile with the menu entry; who sees an event is decided per event.
  row('GET /api/cld_calendario', [1, 2, 3, 4, 5, 6]),
  row('POST /api/cld_calendario/filtrar', [1, 2, 3, 4, 5, 6]),
  row('POST /api/cld_calendario/getEventosCalendarioDoDia', [1, 2, 3, 4, 5, 6]),
  row('GET /api/cld_calendario/feed', [1, 2, 3, 4, 5, 6]),
  row('POST /api/cld_calendario/feed/revogar', [1, 2, 3, 4, 5, 6]),
  // A personal iCalendar feed is read by its secret address, without a session.
  row('GET /api/cld_calendario/ical/:file', PUBLIC),
  row('GET /api/cld_calendario/:id', [1, 2, 3, 4, 5, 6]),
  row('POST /api/cld_calendario', [1, 2, 3, 4, 5, 6]),
  row('PUT /api/cld_calendario/:codCldCalendario', [1, 2, 3, 4, 5, 6]),
  row('DELETE /api/cld_calendario/:id', [1, 2, 3, 4, 5, 6]),
  // The forum (decisions 0031, 0075): profiles 1 to 6 within their school; 1 to 5 open topics there.
  row('GET /api/frm_sala', [1, 2, 3, 4, 5, 6]),
  row('GET /api/frm_sala/:id', [1, 2, 3, 4, 5, 6], { path: '/api/frm_sala/1' }),
  row('POST /api/frm_sala', [1, 2, 3, 4, 5, 6]),
  row('PUT /api/frm_sala/:id', [1, 2, 3, 4, 5, 6], { path: '/api/frm_sala/1' }),
  row('DELETE /api/frm_sala/:id', [1, 2, 3, 4, 5, 6], { path: '/api/frm_sala/1' }),
  row('GET /api/frm_topico/topicosDaSala/:roomId', [1, 2, 3, 4, 5, 6]),
  row('GET /api/frm_topico/:id', [1, 2, 3, 4, 5, 6]),
  row('POST /api/frm_topico', [1, 2, 3, 4, 5]),
  row('PUT /api/frm_topico/:id', [1, 2, 3, 4, 5, 6]),
  row('DELETE /api/frm_topico/:id', [1, 2, 3, 4, 5, 6]),
  row('GET /api/frm_postagem/postagensDoTopico/:topicId', [1, 2, 3, 4, 5, 6]),
  row('GET /api/frm_postagem/:id', [1, 2, 3, 4, 5, 6]),
  row('POST /api/frm_postagem', [1, 2, 3, 4, 5, 6]),
  row('PUT /api/frm_postagem/:id', [1, 2, 3, 4, 5, 6]),
  row('DELETE /api/frm_postagem/:id', [1, 2, 3, 4, 5, 6]),
  // The chat (decision 0031): every profile; its rooms, decided per user, say what it reaches.
  row('GET /api/cht_usuario_sala/listarSalas/:x', [1, 2, 3, 4, 5, 6, 7]),
  row('GET /api/cht_usuario_sala/listarUsuariosSala/:x', [1, 2, 3, 4, 5, 6, 7]),
  row('GET /api/cht_mensagem/dadosDaMensagem/:id', [1, 2, 3, 4, 5, 6, 7]),
  row('GET /api/cht_mensagem/listarMinhasMensagens/:x', [1, 2, 3, 4, 5, 6, 7]),
  row('POST /api/cht_mensagem', [1, 2, 3, 4, 5, 6, 7]),
  row('DELETE /api/cht_mensagem/:id', [1, 2, 3, 4, 5, 6, 7]),
  // Reports (decision 0032): the staff above the classes, each within its scope.
  row('POST /api/rel_relatorio/exportar', [1, 2, 3, 4]),
  row('GET /api/rel_relatorio/exportar/:jobId', [1, 2, 3, 4]),
  row('GET /api/rel_relatorio/exportar/:jobId/relatorio.csv', [1, 2, 3, 4]),
  row('POST /api/rel_relatorio/filtrarAcessos', [1, 2, 3, 4]),
  row('POST /api/rel_relatorio/filtrarAcessos/csv', [1, 2, 3, 4]),
  row('POST /api/rel_relatorio/filtrarQuantidadeNames', [1, 2, 3, 4]),
  row('POST /api/rel_relatorio/filtrarQuantidadeNames/csv', [1, 2, 3, 4]),
  row('GET /api/rel_relatorio/quantidade', MASTER),
  row('POST /api/rel_relatorio/filtrarQuantidadeGestor', [1, 2]),
  row('POST /api/rel_relatorio/filtrarQuantidadeDiretor', [1, 2, 3, 4]),
  row('POST /api/rel_relatorio/filtrarNotas', [1, 2, 3, 4]),
  row('POST /api/rel_relatorio/filtrarNotas/csv', [1, 2, 3, 4]),
  row('POST /api/rel_relatorio/filtrar', [1, 2, 3, 4]),
  row('POST /api/rel_relatorio/filtrar/csv', [1, 2, 3, 4]),
  row('POST /api/rel_relatorio/filtrarAvaliacaoTrilha', [1, 2, 3, 4]),
  row('POST /api/rel_relatorio/filtrarAvaliacaoTrilha/csv', [1, 2, 3, 4]),
  row('POST /api/rel_relatorio/filtrarAvaliacaoTrilha/medias', [1, 2, 3, 4]),
  // The home page's blocks (decision 0066): every profile its own.
  row('GET /api/inicio', ALL),
  row('POST /api/inicio/notasVistas', [6]),
  // The header's bell (decision 0065): every profile its own notifications.
  row('GET /api/notificacoes', ALL),
  row('POST /api/notificacoes/lidas', ALL),
  // The audit console (decision 0032): the Master, a Gestor (its school), a Diretor (its unit).
  row('GET /api/auditoria/acessos', [1, 2, 3]),
  row('GET /api/auditoria/acessos/csv', [1, 2, 3]),
  row('GET /api/auditoria/historico/:tipo/:id', [1, 2, 3], {
    path: '/api/auditoria/historico/usuario/99999',
  }),
  row('GET /api/auditoria/registros', [1, 2, 3], { path: '/api/auditoria/registros?tipo=usuario&busca=x' }),
  // Data requests (decision 0061): anyone asks for its own copy and reads its own requests; who may
  // ask for someone else, and an erasure, is decided by the handler (403 inside).
  row('POST /api/privacidade/solicitacoes', ALL),
  row('GET /api/privacidade/solicitacoes', ALL),
  row('GET /api/privacidade/solicitacoes/:id', ALL),
  row('GET /api/privacidade/solicitacoes/:id/dados.zip', ALL),
  // Activities and questions (decisions 0030, 0071): the staff read the catalogue and their school's;
  // the Master writes the catalogue, a Professor its own, a Gestor or Coordenador its school's.
  row('GET /api/bse_atividade', [1, 2, 3, 4, 5]),
  row('GET /api/bse_atividade/:id', [1, 2, 3, 4, 5]),
  row('POST /api/bse_atividade', [1, 2, 4, 5]),
  row('PUT /api/bse_atividade/:id', [1, 2, 4, 5]),
  row('DELETE /api/bse_atividade/:id', [1, 2, 4, 5]),
  row('GET /api/bse_questao', [1, 2, 3, 4, 5, 6], { path: '/api/bse_questao?codBseAtividade=999' }),
  row('GET /api/bse_questao/:id', [1, 2, 3, 4, 5]),
  row('POST /api/bse_questao', [1, 2, 4, 5]),
  row('PUT /api/bse_questao/:id', [1, 2, 4, 5]),
  row('DELETE /api/bse_questao/:id', [1, 2, 4, 5]),
  // A class's activities, answers and grades (decision 0030).
  row('GET /api/bse_atividade_turma/all/:classId', [1, 2, 3, 4, 5]),
  row('GET /api/bse_atividade_turma/:classId/atividades-ativas', [5, 6]),
  row('POST /api/bse_atividade_turma', [5]),
  row('PUT /api/bse_atividade_turma/:id', [5]),
  row('DELETE /api/bse_atividade_turma/:id', [5]),
  row('GET /api/bse_questao_resposta', [1, 2, 3, 4, 5, 6]),
  row('GET /api/bse_questao_resposta/:activityId', [1, 2, 3, 4, 5], {
    path: '/api/bse_questao_resposta/999?codTurma=999',
  }),
  row('GET /api/bse_questao_resposta/respostas/:activityId', [1, 2, 3, 4, 5, 6], {
    path: '/api/bse_questao_resposta/respostas/999?codTurma=999&codUsuario=999',
  }),
  row('POST /api/bse_questao_resposta', [6]),
  row('PUT /api/bse_questao_resposta/:questionId', [6]),
  row('DELETE /api/bse_questao_resposta/:id', [6]),
  row('GET /api/bse_nota', [1, 2, 3, 4, 5, 6], {
    path: '/api/bse_nota?codBseAtividade=999&codBseUsuario=999',
  }),
  row('GET /api/bse_nota/historico/aluno/:id', [1, 2, 3, 4, 5, 6]),
  row('GET /api/bse_nota/historico', [1, 2, 3, 4, 5, 6], {
    path: '/api/bse_nota/historico?codBseAtividade=999&codBseUsuario=999',
  }),
  row('POST /api/bse_nota', [5]),
  row('PUT /api/bse_nota/updateMany/:ids', [5]),
  // The player (decision 0029): a class's Professor and students.
  row('GET /api/plataforma/turma/:classId', [5, 6]),
  row('POST /api/plataforma/visto', [5, 6]),
  row('POST /api/plataforma/jogada', [5, 6]),
  row('POST /api/plataforma/rodada', [5, 6]),
  row('POST /api/plataforma/tentativa', [5, 6]),
  row('POST /api/plataforma/avaliacao', [5, 6]),
  row('POST /api/plataforma/sincronizar', [5, 6]),
  row('GET /api/trl_livro/:id', READERS),
  row('POST /api/trl_livro', AUTHORS),
  row('POST /api/trl_livro/copiar/:id', AUTHORS),
  row('PUT /api/trl_livro/ativarLivro/:id', AUTHORS),
  row('PUT /api/trl_livro/inverterLivros/:x', AUTHORS),
  row('PUT /api/trl_livro/:id', AUTHORS),
  row('DELETE /api/trl_livro/:id', AUTHORS),
  row('GET /api/trl_capitulo', READERS),
  row('GET /api/trl_capitulo/pegarCapitulosDoLivro/:id', READERS),
  row('GET /api/trl_capitulo/:id', READERS),
  row('POST /api/trl_capitulo', AUTHORS),
  row('PUT /api/trl_capitulo/inverterCapitulos/:x', AUTHORS),
  row('PUT /api/trl_capitulo/:id', AUTHORS),
  row('DELETE /api/trl_capitulo/:id', AUTHORS),
  // Lessons and contents (decisions 0025 and 0070): authored and read as their trails.
  row('GET /api/trl_aula/pegarAulasDoCapitulo/:id', READERS),
  row('GET /api/trl_aula/editorDoCapitulo/:id', READERS),
  row('GET /api/trl_aula/:id', READERS),
  row('POST /api/trl_aula', AUTHORS),
  row('PUT /api/trl_aula/inverterAulas/:x', AUTHORS),
  row('PUT /api/trl_aula/:id', AUTHORS),
  row('DELETE /api/trl_aula/:id', AUTHORS),
  row('GET /api/trl_conteudo/conteudosDaAula/:id', READERS),
  row('GET /api/trl_conteudo/:id', READERS),
  row('POST /api/trl_conteudo', AUTHORS),
  row('PUT /api/trl_conteudo/inverterConteudos/:x', AUTHORS),
  row('PUT /api/trl_conteudo/:id', AUTHORS),
  row('DELETE /api/trl_conteudo/:id', AUTHORS),
  row('GET /api/trl_conteudo_texto/loadInfoConteudoTexto/:id', READERS),
  row('POST /api/trl_conteudo_texto', AUTHORS),
  row('PUT /api/trl_conteudo_texto/:id', AUTHORS),
  row('GET /api/trl_conteudo_imagem/loadInfoConteudoImagem/:id', READERS),
  row('POST /api/trl_conteudo_imagem', AUTHORS),
  row('PUT /api/trl_conteudo_imagem/:id', AUTHORS),
  row('GET /api/trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/:id', READERS),
  row('POST /api/trl_conteudo_personagem_texto', AUTHORS),
  row('PUT /api/trl_conteudo_personagem_texto/:id', AUTHORS),
  row('GET /api/trl_conteudo_video/loadInfoConteudoVideo/:id', READERS),
  row('POST /api/trl_conteudo_video', AUTHORS),
  row('PUT /api/trl_conteudo_video/:id', AUTHORS),
  row('GET /api/trl_conteudo_montagem/loadInfoConteudoMontagem/:id', READERS),
  row('POST /api/trl_conteudo_montagem', AUTHORS),
  row('GET /api/trl_conteudo_jogo/loadInfoConteudoJogo/:id', READERS),
  row('POST /api/trl_conteudo_jogo', AUTHORS),
  row('PUT /api/trl_conteudo_jogo/:id', AUTHORS),
  ...(['trl_conteudo_jogo_pergunta', 'trl_conteudo_jogo_resposta'] as const).flatMap((part) => [
    row(`DELETE /api/${part}/apagarParaEditar/:id`, AUTHORS),
    row(`POST /api/${part}`, AUTHORS),
    row(`POST /api/${part}/imagem`, AUTHORS),
    row(`PUT /api/${part}/:id`, AUTHORS),
    row(`PUT /api/${part}/imagem/:id`, AUTHORS),
  ]),
];

function registeredRoutes(t: TestApp): { method: string; route: string; guarded: boolean }[] {
  const routes: { method: string; route: string; guarded: boolean }[] = [];
  const controllers = [...t.app.get(ModulesContainer).values()].flatMap((m) => [...m.controllers.values()]);
  for (const wrapper of controllers) {
    const type = wrapper.metatype as (new () => unknown) | null;
    if (!type) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, type) ?? '');
    const classPermission =
      Reflect.getMetadata(PERMISSION_KEY, type) ?? Reflect.getMetadata(PUBLIC_KEY, type);
    for (const name of Object.getOwnPropertyNames(type.prototype)) {
      const handler = (type.prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (paths === undefined || method === undefined) continue;
      const guarded =
        classPermission !== undefined ||
        Reflect.getMetadata(PERMISSION_KEY, handler) !== undefined ||
        Reflect.getMetadata(PUBLIC_KEY, handler) !== undefined;
      for (const path of [paths].flat()) {
        const route = `/api/${[base, path]
          .map((p) => p.replace(/^\/|\/$/g, ''))
          .filter(Boolean)
          .join('/')}`;
        routes.push({ method: RequestMethod[method], route, guarded });
      }
    }
  }
  return routes;
}

describe('permissions on every route', () => {
  let t: TestApp;
  const tokens = new Map<Profile, string>();
  const signInAs = (profile: Profile) =>
    profile === 1
      ? t.signIn(TEST_ADMIN.login, TEST_ADMIN.password)
      : t.signIn(`RDMT-010${profile}`, 'senha-forte');

  beforeAll(async () => {
    t = await createTestApp('permissions');
    tokens.set(1, await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password));
    const identity = t.app.get(IdentityService);
    for (const profile of ALL_PROFILES.filter((p) => p !== 1)) {
      const login = `RDMT-010${profile}`;
      await identity.createUser(
        {
          cstLogin: login,
          password: 'senha-forte',
          nomUsuario: PROFILE_NAMES[profile],
          codBsePerfil: profile,
          codBseEscola: 1,
          codBseUnidade: null,
          turmas: [],
        },
        null,
      );
      tokens.set(profile, await t.signIn(login, 'senha-forte'));
    }
  });
  afterAll(() => t.close());

  it('lists every route of the app in the table, and each one declares a permission or is public', () => {
    const routes = registeredRoutes(t);
    expect(routes.filter((r) => !r.guarded)).toEqual([]);
    const known = new Set(TABLE.map((r) => `${r.method} ${r.route}`));
    expect(routes.map((r) => `${r.method} ${r.route}`).filter((r) => !known.has(r))).toEqual([]);
  });

  for (const entry of TABLE) {
    it(`${entry.method} ${entry.path}: ${entry.allowed === PUBLIC ? 'public' : entry.allowed.map((p) => PROFILE_NAMES[p]).join(', ')}`, async () => {
      const outcomes: Record<string, number> = {};
      const anonymous = await t.call(entry.method, entry.path, {
        body: entry.method === 'GET' ? undefined : {},
      });
      outcomes.none = anonymous.status;
      for (const profile of ALL_PROFILES) {
        const response = await t.call(entry.method, entry.path, {
          token: entry.endsSession ? await signInAs(profile) : tokens.get(profile),
          body: entry.method === 'GET' ? undefined : {},
        });
        outcomes[PROFILE_NAMES[profile]] = response.status;
      }
      const expected: Record<string, string> = { none: entry.allowed === PUBLIC ? 'passes' : 'refused 401' };
      for (const profile of ALL_PROFILES) {
        expected[PROFILE_NAMES[profile]] =
          entry.allowed === PUBLIC || entry.allowed.includes(profile) ? 'passes' : 'refused 403';
      }
      const seen = Object.fromEntries(
        Object.entries(outcomes).map(([who, status]) => [
          who,
          status === 401 && who === 'none'
            ? 'refused 401'
            : status === 403
              ? 'refused 403'
              : status === 401
                ? 'refused 401'
                : 'passes',
        ]),
      );
      expect(seen).toEqual(expected);
    });
  }
});
