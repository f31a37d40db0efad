import { z } from 'zod';

/** The longest trail or chapter title (spec, section 9). */
export const TITLE_MAX = 100;

/**
 * A trail's or chapter's title: trimmed, required ("Ooops!" / "É necessário preencher todos os
 * campos antes de enviar."), at most 100 characters. The web form validates with it too.
 */
export const contentTitleSchema = z
  .string({ error: 'trail.fieldsRequired' })
  .trim()
  .min(1, { error: 'trail.fieldsRequired' })
  .max(TITLE_MAX, { error: 'trail.titleMax' });

/** An id the legacy client sends and the server does not use (it answers from the path or the session). */
const ignored = z.unknown().optional();

/**
 * POST /api/trl_livro and PUT /api/trl_livro/{id}. `codBseTurma` is accepted and ignored: trails
 * are the network's catalogue, not a class's (decision 0025).
 */
export const trailSchema = z.object({
  dscTitulo: contentTitleSchema,
  codTrlLivro: ignored,
  codBseTurma: ignored,
  codTrlAno: ignored,
});
export type TrailInput = z.output<typeof trailSchema>;

/** A reference to a record as a legacy body sends it: its id, or the record itself. */
export const recordRef = (key: string) =>
  z.union([
    z.coerce.number().int().positive(),
    z.object({ [key]: z.coerce.number().int().positive() }).transform((r) => r[key] as number),
  ]);

/** PUT /api/trl_livro/inverterLivros/x: two trails (ids, or the trails themselves) swap places. */
export const swapTrailsSchema = z.object({
  livro1: recordRef('codTrlLivro'),
  livro2: recordRef('codTrlLivro'),
});
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
}

/** Legacy write answers: 1 done. */
export type TrailWriteAnswer = 1;
