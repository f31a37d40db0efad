import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROTECTED_SCHOOL_ID, type School } from '@school/modules/organization/contracts';
import { notify } from '../../shared/notify';
import { AddButton, type Column, DataTable, RowAction, RowActions } from '../../shared/table';
import { useDeleteSchool, useSchools } from './api';
import { SchoolText, useSchoolTexts } from './texts';

/**
 * /escola/listar (Rede de Escolas, Master): the schools with their prefix, searched by name;
 * add, edit and delete (after a confirmation). School 1, the network itself, has no actions.
 */
export function SchoolListPage() {
  const { t } = useTranslation();
  const ts = useSchoolTexts();
  const schools = useSchools();
  const { mutate: deleteSchool } = useDeleteSchool();

  const columns = useMemo(
    (): Column<School>[] => [
      { key: 'nomEscola', header: ts('name'), value: (s) => s.nomEscola },
      // Shown, not searched: the spec's search is by name.
      { key: 'cstTxtPrefixoLogin', header: ts('prefix'), cell: (s) => s.cstTxtPrefixoLogin, width: '9rem' },
      {
        key: 'actions',
        header: t('table.actions'),
        align: 'right',
        width: '1%',
        cell: (s) =>
          s.codBseEscola === PROTECTED_SCHOOL_ID ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {ts('mainSchool')}
            </Text>
          ) : (
            <RowActions>
              <RowAction.History kind="escola" id={s.codBseEscola} name={s.nomEscola} size="lg" />
              <RowAction.Edit
                label={ts('edit', { name: s.nomEscola })}
                tooltip={ts('editShort')}
                size="lg"
                to={`/escola/alterar/${s.codBseEscola}`}
              />
              <RowAction.Delete
                label={ts('delete', { name: s.nomEscola })}
                tooltip={ts('deleteShort')}
                size="lg"
                question={ts('deleteConfirm', { name: s.nomEscola })}
                onDelete={() =>
                  deleteSchool(s.codBseEscola, {
                    onSuccess: () => void notify('success', <SchoolText k="deleted" />),
                  })
                }
              />
            </RowActions>
          ),
      },
    ],
    [t, ts, deleteSchool],
  );

  return (
    <DataTable
      caption={ts('caption')}
      columns={columns}
      rows={schools.data}
      error={schools.error}
      onRetry={() => schools.refetch()}
      rowKey={(s) => s.codBseEscola}
      loading={schools.isPending}
      searchable
      searchLabel={ts('search')}
      minWidth={320}
      toolbar={<AddButton to="/escola/novo">{ts('add')}</AddButton>}
    />
  );
}
