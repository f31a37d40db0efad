import { z } from 'zod';
import { dateField, ID_MAX } from '@school/modules/kernel';

/** The records whose history the audit console reads from their streams. */
export const AUDIT_RECORD_KINDS = ['escola', 'unidade', 'turma', 'usuario', 'livro', 'atividade'] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

/** What the console's pickers look up by name: a record of a kind, or a student (a user of profile 6). */
export const AUDIT_LOOKUP_KINDS = [...AUDIT_RECORD_KINDS, 'aluno'] as const;
export type AuditLookupKind = (typeof AUDIT_LOOKUP_KINDS)[number];

/** GET /api/auditoria/registros: the kind and the text typed (a name's part, a login's beginning or a code). */
export const auditLookupQuerySchema = z.object({
  tipo: z.enum(AUDIT_LOOKUP_KINDS),
  busca: z.string().trim().max(100).default(''),
});

/** One record a picker offers: its code, its name as the screens show it, and what tells it apart. */
export interface AuditRecordOption {
  id: number;
  nome: string;
  /** A user's login, a class's unit, a unit's school, a school's prefix, an activity's trail (null: nothing more). */
  detalhe: string | null;
  /** A user's profile (the others: absent). */
  codBsePerfil?: number;
}

/** How many records a picker offers at most: the caller narrows by typing. */
export const AUDIT_LOOKUP_LIMIT = 20;

/** The access log's outcomes the console filters by: a sign-in, a refusal, a lockout (429). */
export const ACCESS_OUTCOMES = ['sucesso', 'falha', 'bloqueio'] as const;
export type AccessOutcome = (typeof ACCESS_OUTCOMES)[number];

const instant = dateField('instant', 'report.dateInvalid').optional();

/** GET /api/auditoria/acessos (and …/csv): filters and page. */
export const accessAuditQuerySchema = z.object({
  login: z.string().trim().max(50).optional(),
  de: instant,
  ate: instant,
  resultado: z.enum(ACCESS_OUTCOMES).optional(),
  page: z.coerce.number().int().min(1).max(ID_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type AccessAuditQuery = z.output<typeof accessAuditQuerySchema>;

/** One sign-in attempt as the console lists it. */
export interface AccessAuditEntry {
  cstLogin: string;
  codBseUsuario: number | null;
  nomUsuario: string | null;
  indSucesso: 'S' | 'N';
  /** The legacy log's note: Sucesso, Senha incorreta, Usuário desativado, Sem permissão, Bloqueado. */
  txtObservacao: string;
  httpStatus: number;
  ip: string;
  /** ISO. */
  dthAcesso: string;
}

export interface AccessAuditPage {
  items: AccessAuditEntry[];
  total: number;
  page: number;
  size: number;
}

/** The kinds of record an event's data names by id, as `RecordHistoryEntry.nomes` keys them. */
export type AuditNamedKind = 'escola' | 'unidade' | 'turma' | 'usuario' | 'livro' | 'capitulo';

/** The event data fields that name another record by id, and that record's kind. */
export const AUDIT_REFERENCES: Readonly<Record<string, AuditNamedKind>> = {
  codBseEscola: 'escola',
  codBseUnidade: 'unidade',
  codBseTurma: 'turma',
  turmas: 'turma',
  codBseUsuario: 'usuario',
  codTrlLivro: 'livro',
  codTrlCapitulo: 'capitulo',
  capitulos: 'capitulo',
  capitulo1: 'capitulo',
  capitulo2: 'capitulo',
};

/** One event of a record's history (GET /api/auditoria/historico/{tipo}/{id}): what, when, who. */
export interface RecordHistoryEntry {
  /** The event type (SchoolCreated, UserRenamed…). */
  tipo: string;
  /** ISO. */
  quando: string;
  /** Who did it (null: the system itself, a seed or a job). */
  quem: {
    codBseUsuario: number;
    nomUsuario: string | null;
    cstLogin: string | null;
    codBsePerfil: number | null;
  } | null;
  /** The event's data, secrets (password hashes, tokens) removed. */
  dados: Record<string, unknown>;
  /** The event-store position: the figure can be traced to the event. */
  posicao: string;
  /**
   * The names, as the screens show them now, of the records the data names by id, keyed
   * `<kind>-<id>` (kind: escola, unidade, turma, usuario, livro, capitulo); a deleted one is absent.
   */
  nomes: Record<string, string>;
}
