import { z } from 'zod';
import { recordId, requiredText } from '@school/modules/kernel';

/** The longest trail or chapter title (spec, section 9). */
export const TITLE_MAX = 100;

/**
 * A trail's or chapter's title: trimmed, required ("Ooops!" / "É necessário preencher todos os
 * campos antes de enviar."), at most 100 characters. The web form validates with it too.
 */
export const contentTitleSchema = requiredText(TITLE_MAX, 'trail.fieldsRequired', 'trail.titleMax');

/** An id the legacy client sends and the server does not use (it answers from the path or the session). */
const ignored = z.unknown().optional();

/**
 * POST /api/trl_livro and PUT /api/trl_livro/{id}. `codBseTurma` is accepted and ignored: a trail
 * belongs to the catalogue or to a school, never to a class (decisions 0025 and 0070).
 */
export const trailSchema = z.object({
  dscTitulo: contentTitleSchema,
  codTrlLivro: ignored,
  codBseTurma: ignored,
  codTrlAno: ignored,
});
export type TrailInput = z.output<typeof trailSchema>;

/** A reference to a record as a legacy body sends it: its id, or the record itself. */
const recordRef = (key: string) =>
  z.union([recordId(), z.object({ [key]: recordId() }).transform((r) => r[key] as number)]);

/**
 * The body of a swap (`inverterLivros`, `inverterCapitulos`...): two records of one list, each
 * as its id or the record itself, swap places (`{ livro1, livro2 }`: `swapSchema('livro', 'codTrlLivro')`).
 */
export const swapSchema = <const N extends string>(name: N, key: string) =>
  z.object({ [`${name}1`]: recordRef(key), [`${name}2`]: recordRef(key) } as Record<
    `${N}1` | `${N}2`,
    ReturnType<typeof recordRef>
  >);

/** PUT /api/trl_livro/inverterLivros/x: two trails (ids, or the trails themselves) swap places. */
export const swapTrailsSchema = swapSchema('livro', 'codTrlLivro');
export type SwapTrailsInput = z.output<typeof swapTrailsSchema>;

/** A trail as the API answers it. */
export interface Trail {
  codTrlLivro: number;
  dscTitulo: string;
  numSequencia: number;
  /** Whether PUT /trl_livro/ativarLivro/{id} activated it: 'S' or 'N'. */
  indAtivo: 'S' | 'N';
  /** Legacy fields: trails belong to no class or year (decision 0025), always null. */
  codBseTurma: null;
  codTrlAno: null;
  /** The school that owns it; null: the network's catalogue (decision 0070). */
  codBseEscola: number | null;
  /** Whether the caller may change it (and its chapters, lessons and contents): the server's rule. */
  editable: boolean;
}

/** POST /api/trl_livro/copiar/{id}: the copy, a new trail of the caller's with all of the source. */
export interface TrailCopyAnswer {
  codTrlLivro: number;
}

/** Legacy write answers: 1 done. */
export type TrailWriteAnswer = 1;
