import type { ReactNode } from 'react';
import type { SchoolClass, UserClass } from '@school/modules/organization/contracts';
import { type Column, DataTable } from '../../shared/table';
import { LoadError } from '../../shared/ui';
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
  classes: { data?: T[]; isPending: boolean; error: Error | null };
  toolbar?: ReactNode;
}

/** A list of classes, searchable by name, unit and school, with why it did not load above it. */
export function ClassTable<T extends ClassRow>({ caption, columns, classes, toolbar }: ClassTableProps<T>) {
  const tx = useClassTexts();
  return (
    <>
      <LoadError error={classes.error} mb="md" />
      <DataTable
        caption={caption}
        columns={columns}
        rows={classes.data}
        rowKey={(c) => c.codBseTurma}
        loading={classes.isPending}
        searchable
        searchLabel={tx('search')}
        toolbar={toolbar}
        minWidth={560}
      />
    </>
  );
}
