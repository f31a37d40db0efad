import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArchive, IconBook, IconChartBar, IconEye, IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import type { ClassBook } from '@school/modules/teaching/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { NoCurrentClass, useSession } from '../../shared/session';
import { actionsColumn, type Column, DataTable, RowAction, switchColumn } from '../../shared/table';
import { useActivateClassBook, useArchiveClassBook, useClassBooks } from './api';
import { TrailPickerDialog } from './TrailPickerDialog';
import { useClassBookTexts } from './texts';

/** /aulas: the list. */
export function ClassBooksRedirect() {
  return <Navigate to="/aulas/listar" replace />;
}

/**
 * /aulas/listar (Professor): the current class's class books, with the active switch (one at a
 * time), a view of the trail's chapters and the archive; "Criar Aula" opens the trails,
 * "Selecionar Aula" the trails not yet added.
 */
export function ClassBooksPage() {
  const { t } = useTranslation();
  const tl = useClassBookTexts();
  const messages = useMessages();
  const { mutate: activate } = useActivateClassBook();
  const { mutate: archiveClassBook } = useArchiveClassBook();
  const session = useSession();
  const classId = session?.user.codBseTurma ?? null;
  const classBooks = useClassBooks(classId);
  const [picking, setPicking] = useState(false);

  const className = session?.user.nomTurma ?? '';
  const active = classBooks.data?.find((l) => l.indAtivo === 'S') ?? null;

  const columns = useMemo((): Column<ClassBook>[] => {
    const toggle = async (classBook: ClassBook) => {
      if (classBook.indAtivo === 'S') return void notify('error', <Message code="classBook.alreadyActive" />);
      if (!classBook.comConteudo) return void notify('error', <Message code="classBook.noContent" />);
      // Which class and which trail the activation replaces (issue 35).
      const change = active
        ? tl('replaces', { active: active.dscTitulo, name: classBook.dscTitulo, class: className })
        : tl('becomes', { name: classBook.dscTitulo, class: className });
      const question = (
        <Stack gap="xs">
          <Text size="sm">{change}</Text>
          <Text size="sm">{messages('classBook.activateConfirm')}</Text>
        </Stack>
      );
      if (!(await confirm(question))) return;
      activate(classBook.codTrlLivroTurma, {
        onSuccess: () => void notify('success', <Message code="classBook.activated" />),
      });
    };
    const archive = async (classBook: ClassBook) => {
      if (!(await confirm(messages('classBook.archiveConfirm'), { danger: true }))) return;
      archiveClassBook(classBook.codTrlLivroTurma, {
        onSuccess: () => void notify('success', <Message code="classBook.archived" />),
      });
    };
    return [
      switchColumn({
        header: tl('active'),
        checked: (l) => l.indAtivo === 'S',
        onChange: (l) => void toggle(l),
        label: (l) => tl('activate', { name: l.dscTitulo }),
      }),
      { key: 'dscTitulo', header: tl('title'), value: (l) => l.dscTitulo },
      actionsColumn(t('table.actions'), (l) => (
        <>
          <RowAction
            label={tl('view', { name: l.dscTitulo })}
            tooltip={tl('viewShort')}
            icon={IconEye}
            size="lg"
            to={`/livros/capitulos/doLivro/${l.codTrlLivro}`}
          />
          <RowAction
            label={tl('progress', { name: l.dscTitulo })}
            tooltip={tl('progressShort')}
            icon={IconChartBar}
            size="lg"
            to={`/aulas/progresso/${l.codTrlLivroTurma}`}
          />
          <RowAction
            label={tl('archive', { name: l.dscTitulo })}
            tooltip={tl('archiveShort')}
            icon={IconArchive}
            color="red"
            size="lg"
            onClick={() => void archive(l)}
          />
        </>
      )),
    ];
  }, [t, tl, messages, activate, archiveClassBook, active, className]);

  if (classId === null) return <NoCurrentClass title={tl('noClass')} link={tl('chooseClass')} />;
  return (
    <>
      <DataTable
        caption={tl('caption', { name: session?.user.nomTurma ?? '' })}
        columns={columns}
        rows={classBooks.data}
        error={classBooks.error}
        onRetry={() => classBooks.refetch()}
        rowKey={(l) => l.codTrlLivroTurma}
        loading={classBooks.isPending}
        emptyText={tl('empty')}
        minWidth={320}
        toolbar={
          <Group gap="sm">
            <Button
              component={Link}
              to="/livros/listar/"
              variant="default"
              leftSection={<IconBook size={16} aria-hidden />}
            >
              {tl('create')}
            </Button>
            <Button leftSection={<IconListSearch size={16} aria-hidden />} onClick={() => setPicking(true)}>
              {tl('select')}
            </Button>
          </Group>
        }
      />
      <TrailPickerDialog classId={classId} opened={picking} onClose={() => setPicking(false)} />
    </>
  );
}
