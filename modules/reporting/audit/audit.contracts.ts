import { z } from 'zod';

/** The records whose history the audit console reads from their streams. */
export const AUDIT_RECORD_KINDS = ['escola', 'unidade', 'turma', 'usuario', 'livro', 'atividade'] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

/** The access log's outcomes the console filters by: a sign-in, a refusal, a lockout (429). */
export const ACCESS_OUTCOMES = ['sucesso', 'falha', 'bloqueio'] as const;
export type AccessOutcome = (typeof ACCESS_OUTCOMES)[number];

const instant = z.iso.datetime({ offset: true, error: 'report.dateInvalid' }).optional();

/** GET /api/auditoria/acessos (and …/csv): filters and page. */
export const accessAuditQuerySchema = z.object({
  login: z.string().trim().max(50).optional(),
  de: instant,
  ate: instant,
  resultado: z.enum(ACCESS_OUTCOMES).optional(),
  page: z.coerce.number().int().min(1).default(1),
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
}
