/** `cod_trl_livro_turma` as an event's data names it: `codTrlLivroTurma`. */
export type CamelOf<C extends string> = C extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<CamelOf<T>>}`
  : C;

/** The columns of the row `R` that a field of the data `D` fills by the naming convention, typed to fit. */
export type FilledBy<R, D> = {
  [C in keyof R & string]-?: CamelOf<C> extends keyof D ? (D[CamelOf<C>] extends R[C] ? C : never) : never;
}[keyof R & string];

/**
 * What a row takes besides its data's fields: every column no field fills (its camelCase name
 * absent, or of another type), and any other whose value differs from its field's.
 */
export type OtherColumns<R, D> = { [C in Exclude<keyof R & string, FilledBy<R, D>>]-?: R[C] } & {
  [C in FilledBy<R, D>]?: R[C];
};

const fields = new Map<string, string>();

/** The field of an event's data a column takes by the naming convention (worked out once per column: every row asks). */
export function fieldOf(column: string): string {
  let field = fields.get(column);
  if (field === undefined) {
    field = column.replace(/_(.)/g, (_, c: string) => c.toUpperCase());
    fields.set(column, field);
  }
  return field;
}

/**
 * A row of the declared columns from an event's data by the naming convention (column
 * `cod_trl_livro_turma` <- field `codTrlLivroTurma`), with `others` for the columns that differ:
 * every column gets a value, in the declared order, as the projector wrote it out by hand.
 */
export function rowFrom<R>(columns: readonly string[], data: object, others: object): R {
  const fields = data as Record<string, unknown>;
  return Object.fromEntries(
    columns.map((c) => [c, c in others ? (others as Record<string, unknown>)[c] : fields[fieldOf(c)]]),
  ) as R;
}

/** Some columns of a row from an event's data by the naming convention (a patch's columns). */
export function columnsFrom<R, D extends object, const C extends FilledBy<R, D>>(
  data: D,
  columns: readonly C[],
): Pick<R, C> {
  const fields = data as Record<string, unknown>;
  return Object.fromEntries(columns.map((c) => [c, fields[fieldOf(c)]])) as Pick<R, C>;
}
