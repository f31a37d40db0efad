/**
 * The part of the network a caller may see, as the read models filter their lists by it. The
 * backend derives it from the caller (the same rule as its per-record scope check), so a list
 * never shows a row that a GET of its id would refuse.
 */
export type OrgScope =
  | { kind: 'all' }
  | { kind: 'school'; schoolId: number }
  | { kind: 'unit'; schoolId: number; unitId: number }
  | { kind: 'classes'; classIds: readonly number[] }
  | { kind: 'none' };
