import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconX } from '@tabler/icons-react';
import {
  MAX_BULK_FILE_BYTES,
  parseUserCsv,
  previewBulkRows,
  type BulkImportStatus,
} from '@school/modules/identity/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { FormFooter } from '../../shared/form';
import { notify } from '../../shared/notify';
import { useBulkClasses, useSubmitBulkImport } from './api';
import { counted, useBulkTexts } from './texts';
import {
  BULK_PAGE_PROFILES,
  previewLogin,
  readBytes,
  type FileProblem,
  type LoadedFile,
  type PreviewRow,
} from './bulkPreview';
import { CsvFileField } from './CsvFileField';
import { EmptyPrompt } from './EmptyPrompt';
import { PreviewTable } from './PreviewTable';

/**
 * The bulk creation form: the class, then its CSV file, read and previewed here (each row's
 * login and whether it will be created); Salvar sends the file for the server to import.
 */
export function BulkForm(props: {
  profile: number;
  unitId: number | null;
  onAccepted(status: BulkImportStatus): void;
}) {
  const text = useBulkTexts();
  const message = useMessages();
  const classes = useBulkClasses(props.unitId);
  const [classId, setClassId] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<LoadedFile | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [chooseAgain, setChooseAgain] = useState(false);
  const submit = useSubmitBulkImport();
  const saving = submit.isPending;
  const requestError = submit.isError ? submit.error : null;
  /** The file the field shows: cleared when it is refused or the form is reset. */
  const [chosen, setChosen] = useState<File | null>(null);

  const turma = classes.data?.find((c) => c.codBseTurma === classId) ?? null;

  const clearFile = () => {
    setLoaded(null);
    setProblem(null);
    // Another file is another import (a fresh key).
    submit.reset();
    setChosen(null);
  };

  const changeClass = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    setClassId(value ? Number(value) : null);
    // The logins and the class's school and unit depend on it: the file is chosen again.
    if (loaded) {
      clearFile();
      setChooseAgain(true);
    } else if (problem && 'code' in problem && problem.code === 'bulk.classRequired') setProblem(null);
  };

  const chooseFile = async (file: File | null) => {
    setChosen(file);
    setLoaded(null);
    setProblem(null);
    submit.reset();
    setChooseAgain(false);
    if (!file) return;
    const refuse = (found: FileProblem) => {
      setProblem(found);
      setChosen(null);
    };
    if (classId === null) return refuse({ code: 'bulk.classRequired' });
    if (!/\.csv$/i.test(file.name)) return refuse({ code: 'bulk.notCsv' });
    if (file.size > MAX_BULK_FILE_BYTES) return refuse({ text: 'tooLarge' });
    const parsed = parseUserCsv(await readBytes(file));
    if (!parsed.ok) return refuse({ code: parsed.code, params: parsed.params });
    setLoaded({ file, rows: parsed.rows, classId });
  };

  const preview = useMemo((): PreviewRow[] => {
    if (!loaded || !turma || loaded.classId !== turma.codBseTurma) return [];
    const decisions = previewBulkRows(loaded.rows, turma, props.profile);
    return loaded.rows.map((row, i) => ({ row, decision: decisions[i]!, login: previewLogin(row, turma) }));
  }, [loaded, turma, props.profile]);
  const validCount = preview.filter((p) => p.decision.kind === 'create').length;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!loaded || saving || validCount === 0) return;
    submit.mutate(
      { file: loaded.file, fileName: loaded.file.name, codBseTurma: loaded.classId },
      {
        onSuccess: props.onAccepted,
        onError: () =>
          void notify('error', <Message code="bulk.reviewFile" />, {
            title: <Message code="bulk.requestFailed" />,
          }),
      },
    );
  };

  const problemText = problem
    ? 'text' in problem
      ? text(problem.text)
      : message(problem.code, problem.params)
    : null;

  const classOptions = [
    { value: '', label: text('select') },
    ...(classes.data ?? []).map((c) => ({ value: String(c.codBseTurma), label: c.nomTurma })),
  ];

  return (
    <form onSubmit={(event) => save(event)} noValidate>
      <Stack gap="lg">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <NativeSelect
            label={text('class')}
            description={text('classHint')}
            data={classOptions}
            value={classId === null ? '' : String(classId)}
            onChange={changeClass}
            disabled={saving}
            error={classes.isSuccess && classes.data.length === 0 ? text('noClasses') : undefined}
            style={{ flex: '1 1 18rem', maxWidth: '28rem' }}
          />
          <CsvFileField
            value={chosen}
            disabled={saving}
            problem={problemText}
            chooseAgain={chooseAgain}
            onChange={(file) => void chooseFile(file)}
          />
        </Group>

        {requestError !== null && (
          <Alert color="red" role="alert" title={<Message code="bulk.requestFailed" />}>
            <Message code="bulk.reviewFile" />
            {requestError instanceof ApiError && !requestError.isNetwork && (
              <Text size="sm" mt={4}>
                {requestError.message}
              </Text>
            )}
          </Alert>
        )}

        {loaded && turma ? (
          <Stack gap="sm">
            <Group gap="xs" wrap="wrap">
              <IconFileSpreadsheet size={20} aria-hidden />
              <Text fw={500}>{loaded.file.name}</Text>
              <Text role="status">
                {text('summary', {
                  records: counted(text, 'records', preview.length),
                  valid: counted(text, 'validCount', validCount),
                  invalid: counted(text, 'invalidCount', preview.length - validCount),
                })}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {validCount === 0 ? text('noValid') : text('serverChecks')}
            </Text>
            <PreviewTable rows={preview} turma={turma} />
            <FormFooter
              onCancel={clearFile}
              cancelLabel={text('cancel')}
              cancelIcon={<IconX size={16} aria-hidden />}
              cancelDisabled={saving}
              saving={saving}
              saveDisabled={validCount === 0}
              canSave={BULK_PAGE_PROFILES.includes(props.profile)}
            />
          </Stack>
        ) : (
          <EmptyPrompt />
        )}
      </Stack>
    </form>
  );
}
