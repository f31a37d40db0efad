import type { ReactNode } from 'react';
import type { SchoolClass, UserClass } from '@school/modules/organization/contracts';
import { type Column, DataTable } from '../../shared/table';
import { useClassTexts } from './texts';

type ClassRow = SchoolClass | UserClass;

/** The columns every list of classes shows: the class, its unit and its school (searched). */
export function classColumns<T extends ClassRow>(tx: ReturnType<typeof useClassTexts>): Column<T>[] {
  return [
    { key: 'name', header: tx('columns.name'), value: (c) => c.nomTurma },
    { key: 'unit', header: tx('columns.unit'), value: (c) => c.nomUnidade },
    { key: 'school', header: tx('columns.school'), value: (c) => c.nomEscola },
  ];
}

export interface ClassTableProps<T extends ClassRow> {
  caption: string;
  columns: Column<T>[];
  /** The classes' query: its rows, whether they load, why they did not. */
  classes: { data?: T[]; isPending: boolean; error: Error | null; refetch: () => unknown };
  toolbar?: ReactNode;
}

/**
 * A list of classes, searchable by name, unit and school; one that did not load gives way to why,
 * with "Recarregar" (decision 0047).
 */
export function ClassTable<T extends ClassRow>({ caption, columns, classes, toolbar }: ClassTableProps<T>) {
  const tx = useClassTexts();
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={classes.data}
      error={classes.error}
      onRetry={() => classes.refetch()}
      rowKey={(c) => c.codBseTurma}
      loading={classes.isPending}
      searchable
      searchLabel={tx('search')}
      toolbar={toolbar}
      minWidth={560}
    />
  );
}
