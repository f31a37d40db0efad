import { ModulesContainer } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PROFILES, PROFILE_NAMES, type Profile } from '@school/modules/kernel';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app.js';
import { IdentityService } from '../identity/identity.service.js';
import { PERMISSION_KEY, PUBLIC_KEY } from './permission.decorators.js';

const ALL = ALL_PROFILES;
const MASTER: Profile[] = [1];
/** Profile settings: every profile but Assistente (7). */
const ALL_BUT_ASSISTENTE: Profile[] = [1, 2, 3, 4, 5, 6];
/** Who reads trails, chapters, lessons and contents: the Master and the Professor. */
const READERS: Profile[] = [1, 5];
const PUBLIC = 'public' as const;
const SOME_UUID = '0b9f2f3e-6c1a-4f55-9d7e-0a1b2c3d4e5f';

/**
 * Who may call each route, as the spec gives it. Written out by hand, not derived from the
 * permission map, so that a wrong entry in the map fails here.
 */
const TABLE: {
  method: string;
  path: string;
  route: string;
  allowed: readonly Profile[] | typeof PUBLIC;
  /** The route ends the caller's token: each profile calls it with a token of its own. */
  endsSession?: boolean;
}[] = [
  { method: 'POST', path: '/api/auth/login', route: '/api/auth/login', allowed: PUBLIC },
  { method: 'POST', path: '/api/auth/logout', route: '/api/auth/logout', allowed: ALL, endsSession: true },
  { method: 'GET', path: '/api/health', route: '/api/health', allowed: PUBLIC },
  { method: 'POST', path: '/api/bse_acesso', route: '/api/bse_acesso', allowed: ALL },
  { method: 'GET', path: '/api/bse_acesso', route: '/api/bse_acesso', allowed: MASTER },
  {
    method: 'GET',
    path: '/api/bse_usuario/getMeusDados/x',
    route: '/api/bse_usuario/getMeusDados/:x',
    allowed: ALL,
  },
  {
    method: 'POST',
    path: '/api/bse_usuario/changePassword',
    route: '/api/bse_usuario/changePassword',
    allowed: ALL_BUT_ASSISTENTE,
  },
  {
    method: 'POST',
    path: '/api/bse_usuario/changeData',
    route: '/api/bse_usuario/changeData',
    allowed: ALL_BUT_ASSISTENTE,
  },
  // Users administration: Master, Gestor, Diretor, Coordenador, each within its scope.
  { method: 'GET', path: '/api/bse_usuario', route: '/api/bse_usuario', allowed: [1, 2, 3, 4] },
  { method: 'GET', path: '/api/bse_usuario/999', route: '/api/bse_usuario/:id', allowed: [1, 2, 3, 4] },
  { method: 'POST', path: '/api/bse_usuario', route: '/api/bse_usuario', allowed: [1, 2, 3, 4] },
  {
    method: 'PUT',
    path: '/api/bse_usuario/999',
    route: '/api/bse_usuario/:codBseUsuario',
    allowed: [1, 2, 3, 4],
  },
  { method: 'DELETE', path: '/api/bse_usuario/999', route: '/api/bse_usuario/:id', allowed: [1, 2, 3, 4] },
  {
    method: 'POST',
    path: '/api/bse_usuario/999/desativar',
    route: '/api/bse_usuario/:id/desativar',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'POST',
    path: '/api/bse_usuario/999/reativar',
    route: '/api/bse_usuario/:id/reativar',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'GET',
    path: '/api/bse_usuario/setSequencial/RDMT',
    route: '/api/bse_usuario/setSequencial/:prefix',
    allowed: [1, 2, 3, 4],
  },
  // Bulk creation from a CSV: the spec's route metadata (Master, Diretor, Coordenador).
  {
    method: 'POST',
    path: '/api/bse_usuario/criarUsuariosEmMassa/x',
    route: '/api/bse_usuario/criarUsuariosEmMassa/:x',
    allowed: [1, 3, 4],
  },
  {
    method: 'GET',
    path: `/api/bse_usuario/criarUsuariosEmMassa/${SOME_UUID}`,
    route: '/api/bse_usuario/criarUsuariosEmMassa/:jobId',
    allowed: [1, 3, 4],
  },
  {
    method: 'GET',
    path: `/api/bse_usuario/criarUsuariosEmMassa/${SOME_UUID}/usuarios.csv`,
    route: '/api/bse_usuario/criarUsuariosEmMassa/:jobId/usuarios.csv',
    allowed: [1, 3, 4],
  },
  // Profiles: fixed codes; the user form lists them, the calendar addresses them.
  { method: 'GET', path: '/api/bse_perfil', route: '/api/bse_perfil', allowed: [1, 2, 3, 4] },
  { method: 'GET', path: '/api/bse_perfil/2', route: '/api/bse_perfil/:id', allowed: [1, 2, 3, 4] },
  {
    method: 'GET',
    path: '/api/bse_perfil/perfisCalendario/x',
    route: '/api/bse_perfil/perfisCalendario/:x',
    allowed: ALL_BUT_ASSISTENTE,
  },
  { method: 'POST', path: '/api/bse_perfil', route: '/api/bse_perfil', allowed: MASTER },
  { method: 'PUT', path: '/api/bse_perfil/2', route: '/api/bse_perfil/:codBsePerfil', allowed: MASTER },
  { method: 'DELETE', path: '/api/bse_perfil/2', route: '/api/bse_perfil/:id', allowed: MASTER },
  { method: 'GET', path: '/api/bse_escola', route: '/api/bse_escola', allowed: MASTER },
  { method: 'GET', path: '/api/bse_escola/1', route: '/api/bse_escola/:id', allowed: MASTER },
  { method: 'POST', path: '/api/bse_escola', route: '/api/bse_escola', allowed: MASTER },
  { method: 'PUT', path: '/api/bse_escola/999', route: '/api/bse_escola/:id', allowed: MASTER },
  { method: 'DELETE', path: '/api/bse_escola/999', route: '/api/bse_escola/:id', allowed: MASTER },
  // Units: read by the staff within scope, managed by Master and Gestor.
  { method: 'GET', path: '/api/bse_unidade', route: '/api/bse_unidade', allowed: [1, 2, 3, 4] },
  { method: 'GET', path: '/api/bse_unidade/999', route: '/api/bse_unidade/:id', allowed: [1, 2, 3, 4] },
  {
    method: 'GET',
    path: '/api/bse_unidade/usuariosDaUnidade/999',
    route: '/api/bse_unidade/usuariosDaUnidade/:id',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'GET',
    path: '/api/bse_unidade/unidadesDaEscola/1',
    route: '/api/bse_unidade/unidadesDaEscola/:id',
    allowed: [1, 2, 3, 4],
  },
  { method: 'POST', path: '/api/bse_unidade', route: '/api/bse_unidade', allowed: [1, 2] },
  { method: 'PUT', path: '/api/bse_unidade/999', route: '/api/bse_unidade/:id', allowed: [1, 2] },
  { method: 'DELETE', path: '/api/bse_unidade/999', route: '/api/bse_unidade/:id', allowed: [1, 2] },
  // Addresses and the postal-code lookup (an invalid code: the provider is never called here).
  { method: 'GET', path: '/api/bse_endereco', route: '/api/bse_endereco', allowed: [1, 2] },
  { method: 'GET', path: '/api/bse_endereco/999', route: '/api/bse_endereco/:id', allowed: [1, 2] },
  { method: 'POST', path: '/api/bse_endereco', route: '/api/bse_endereco', allowed: [1, 2] },
  { method: 'PUT', path: '/api/bse_endereco/999', route: '/api/bse_endereco/:id', allowed: [1, 2] },
  { method: 'DELETE', path: '/api/bse_endereco/999', route: '/api/bse_endereco/:id', allowed: [1, 2] },
  { method: 'GET', path: '/api/cep/123', route: '/api/cep/:cep', allowed: [1, 2] },
  // Classes: read 1-5 within scope, create 2-4, edit 2-4, delete 2-3 (spec, section 6).
  { method: 'GET', path: '/api/bse_turma', route: '/api/bse_turma', allowed: [1, 2, 3, 4, 5] },
  { method: 'GET', path: '/api/bse_turma/999', route: '/api/bse_turma/:id', allowed: [1, 2, 3, 4, 5] },
  {
    method: 'GET',
    path: '/api/bse_turma/usuariosDaTurma/999',
    route: '/api/bse_turma/usuariosDaTurma/:id',
    allowed: [1, 2, 3, 4, 5],
  },
  {
    method: 'GET',
    path: '/api/bse_turma/turmasDaUnidade/999',
    route: '/api/bse_turma/turmasDaUnidade/:id',
    allowed: [1, 2, 3, 4, 5],
  },
  { method: 'POST', path: '/api/bse_turma', route: '/api/bse_turma', allowed: [2, 3, 4] },
  { method: 'PUT', path: '/api/bse_turma/999', route: '/api/bse_turma/:id', allowed: [2, 3, 4] },
  { method: 'DELETE', path: '/api/bse_turma/999', route: '/api/bse_turma/:id', allowed: [2, 3] },
  {
    method: 'GET',
    path: '/api/bse_usuario_turma/carregarMinhasTurmas/x',
    route: '/api/bse_usuario_turma/carregarMinhasTurmas/:x',
    allowed: ALL,
  },
  {
    method: 'GET',
    path: '/api/bse_usuario_turma/carregarTurmasDoUsuario/999',
    route: '/api/bse_usuario_turma/carregarTurmasDoUsuario/:id',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'DELETE',
    path: '/api/bse_usuario_turma/999/999',
    route: '/api/bse_usuario_turma/:codBseTurma/:codBseUsuario',
    allowed: [3, 4],
  },
  {
    method: 'POST',
    path: '/api/bse_usuario_turma/turmaAtual/999',
    route: '/api/bse_usuario_turma/turmaAtual/:codBseTurma',
    allowed: [5, 6],
  },
  { method: 'POST', path: '/api/files/images', route: '/api/files/images', allowed: ALL },
  { method: 'GET', path: `/api/files/${SOME_UUID}`, route: '/api/files/:id', allowed: ALL },
  { method: 'POST', path: '/api/bse_suporte', route: '/api/bse_suporte', allowed: ALL_BUT_ASSISTENTE },
  { method: 'GET', path: '/api/bse_suporte', route: '/api/bse_suporte', allowed: [7] },
  { method: 'DELETE', path: '/api/bse_suporte/999', route: '/api/bse_suporte/:id', allowed: [7] },
  // --- content catalogue ---
  ...['trl_tipo_conteudo', 'trl_jogo', 'trl_materia', 'trl_personagem', 'trl_montagem'].map((name) => ({
    method: 'GET',
    path: `/api/${name}`,
    route: `/api/${name}`,
    allowed: ALL_BUT_ASSISTENTE,
  })),
  // --- end content catalogue ---
  // Trails and chapters (decision 0025): the Master authors them, the Professor reads them.
  { method: 'GET', path: '/api/trl_livro', route: '/api/trl_livro', allowed: [1, 5] },
  { method: 'GET', path: '/api/trl_livro/all/-1', route: '/api/trl_livro/all/:year', allowed: [1, 5] },
  // A class's lessons (decision 0028): the staff read them, its Professor changes them.
  {
    method: 'GET',
    path: '/api/trl_livro/loadLivrosNaoAdicionadosDaTurma/999',
    route: '/api/trl_livro/loadLivrosNaoAdicionadosDaTurma/:classId',
    allowed: [1, 2, 3, 4, 5],
  },
  {
    method: 'GET',
    path: '/api/trl_livro_turma/all/999',
    route: '/api/trl_livro_turma/all/:classId',
    allowed: [1, 2, 3, 4, 5],
  },
  {
    method: 'GET',
    path: '/api/trl_livro_turma/comConteudoLivroAtivo/999',
    route: '/api/trl_livro_turma/comConteudoLivroAtivo/:classId',
    allowed: [5, 6],
  },
  {
    method: 'GET',
    path: '/api/trl_livro_turma/999',
    route: '/api/trl_livro_turma/:id',
    allowed: [1, 2, 3, 4, 5],
  },
  {
    method: 'GET',
    path: '/api/trl_livro_turma/progresso/999',
    route: '/api/trl_livro_turma/progresso/:id',
    allowed: [1, 2, 3, 4, 5],
  },
  { method: 'POST', path: '/api/trl_livro_turma', route: '/api/trl_livro_turma', allowed: [5] },
  {
    method: 'POST',
    path: '/api/trl_livro_turma/ativarLivroTurma/999',
    route: '/api/trl_livro_turma/ativarLivroTurma/:id',
    allowed: [5],
  },
  { method: 'PUT', path: '/api/trl_livro_turma/999', route: '/api/trl_livro_turma/:id', allowed: [5] },
  { method: 'DELETE', path: '/api/trl_livro_turma/999', route: '/api/trl_livro_turma/:id', allowed: [5] },
  // News posts (decision 0031): the menu's profiles read them, the Master writes them.
  { method: 'GET', path: '/api/bse_postagem', route: '/api/bse_postagem', allowed: [1, 2, 3, 4, 5] },
  {
    method: 'GET',
    path: '/api/bse_postagem/999',
    route: '/api/bse_postagem/:id',
    allowed: [1, 2, 3, 4, 5],
  },
  { method: 'POST', path: '/api/bse_postagem', route: '/api/bse_postagem', allowed: MASTER },
  { method: 'PUT', path: '/api/bse_postagem/999', route: '/api/bse_postagem/:id', allowed: MASTER },
  { method: 'DELETE', path: '/api/bse_postagem/999', route: '/api/bse_postagem/:id', allowed: MASTER },
  // The calendar (decision 0031): every profile with the menu entry; who sees an event is decided per event.
  { method: 'GET', path: '/api/cld_calendario', route: '/api/cld_calendario', allowed: [1, 2, 3, 4, 5, 6] },
  {
    method: 'POST',
    path: '/api/cld_calendario/filtrar',
    route: '/api/cld_calendario/filtrar',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  {
    method: 'POST',
    path: '/api/cld_calendario/getEventosCalendarioDoDia',
    route: '/api/cld_calendario/getEventosCalendarioDoDia',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  {
    method: 'GET',
    path: '/api/cld_calendario/feed',
    route: '/api/cld_calendario/feed',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  {
    method: 'POST',
    path: '/api/cld_calendario/feed/revogar',
    route: '/api/cld_calendario/feed/revogar',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  // A personal iCalendar feed is read by its secret address, without a session.
  {
    method: 'GET',
    path: '/api/cld_calendario/ical/1-0-x.ics',
    route: '/api/cld_calendario/ical/:file',
    allowed: PUBLIC,
  },
  {
    method: 'GET',
    path: '/api/cld_calendario/999',
    route: '/api/cld_calendario/:id',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  { method: 'POST', path: '/api/cld_calendario', route: '/api/cld_calendario', allowed: [1, 2, 3, 4, 5, 6] },
  {
    method: 'PUT',
    path: '/api/cld_calendario/999',
    route: '/api/cld_calendario/:codCldCalendario',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  {
    method: 'DELETE',
    path: '/api/cld_calendario/999',
    route: '/api/cld_calendario/:id',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  // The forum (decision 0031): profiles 1 to 6 within their school; 1 to 3 open topics.
  { method: 'GET', path: '/api/frm_sala', route: '/api/frm_sala', allowed: [1, 2, 3, 4, 5, 6] },
  { method: 'GET', path: '/api/frm_sala/1', route: '/api/frm_sala/:id', allowed: [1, 2, 3, 4, 5, 6] },
  { method: 'POST', path: '/api/frm_sala', route: '/api/frm_sala', allowed: [1, 2, 3, 4, 5, 6] },
  { method: 'PUT', path: '/api/frm_sala/1', route: '/api/frm_sala/:id', allowed: [1, 2, 3, 4, 5, 6] },
  { method: 'DELETE', path: '/api/frm_sala/1', route: '/api/frm_sala/:id', allowed: [1, 2, 3, 4, 5, 6] },
  {
    method: 'GET',
    path: '/api/frm_topico/topicosDaSala/4',
    route: '/api/frm_topico/topicosDaSala/:roomId',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  { method: 'GET', path: '/api/frm_topico/999', route: '/api/frm_topico/:id', allowed: [1, 2, 3, 4, 5, 6] },
  { method: 'POST', path: '/api/frm_topico', route: '/api/frm_topico', allowed: [1, 2, 3] },
  { method: 'PUT', path: '/api/frm_topico/999', route: '/api/frm_topico/:id', allowed: [1, 2, 3, 4, 5, 6] },
  {
    method: 'DELETE',
    path: '/api/frm_topico/999',
    route: '/api/frm_topico/:id',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  {
    method: 'GET',
    path: '/api/frm_postagem/postagensDoTopico/999',
    route: '/api/frm_postagem/postagensDoTopico/:topicId',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  {
    method: 'GET',
    path: '/api/frm_postagem/999',
    route: '/api/frm_postagem/:id',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  { method: 'POST', path: '/api/frm_postagem', route: '/api/frm_postagem', allowed: [1, 2, 3, 4, 5, 6] },
  {
    method: 'PUT',
    path: '/api/frm_postagem/999',
    route: '/api/frm_postagem/:id',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  {
    method: 'DELETE',
    path: '/api/frm_postagem/999',
    route: '/api/frm_postagem/:id',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  // The chat (decision 0031): every profile; its rooms, decided per user, say what it reaches.
  {
    method: 'GET',
    path: '/api/cht_usuario_sala/listarSalas/x',
    route: '/api/cht_usuario_sala/listarSalas/:x',
    allowed: [1, 2, 3, 4, 5, 6, 7],
  },
  {
    method: 'GET',
    path: '/api/cht_usuario_sala/listarUsuariosSala/x',
    route: '/api/cht_usuario_sala/listarUsuariosSala/:x',
    allowed: [1, 2, 3, 4, 5, 6, 7],
  },
  {
    method: 'GET',
    path: '/api/cht_mensagem/dadosDaMensagem/999',
    route: '/api/cht_mensagem/dadosDaMensagem/:id',
    allowed: [1, 2, 3, 4, 5, 6, 7],
  },
  {
    method: 'GET',
    path: '/api/cht_mensagem/listarMinhasMensagens/x',
    route: '/api/cht_mensagem/listarMinhasMensagens/:x',
    allowed: [1, 2, 3, 4, 5, 6, 7],
  },
  { method: 'POST', path: '/api/cht_mensagem', route: '/api/cht_mensagem', allowed: [1, 2, 3, 4, 5, 6, 7] },
  {
    method: 'DELETE',
    path: '/api/cht_mensagem/999',
    route: '/api/cht_mensagem/:id',
    allowed: [1, 2, 3, 4, 5, 6, 7],
  },
  // Reports (decision 0032): the staff above the classes, each within its scope.
  {
    method: 'POST',
    path: '/api/rel_relatorio/exportar',
    route: '/api/rel_relatorio/exportar',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'GET',
    path: `/api/rel_relatorio/exportar/${SOME_UUID}`,
    route: '/api/rel_relatorio/exportar/:jobId',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'GET',
    path: `/api/rel_relatorio/exportar/${SOME_UUID}/relatorio.csv`,
    route: '/api/rel_relatorio/exportar/:jobId/relatorio.csv',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'POST',
    path: '/api/rel_relatorio/filtrarAcessos',
    route: '/api/rel_relatorio/filtrarAcessos',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'POST',
    path: '/api/rel_relatorio/filtrarAcessos/csv',
    route: '/api/rel_relatorio/filtrarAcessos/csv',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'POST',
    path: '/api/rel_relatorio/filtrarQuantidadeNames',
    route: '/api/rel_relatorio/filtrarQuantidadeNames',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'POST',
    path: '/api/rel_relatorio/filtrarQuantidadeNames/csv',
    route: '/api/rel_relatorio/filtrarQuantidadeNames/csv',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'GET',
    path: '/api/rel_relatorio/quantidade',
    route: '/api/rel_relatorio/quantidade',
    allowed: MASTER,
  },
  {
    method: 'POST',
    path: '/api/rel_relatorio/filtrarQuantidadeGestor',
    route: '/api/rel_relatorio/filtrarQuantidadeGestor',
    allowed: [1, 2],
  },
  {
    method: 'POST',
    path: '/api/rel_relatorio/filtrarQuantidadeDiretor',
    route: '/api/rel_relatorio/filtrarQuantidadeDiretor',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'POST',
    path: '/api/rel_relatorio/filtrarNotas',
    route: '/api/rel_relatorio/filtrarNotas',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'POST',
    path: '/api/rel_relatorio/filtrarNotas/csv',
    route: '/api/rel_relatorio/filtrarNotas/csv',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'POST',
    path: '/api/rel_relatorio/filtrar',
    route: '/api/rel_relatorio/filtrar',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'POST',
    path: '/api/rel_relatorio/filtrar/csv',
    route: '/api/rel_relatorio/filtrar/csv',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'POST',
    path: '/api/rel_relatorio/filtrarAvaliacaoTrilha',
    route: '/api/rel_relatorio/filtrarAvaliacaoTrilha',
    allowed: [1, 2, 3, 4],
  },
  {
    method: 'POST',
    path: '/api/rel_relatorio/filtrarAvaliacaoTrilha/csv',
    route: '/api/rel_relatorio/filtrarAvaliacaoTrilha/csv',
    allowed: [1, 2, 3, 4],
  },
  // The audit console (decision 0032): the Master, a Gestor (its school), a Diretor (its unit).
  { method: 'GET', path: '/api/auditoria/acessos', route: '/api/auditoria/acessos', allowed: [1, 2, 3] },
  {
    method: 'GET',
    path: '/api/auditoria/acessos/csv',
    route: '/api/auditoria/acessos/csv',
    allowed: [1, 2, 3],
  },
  {
    method: 'GET',
    path: '/api/auditoria/historico/usuario/99999',
    route: '/api/auditoria/historico/:tipo/:id',
    allowed: [1, 2, 3],
  },
  // Activities and questions (decision 0030): the staff read the catalogue, the Master writes it.
  { method: 'GET', path: '/api/bse_atividade', route: '/api/bse_atividade', allowed: [1, 2, 3, 4, 5] },
  {
    method: 'GET',
    path: '/api/bse_atividade/999',
    route: '/api/bse_atividade/:id',
    allowed: [1, 2, 3, 4, 5],
  },
  { method: 'POST', path: '/api/bse_atividade', route: '/api/bse_atividade', allowed: MASTER },
  { method: 'PUT', path: '/api/bse_atividade/999', route: '/api/bse_atividade/:id', allowed: MASTER },
  { method: 'DELETE', path: '/api/bse_atividade/999', route: '/api/bse_atividade/:id', allowed: MASTER },
  {
    method: 'GET',
    path: '/api/bse_questao?codBseAtividade=999',
    route: '/api/bse_questao',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  { method: 'GET', path: '/api/bse_questao/999', route: '/api/bse_questao/:id', allowed: [1, 2, 3, 4, 5] },
  { method: 'POST', path: '/api/bse_questao', route: '/api/bse_questao', allowed: MASTER },
  { method: 'PUT', path: '/api/bse_questao/999', route: '/api/bse_questao/:id', allowed: MASTER },
  { method: 'DELETE', path: '/api/bse_questao/999', route: '/api/bse_questao/:id', allowed: MASTER },
  // A class's activities, answers and grades (decision 0030).
  {
    method: 'GET',
    path: '/api/bse_atividade_turma/all/999',
    route: '/api/bse_atividade_turma/all/:classId',
    allowed: [1, 2, 3, 4, 5],
  },
  {
    method: 'GET',
    path: '/api/bse_atividade_turma/999/atividades-ativas',
    route: '/api/bse_atividade_turma/:classId/atividades-ativas',
    allowed: [5, 6],
  },
  { method: 'POST', path: '/api/bse_atividade_turma', route: '/api/bse_atividade_turma', allowed: [5] },
  {
    method: 'PUT',
    path: '/api/bse_atividade_turma/999',
    route: '/api/bse_atividade_turma/:id',
    allowed: [5],
  },
  {
    method: 'DELETE',
    path: '/api/bse_atividade_turma/999',
    route: '/api/bse_atividade_turma/:id',
    allowed: [5],
  },
  {
    method: 'GET',
    path: '/api/bse_questao_resposta/999?codTurma=999',
    route: '/api/bse_questao_resposta/:activityId',
    allowed: [1, 2, 3, 4, 5],
  },
  {
    method: 'GET',
    path: '/api/bse_questao_resposta/respostas/999?codTurma=999&codUsuario=999',
    route: '/api/bse_questao_resposta/respostas/:activityId',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  { method: 'POST', path: '/api/bse_questao_resposta', route: '/api/bse_questao_resposta', allowed: [6] },
  {
    method: 'PUT',
    path: '/api/bse_questao_resposta/999',
    route: '/api/bse_questao_resposta/:questionId',
    allowed: [6],
  },
  {
    method: 'DELETE',
    path: '/api/bse_questao_resposta/999',
    route: '/api/bse_questao_resposta/:id',
    allowed: [6],
  },
  {
    method: 'GET',
    path: '/api/bse_nota?codBseAtividade=999&codBseUsuario=999',
    route: '/api/bse_nota',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  {
    method: 'GET',
    path: '/api/bse_nota/historico?codBseAtividade=999&codBseUsuario=999',
    route: '/api/bse_nota/historico',
    allowed: [1, 2, 3, 4, 5, 6],
  },
  { method: 'POST', path: '/api/bse_nota', route: '/api/bse_nota', allowed: [5] },
  {
    method: 'PUT',
    path: '/api/bse_nota/updateMany/999',
    route: '/api/bse_nota/updateMany/:ids',
    allowed: [5],
  },
  // The player (decision 0029): a class's Professor and students.
  {
    method: 'GET',
    path: '/api/plataforma/turma/999',
    route: '/api/plataforma/turma/:classId',
    allowed: [5, 6],
  },
  { method: 'POST', path: '/api/plataforma/visto', route: '/api/plataforma/visto', allowed: [5, 6] },
  { method: 'POST', path: '/api/plataforma/jogada', route: '/api/plataforma/jogada', allowed: [5, 6] },
  { method: 'POST', path: '/api/plataforma/tentativa', route: '/api/plataforma/tentativa', allowed: [5, 6] },
  { method: 'POST', path: '/api/plataforma/avaliacao', route: '/api/plataforma/avaliacao', allowed: [5, 6] },
  { method: 'GET', path: '/api/trl_livro/999', route: '/api/trl_livro/:id', allowed: [1, 5] },
  { method: 'POST', path: '/api/trl_livro', route: '/api/trl_livro', allowed: MASTER },
  {
    method: 'PUT',
    path: '/api/trl_livro/ativarLivro/999',
    route: '/api/trl_livro/ativarLivro/:id',
    allowed: MASTER,
  },
  {
    method: 'PUT',
    path: '/api/trl_livro/inverterLivros/x',
    route: '/api/trl_livro/inverterLivros/:x',
    allowed: MASTER,
  },
  { method: 'PUT', path: '/api/trl_livro/999', route: '/api/trl_livro/:id', allowed: MASTER },
  { method: 'DELETE', path: '/api/trl_livro/999', route: '/api/trl_livro/:id', allowed: MASTER },
  { method: 'GET', path: '/api/trl_capitulo', route: '/api/trl_capitulo', allowed: [1, 5] },
  {
    method: 'GET',
    path: '/api/trl_capitulo/pegarCapitulosDoLivro/999',
    route: '/api/trl_capitulo/pegarCapitulosDoLivro/:id',
    allowed: [1, 5],
  },
  { method: 'GET', path: '/api/trl_capitulo/999', route: '/api/trl_capitulo/:id', allowed: [1, 5] },
  { method: 'POST', path: '/api/trl_capitulo', route: '/api/trl_capitulo', allowed: MASTER },
  {
    method: 'PUT',
    path: '/api/trl_capitulo/inverterCapitulos/x',
    route: '/api/trl_capitulo/inverterCapitulos/:x',
    allowed: MASTER,
  },
  { method: 'PUT', path: '/api/trl_capitulo/999', route: '/api/trl_capitulo/:id', allowed: MASTER },
  { method: 'DELETE', path: '/api/trl_capitulo/999', route: '/api/trl_capitulo/:id', allowed: MASTER },
  // Lessons and contents (decision 0025): the Master authors them, the Professor reads them.
  ...(
    [
      ['GET', 'trl_aula/pegarAulasDoCapitulo/999', 'trl_aula/pegarAulasDoCapitulo/:id', READERS],
      ['GET', 'trl_aula/editorDoCapitulo/999', 'trl_aula/editorDoCapitulo/:id', READERS],
      ['GET', 'trl_aula/999', 'trl_aula/:id', READERS],
      ['POST', 'trl_aula', 'trl_aula', MASTER],
      ['PUT', 'trl_aula/inverterAulas/x', 'trl_aula/inverterAulas/:x', MASTER],
      ['PUT', 'trl_aula/999', 'trl_aula/:id', MASTER],
      ['DELETE', 'trl_aula/999', 'trl_aula/:id', MASTER],
      ['GET', 'trl_conteudo/conteudosDaAula/999', 'trl_conteudo/conteudosDaAula/:id', READERS],
      ['GET', 'trl_conteudo/999', 'trl_conteudo/:id', READERS],
      ['POST', 'trl_conteudo', 'trl_conteudo', MASTER],
      ['PUT', 'trl_conteudo/inverterConteudos/x', 'trl_conteudo/inverterConteudos/:x', MASTER],
      ['PUT', 'trl_conteudo/999', 'trl_conteudo/:id', MASTER],
      ['DELETE', 'trl_conteudo/999', 'trl_conteudo/:id', MASTER],
      [
        'GET',
        'trl_conteudo_texto/loadInfoConteudoTexto/999',
        'trl_conteudo_texto/loadInfoConteudoTexto/:id',
        READERS,
      ],
      ['POST', 'trl_conteudo_texto', 'trl_conteudo_texto', MASTER],
      ['PUT', 'trl_conteudo_texto/999', 'trl_conteudo_texto/:id', MASTER],
      [
        'GET',
        'trl_conteudo_imagem/loadInfoConteudoImagem/999',
        'trl_conteudo_imagem/loadInfoConteudoImagem/:id',
        READERS,
      ],
      ['POST', 'trl_conteudo_imagem', 'trl_conteudo_imagem', MASTER],
      ['PUT', 'trl_conteudo_imagem/999', 'trl_conteudo_imagem/:id', MASTER],
      [
        'GET',
        'trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/999',
        'trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/:id',
        READERS,
      ],
      ['POST', 'trl_conteudo_personagem_texto', 'trl_conteudo_personagem_texto', MASTER],
      ['PUT', 'trl_conteudo_personagem_texto/999', 'trl_conteudo_personagem_texto/:id', MASTER],
      [
        'GET',
        'trl_conteudo_video/loadInfoConteudoVideo/999',
        'trl_conteudo_video/loadInfoConteudoVideo/:id',
        READERS,
      ],
      ['POST', 'trl_conteudo_video', 'trl_conteudo_video', MASTER],
      ['PUT', 'trl_conteudo_video/999', 'trl_conteudo_video/:id', MASTER],
      [
        'GET',
        'trl_conteudo_montagem/loadInfoConteudoMontagem/999',
        'trl_conteudo_montagem/loadInfoConteudoMontagem/:id',
        READERS,
      ],
      ['POST', 'trl_conteudo_montagem', 'trl_conteudo_montagem', MASTER],
      [
        'GET',
        'trl_conteudo_jogo/loadInfoConteudoJogo/999',
        'trl_conteudo_jogo/loadInfoConteudoJogo/:id',
        READERS,
      ],
      ['POST', 'trl_conteudo_jogo', 'trl_conteudo_jogo', MASTER],
      ['PUT', 'trl_conteudo_jogo/999', 'trl_conteudo_jogo/:id', MASTER],
      ...(['trl_conteudo_jogo_pergunta', 'trl_conteudo_jogo_resposta'] as const).flatMap(
        (part) =>
          [
            ['DELETE', `${part}/apagarParaEditar/999`, `${part}/apagarParaEditar/:id`, MASTER],
            ['POST', part, part, MASTER],
            ['POST', `${part}/imagem`, `${part}/imagem`, MASTER],
            ['PUT', `${part}/999`, `${part}/:id`, MASTER],
            ['PUT', `${part}/imagem/999`, `${part}/imagem/:id`, MASTER],
          ] as const,
      ),
    ] as const
  ).map(([method, path, route, allowed]) => ({
    method,
    path: `/api/${path}`,
    route: `/api/${route}`,
    allowed: [...allowed],
  })),
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
