import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { Unit } from '@school/modules/organization/contracts';
import { Message } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { actionsColumn, AddButton, type Column, DataTable, RowAction } from '../../shared/table';
import { useDeleteUnit, useUnits } from './api';
import { useUnitTexts } from './texts';

/** /unidade: the list. */
export function UnitIndexRedirect() {
  return <Navigate to="/unidade/listar" replace />;
}

/**
 * /unidade/listar: Escola, Unidade and both prefixes, searched over all four; add, edit and
 * delete (with confirmation) for Master and Gestor, within their scope.
 */
export function UnitListPage() {
  const tx = useUnitTexts();
  const navigate = useNavigate();
  const units = useUnits();
  const { mutate: deleteUnit } = useDeleteUnit();

  const columns = useMemo<Column<Unit>[]>(
    () => [
      { key: 'school', header: tx('columns.school'), value: (u) => u.nomEscola },
      { key: 'unit', header: tx('columns.unit'), value: (u) => u.nomUnidade },
      {
        key: 'schoolPrefix',
        header: tx('columns.schoolPrefix'),
        value: (u) => u.cstTxtPrefixoLoginEscola,
      },
      { key: 'unitPrefix', header: tx('columns.unitPrefix'), value: (u) => u.cstTxtPrefixoLogin },
      actionsColumn(
        tx('columns.actions'),
        (u) => (
          <>
            <RowAction.History kind="unidade" id={u.codBseUnidade} name={u.nomUnidade} />
            <RowAction.Edit
              label={tx('edit', { name: u.nomUnidade })}
              onClick={() => navigate(`/unidade/alterar/${u.codBseUnidade}`)}
            />
            <RowAction.Delete
              label={tx('remove', { name: u.nomUnidade })}
              question={tx('confirmDelete', { name: u.nomUnidade })}
              onDelete={() =>
                deleteUnit(u.codBseUnidade, {
                  onSuccess: () => void notify('success', <Message code="unit.deleted" />),
                })
              }
            />
          </>
        ),
        140,
      ),
    ],
    [tx, navigate, deleteUnit],
  );

  return (
    <DataTable
      caption={tx('caption')}
      columns={columns}
      rows={units.data}
      error={units.error}
      onRetry={() => units.refetch()}
      rowKey={(u) => u.codBseUnidade}
      loading={units.isPending}
      searchable
      searchLabel={tx('search')}
      toolbar={<AddButton to="/unidade/novo">{tx('add')}</AddButton>}
      minWidth={640}
    />
  );
}
