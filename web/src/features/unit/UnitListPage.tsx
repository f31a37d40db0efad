import { useMemo } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { Unit } from '@school/modules/organization/contracts';
import { Message } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { actionsColumn, type Column, DataTable, RowAction } from '../../shared/table';
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

  const columns = useMemo<Column<Unit>[]>(() => {
    const remove = async (unit: Unit) => {
      if (!(await confirm(tx('confirmDelete', { name: unit.nomUnidade }), { danger: true }))) return;
      deleteUnit(unit.codBseUnidade, {
        onSuccess: () => void notify('success', <Message code="unit.deleted" />),
      });
    };
    return [
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
            <RowAction
              label={tx('edit', { name: u.nomUnidade })}
              icon={IconPencil}
              onClick={() => navigate(`/unidade/alterar/${u.codBseUnidade}`)}
            />
            <RowAction
              label={tx('remove', { name: u.nomUnidade })}
              icon={IconTrash}
              color="red"
              onClick={() => void remove(u)}
            />
          </>
        ),
        110,
      ),
    ];
  }, [tx, navigate, deleteUnit]);

  return (
    <>
      {units.error && (
        <Alert color="red" role="alert" mb="md">
          {units.error instanceof ApiError && !units.error.isNetwork ? (
            units.error.message
          ) : (
            <Message code="generic.server" />
          )}
        </Alert>
      )}
      <DataTable
        caption={tx('caption')}
        columns={columns}
        rows={units.data}
        rowKey={(u) => u.codBseUnidade}
        loading={units.isPending}
        searchable
        searchLabel={tx('search')}
        toolbar={
          <Button component={Link} to="/unidade/novo" leftSection={<IconPlus size={16} aria-hidden />}>
            {tx('add')}
          </Button>
        }
        minWidth={640}
      />
    </>
  );
}
