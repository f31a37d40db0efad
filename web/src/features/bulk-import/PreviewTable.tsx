import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isWebProfile } from '@school/modules/kernel/contracts';
import { profileOfName } from '@school/modules/identity/contracts';
import type { SchoolClass } from '@school/modules/organization/contracts';
import { useMessages } from '../../i18n/messages';
import { DataTable, type Column } from '../../shared/table';
import { useBulkTexts } from './texts';
import type { PreviewRow } from './bulkPreview';

export function PreviewTable({ rows, turma }: { rows: PreviewRow[]; turma: SchoolClass }) {
  const text = useBulkTexts();
  const { t } = useTranslation();
  const message = useMessages();
  // A code ("6") or a name ("aluno", "Student") in the interface's words; anything else as written.
  const profileName = (cell: string) => {
    const n = profileOfName(cell) ?? Number(cell);
    return cell.trim() && isWebProfile(n) ? t(`profiles.${n}`) : cell;
  };
  const errors = (p: PreviewRow) =>
    p.decision.kind === 'refuse' ? p.decision.errors.map((e) => message(e.code, e.params)) : [];
  const placed = (cell: string, fallback: string) =>
    cell.trim() ? (
      cell
    ) : (
      <Text span size="sm" c="dimmed">
        {fallback}
      </Text>
    );

  const columns: Column<PreviewRow>[] = [
    { key: 'number', header: text('number'), value: (p) => p.row.row, width: 56 },
    { key: 'line', header: text('line'), value: (p) => p.row.line, width: 64 },
    { key: 'name', header: text('name'), value: (p) => p.row.nomUsuario },
    { key: 'profile', header: text('profile'), value: (p) => profileName(p.row.codBsePerfil) },
    {
      key: 'login',
      header: text('login'),
      value: (p) => p.login,
      cell: (p) => <span style={{ whiteSpace: 'nowrap' }}>{p.login}</span>,
    },
    {
      key: 'school',
      header: text('school'),
      value: (p) => p.row.codBseEscola || turma.nomEscola,
      cell: (p) => placed(p.row.codBseEscola, turma.nomEscola),
    },
    {
      key: 'unit',
      header: text('unit'),
      value: (p) => p.row.codBseUnidade || turma.nomUnidade,
      cell: (p) => placed(p.row.codBseUnidade, turma.nomUnidade),
    },
    {
      key: 'status',
      header: text('status'),
      value: (p) => [p.decision.kind === 'create' ? text('valid') : text('invalid'), ...errors(p)].join(' '),
      cell: (p) =>
        p.decision.kind === 'create' ? (
          <Badge color="teal.9" variant="filled" radius="sm">
            {text('valid')}
          </Badge>
        ) : (
          <Stack gap={2} align="flex-start">
            <Badge color="red.8" variant="filled" radius="sm">
              {text('invalid')}
            </Badge>
            {errors(p).map((e) => (
              <Text key={e} size="xs" c="red.9">
                {e}
              </Text>
            ))}
          </Stack>
        ),
    },
  ];
  return (
    <DataTable
      caption={text('previewCaption')}
      columns={columns}
      rows={rows}
      rowKey={(p) => p.row.row}
      searchable
      minWidth={860}
      focusableScroll
    />
  );
}
