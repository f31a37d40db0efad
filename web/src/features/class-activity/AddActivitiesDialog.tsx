import { useMemo, useState } from 'react';
import { Button, Checkbox, Group, Radio, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Message } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { fold } from '../../shared/table';
import { TrailSelect, useChapters } from '../../shared/content';
import { useAddActivities, useCatalogue } from './api';
import { useClassActivityTexts } from './texts';
import { Dialog } from '../../shared/ui';

export interface AddActivitiesDialogProps {
  classId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * The add-activities dialog: the catalogue filtered by trail and chapter (a chapter picker with a
 * radio list: "Selecione um capítulo antes de confirmar.") and a search box; several rows are
 * selected and added at once ("Atividades adicionadas com sucesso", or the spec's failure text
 * when one was already in the class).
 */
export function AddActivitiesDialog({ classId, opened, onClose }: AddActivitiesDialogProps) {
  const { t } = useTranslation();
  const tc = useClassActivityTexts();
  const catalogue = useCatalogue(opened);
  const [trail, setTrail] = useState(0);
  const chapters = useChapters(trail || null);
  const [chapter, setChapter] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const [pickError, setPickError] = useState(false);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const addActivities = useAddActivities();

  const rows = useMemo(() => {
    const q = fold(query.trim());
    return (catalogue.data ?? []).filter(
      (a) =>
        (!trail || a.codTrlLivro === trail) &&
        (chapter === null || a.capitulos.some((c) => c.codTrlCapitulo === chapter)) &&
        (!q || fold(`${a.codBseAtividade} ${a.nomAtividade} ${a.usuarioCriacao}`).includes(q)),
    );
  }, [catalogue.data, trail, chapter, query]);
  const chapterName = (chapters.data ?? []).find((c) => c.codTrlCapitulo === chapter)?.dscTitulo;

  // Each opening starts afresh: no filter, no selection.
  const close = () => {
    setSelected([]);
    setTrail(0);
    setChapter(null);
    setQuery('');
    onClose();
  };
  const add = () =>
    addActivities.mutate(
      { codBseTurma: classId, atividades: selected },
      {
        onSuccess: () => {
          void notify('success', <Message code="classActivity.added" />);
          close();
        },
      },
    );
  const confirmChapter = () => {
    if (choice === null) return setPickError(true);
    setChapter(Number(choice));
    setPicking(false);
  };
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <Dialog opened={opened} onClose={close} title={tc('addTitle')} size="xl">
      <Stack>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TrailSelect
            label={tc('trail')}
            allLabel={tc('all')}
            value={trail}
            onChange={(id) => {
              setTrail(id);
              setChapter(null);
            }}
          />
          <Button
            variant="default"
            disabled={!trail}
            onClick={() => {
              setChoice(chapter === null ? null : String(chapter));
              setPickError(false);
              setPicking(true);
            }}
          >
            {chapterName ? `${tc('chapter')}: ${chapterName}` : tc('pickChapter')}
          </Button>
          {chapter !== null && (
            <Button variant="subtle" onClick={() => setChapter(null)}>
              {tc('clearChapter')}
            </Button>
          )}
          <TextInput
            label={tc('search')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 12rem' }}
          />
        </Group>
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-label={tc('catalogue')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w="1%">
                  <VisuallyHidden>{tc('selectColumn')}</VisuallyHidden>
                </Table.Th>
                <Table.Th scope="col">{tc('id')}</Table.Th>
                <Table.Th scope="col">{tc('name')}</Table.Th>
                <Table.Th scope="col">{tc('createdBy')}</Table.Th>
                <Table.Th scope="col">{tc('createdAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((a) => (
                <Table.Tr key={a.codBseAtividade}>
                  <Table.Td>
                    <Checkbox
                      aria-label={tc('select', { name: a.nomAtividade })}
                      checked={selected.includes(a.codBseAtividade)}
                      onChange={() => toggle(a.codBseAtividade)}
                    />
                  </Table.Td>
                  <Table.Td>{a.codBseAtividade}</Table.Td>
                  <Table.Td>{a.nomAtividade}</Table.Td>
                  <Table.Td>{a.usuarioCriacao}</Table.Td>
                  <Table.Td>{dayjs(a.datCriacao).format('DD/MM/YYYY')}</Table.Td>
                </Table.Tr>
              ))}
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>{t('table.empty')}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Text size="sm">{tc('selected', { count: selected.length })}</Text>
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {tc('cancel')}
            </Button>
            <Button disabled={selected.length === 0} loading={addActivities.isPending} onClick={add}>
              {tc('addSelected')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <Dialog opened={picking} onClose={() => setPicking(false)} title={tc('chapterTitle')}>
        <Stack>
          <Radio.Group
            value={choice}
            onChange={(value) => {
              setChoice(value);
              setPickError(false);
            }}
            label={tc('chapter')}
            error={pickError && <Message code="classActivity.pickChapter" />}
          >
            <Stack gap="xs" mt="xs">
              {(chapters.data ?? []).map((c) => (
                <Radio key={c.codTrlCapitulo} value={String(c.codTrlCapitulo)} label={c.dscTitulo} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button onClick={confirmChapter}>{tc('confirm')}</Button>
          </Group>
        </Stack>
      </Dialog>
    </Dialog>
  );
}
