import { useMemo } from 'react';
import { Button, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isMessageCode } from '@school/modules/kernel/contracts';
import { PROTECTED_SCHOOL_ID, type School } from '@school/modules/organization/contracts';
import { Message } from '../../i18n/messages';
import { ApiError, newIdempotencyKey } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { type Column, DataTable, RowAction, RowActions } from '../../shared/table';
import { deleteSchool, SCHOOLS_KEY, useSchools } from './schoolsApi';
import { useSchoolTexts } from './texts';

/** Why a delete failed: the server's message ("Existem usuários cadastrados nesta escola…"), or a generic one. */
function deleteFailure(error: unknown) {
  if (!(error instanceof ApiError) || error.isNetwork) return <Message code="generic.server" />;
  return isMessageCode(error.code) ? <Message code={error.code} /> : error.message;
}

/**
 * /escola/listar (Rede de Escolas, Master): the schools with their prefix, searched by name;
 * add, edit and delete (after a confirmation). School 1, the network itself, has no actions.
 */
export function SchoolListPage() {
  const { t } = useTranslation();
  const ts = useSchoolTexts();
  const queryClient = useQueryClient();
  const schools = useSchools();

  const columns = useMemo((): Column<School>[] => {
    const remove = async (school: School) => {
      if (!(await confirm(ts('deleteConfirm', { name: school.nomEscola }), { danger: true }))) return;
      try {
        await deleteSchool(school.codBseEscola, newIdempotencyKey());
        void notify('success', ts('deleted'));
      } catch (error) {
        void notify('error', deleteFailure(error), { title: <Message code="school.deleteFailed" /> });
      } finally {
        await queryClient.invalidateQueries({ queryKey: SCHOOLS_KEY });
      }
    };
    return [
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
              <RowAction
                label={ts('edit', { name: s.nomEscola })}
                tooltip={ts('editShort')}
                icon={IconPencil}
                size="lg"
                to={`/escola/alterar/${s.codBseEscola}`}
              />
              <RowAction
                label={ts('delete', { name: s.nomEscola })}
                tooltip={ts('deleteShort')}
                icon={IconTrash}
                color="red"
                size="lg"
                onClick={() => void remove(s)}
              />
            </RowActions>
          ),
      },
    ];
  }, [t, ts, queryClient]);

  return (
    <DataTable
      caption={ts('caption')}
      columns={columns}
      rows={schools.data}
      rowKey={(s) => s.codBseEscola}
      loading={schools.isPending}
      searchable
      searchLabel={ts('search')}
      minWidth={320}
      toolbar={
        <Button component={Link} to="/escola/novo" leftSection={<IconPlus size={16} aria-hidden />}>
          {ts('add')}
        </Button>
      }
    />
  );
}
