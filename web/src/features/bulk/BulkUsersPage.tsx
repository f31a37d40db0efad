import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  List,
  NativeSelect,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { isWebProfile, Profile, type MessageCode } from '@school/modules/kernel';
import {
  bulkNotice,
  LOGIN_PREVIEW_PLACEHOLDER,
  loginPrefix,
  MAX_BULK_FILE_BYTES,
  parseUserCsv,
  previewBulkRows,
  REQUIRED_USER_CSV_COLUMNS,
  USER_CSV_COLUMNS,
  type BulkImportStatus,
  type BulkRowDecision,
  type BulkUserRow,
} from '@school/modules/identity';
import type { SchoolClass } from '@school/modules/organization';
import { Message, useMessages } from '../../i18n/messages';
import { ApiError, newIdempotencyKey } from '../../shared/api';
import { FormFooter } from '../../shared/form';
import { notify, notifyError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { DataTable, type Column } from '../../shared/table';
import {
  bulkJobStore,
  downloadBulkResult,
  submitBulkImport,
  useBulkClasses,
  useBulkImport,
  warmUpSocket,
} from './bulkApi';
import { useBulkTexts } from './texts';

/** The profiles the page is for (spec, section 6): the others are sent to /home. */
export const BULK_PAGE_PROFILES: readonly number[] = [Profile.Diretor, Profile.Coordenador];

/** A refusal of the chosen file: a catalogue message, or one of this screen's texts. */
type FileProblem = { code: MessageCode; params?: Record<string, string | number> } | { text: 'tooLarge' };

interface LoadedFile {
  file: File;
  rows: BulkUserRow[];
  classId: number;
}

interface PreviewRow {
  row: BulkUserRow;
  decision: BulkRowDecision;
  login: string;
}

/** The 4 unknown digits of a login the server will number: "????" of "????-????". */
const UNKNOWN_SEQUENCE = LOGIN_PREVIEW_PLACEHOLDER.split('-')[1]!;

/**
 * The login a row will get: its own, or the class's prefix and a sequence the server assigns
 * ("DMCE-????"); "????-????" when the row names another school or unit (its prefix is not known here).
 */
export function previewLogin(row: BulkUserRow, turma: SchoolClass): string {
  const own = row.cstLogin.trim();
  if (own) return own.toUpperCase();
  const same = (cell: string, id: number) => cell.trim() === '' || Number(cell) === id;
  if (!same(row.codBseEscola, turma.codBseEscola) || !same(row.codBseUnidade, turma.codBseUnidade))
    return LOGIN_PREVIEW_PLACEHOLDER;
  return `${loginPrefix(turma.cstTxtPrefixoLoginEscola, turma.cstTxtPrefixoLoginUnidade)}-${UNKNOWN_SEQUENCE}`;
}

/** Reads a file's bytes (Blob.arrayBuffer, or FileReader where it is missing). */
function readBytes(file: File): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** /usuario/massivo: choose a class, then a CSV; preview every row; save; follow the import. */
export function BulkUsersPage() {
  const user = useSession()?.user;
  if (!user || !BULK_PAGE_PROFILES.includes(user.codBsePerfil)) return <Navigate to="/home" replace />;
  return <BulkUsers userId={user.codBseUsuario} profile={user.codBsePerfil} unitId={user.codBseUnidade} />;
}

function BulkUsers({ userId, profile, unitId }: { userId: number; profile: number; unitId: number | null }) {
  const text = useBulkTexts();
  const [jobId, setJobId] = useState<string | null>(() => bulkJobStore.get(userId));
  const [accepted, setAccepted] = useState<BulkImportStatus | undefined>();

  // The socket opens with the page, so the first events of an import are not missed.
  useEffect(() => warmUpSocket(), []);

  const follow = (status: BulkImportStatus) => {
    bulkJobStore.set(userId, status.jobId);
    setAccepted(status);
    setJobId(status.jobId);
  };
  const reset = () => {
    bulkJobStore.set(userId, null);
    setAccepted(undefined);
    setJobId(null);
  };

  return (
    <Stack gap="lg">
      <Text>{text('intro')}</Text>
      {jobId ? (
        <BulkJob jobId={jobId} initial={accepted} onReset={reset} />
      ) : (
        <BulkForm profile={profile} unitId={unitId} onAccepted={follow} />
      )}
    </Stack>
  );
}

function BulkForm(props: {
  profile: number;
  unitId: number | null;
  onAccepted(status: BulkImportStatus): void;
}) {
  const text = useBulkTexts();
  const message = useMessages();
  const fileId = useId();
  const classes = useBulkClasses(props.unitId);
  const [classId, setClassId] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<LoadedFile | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [chooseAgain, setChooseAgain] = useState(false);
  const [saving, setSaving] = useState(false);
  const [requestError, setRequestError] = useState<unknown>(null);
  const input = useRef<HTMLInputElement>(null);
  const idempotencyKey = useRef(newIdempotencyKey());

  const turma = classes.data?.find((c) => c.codBseTurma === classId) ?? null;

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };
  const clearFile = () => {
    setLoaded(null);
    setProblem(null);
    setRequestError(null);
    clearInput();
    idempotencyKey.current = newIdempotencyKey();
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

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    setLoaded(null);
    setProblem(null);
    setRequestError(null);
    setChooseAgain(false);
    if (!file) return;
    const refuse = (found: FileProblem) => {
      setProblem(found);
      clearInput();
    };
    if (classId === null) return refuse({ code: 'bulk.classRequired' });
    if (!/\.csv$/i.test(file.name)) return refuse({ code: 'bulk.notCsv' });
    if (file.size > MAX_BULK_FILE_BYTES) return refuse({ text: 'tooLarge' });
    const parsed = parseUserCsv(await readBytes(file));
    if (!parsed.ok) return refuse({ code: parsed.code, params: parsed.params });
    idempotencyKey.current = newIdempotencyKey();
    setLoaded({ file, rows: parsed.rows, classId });
  };

  const preview = useMemo((): PreviewRow[] => {
    if (!loaded || !turma || loaded.classId !== turma.codBseTurma) return [];
    const decisions = previewBulkRows(loaded.rows, turma, props.profile);
    return loaded.rows.map((row, i) => ({ row, decision: decisions[i]!, login: previewLogin(row, turma) }));
  }, [loaded, turma, props.profile]);
  const validCount = preview.filter((p) => p.decision.kind === 'create').length;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!loaded || saving || validCount === 0) return;
    setSaving(true);
    setRequestError(null);
    try {
      const status = await submitBulkImport(
        loaded.file,
        loaded.file.name,
        loaded.classId,
        idempotencyKey.current,
      );
      props.onAccepted(status);
    } catch (error) {
      setRequestError(error);
      void notify('error', <Message code="bulk.reviewFile" />, {
        title: <Message code="bulk.requestFailed" />,
      });
    } finally {
      setSaving(false);
    }
  };

  const problemText = problem
    ? 'text' in problem
      ? text(problem.text)
      : message(problem.code, problem.params)
    : null;
  const hintId = `${fileId}-hint`;
  const errorId = `${fileId}-error`;

  const classOptions = [
    { value: '', label: text('select') },
    ...(classes.data ?? []).map((c) => ({ value: String(c.codBseTurma), label: c.nomTurma })),
  ];

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
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
          <Stack gap={4} style={{ flex: '1 1 18rem', maxWidth: '32rem' }}>
            <Text component="label" htmlFor={fileId} size="sm" fw={500}>
              {text('file')}
            </Text>
            <Text id={hintId} size="xs" c="dimmed">
              {text('fileHint')}
            </Text>
            <input
              ref={input}
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              disabled={saving}
              aria-describedby={problemText ? `${hintId} ${errorId}` : hintId}
              aria-invalid={problemText ? true : undefined}
              onChange={(event) => void chooseFile(event)}
              className="bulk-file-input"
              style={{ font: 'inherit', fontSize: 'var(--mantine-font-size-sm)', maxWidth: '100%' }}
            />
            {problemText && (
              <Text id={errorId} role="alert" size="sm" c="red.9">
                {problemText}
              </Text>
            )}
            {chooseAgain && !problemText && (
              <Text role="status" size="sm" c="orange.9">
                {text('fileAgain')}
              </Text>
            )}
          </Stack>
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
                  total: preview.length,
                  valid: validCount,
                  invalid: preview.length - validCount,
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

/** "Carregue um registro .CSV formatado." with the columns the file has. */
function EmptyPrompt() {
  const text = useBulkTexts();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={500}>
          <Message code="bulk.loadPrompt" />
        </Text>
        <Text size="sm">{text('columns')}</Text>
        <List size="sm" spacing={2}>
          {USER_CSV_COLUMNS.map((column) => (
            <List.Item key={column}>
              <Code>{column}</Code>
              {REQUIRED_USER_CSV_COLUMNS.includes(column) && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({text('required')})
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

function PreviewTable({ rows, turma }: { rows: PreviewRow[]; turma: SchoolClass }) {
  const text = useBulkTexts();
  const { t } = useTranslation();
  const message = useMessages();
  const profileName = (code: string) => {
    const n = Number(code);
    return code.trim() && isWebProfile(n) ? t(`profiles.${n}`) : code;
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

/** The alerts' titles in the body's dark text (the colour is in the frame): AA contrast on every tint. */
const ALERT_STYLES = { title: { color: 'var(--mantine-color-gray-9)' } };

/** The import after saving (also after a reload): progress, result, usuarios.csv. */
function BulkJob({
  jobId,
  initial,
  onReset,
}: {
  jobId: string;
  initial: BulkImportStatus | undefined;
  onReset(): void;
}) {
  const text = useBulkTexts();
  const message = useMessages();
  const query = useBulkImport(jobId, initial);
  const status = query.data;
  const [downloading, setDownloading] = useState(false);

  // A notice when the import ends while the page watches it (after a reload the alert says it).
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    const phase = status?.status;
    if (!phase) return;
    const before = seen.current;
    seen.current = phase;
    if (before === undefined || before === 'completed' || before === 'failed') return;
    if (phase === 'completed' && status.result) {
      const code = bulkNotice(status.result.message);
      const kind = code === 'bulk.success' ? 'success' : code === 'bulk.partial' ? 'warning' : 'error';
      void notify(kind, <Message code={code} />);
    } else if (phase === 'failed') {
      void notify('error', status.failure?.message ?? '', { title: <Message code="bulk.failure" /> });
    }
  }, [status]);

  if (query.isError && !status) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" role="alert" title={text('statusFailed')}>
          {query.error instanceof ApiError && !query.error.isNetwork ? (
            query.error.message
          ) : (
            <Message code="generic.server" />
          )}
        </Alert>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReset}>
          {text('again')}
        </Button>
      </Stack>
    );
  }
  if (!status) {
    return <Progress value={0} aria-label={text('progress')} animated />;
  }

  const { done, total, created, refused } = status.progress;
  const finished = status.status === 'completed';
  const percent = finished ? 100 : total > 0 ? Math.floor((done / total) * 100) : 0;
  const result = status.result;
  const notice = result ? bulkNotice(result.message) : null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadBulkResult(jobId, result?.resultUrl);
    } catch (error) {
      void notifyError(error, { title: text('downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {status.status === 'queued'
            ? text('queued')
            : status.status === 'running'
              ? text('running')
              : status.status === 'completed'
                ? text('finished')
                : message('bulk.failure')}
        </Title>
        <Progress
          value={percent}
          aria-label={text('progress')}
          animated={!finished && status.status !== 'failed'}
          color={status.status === 'failed' ? 'red.8' : undefined}
          size="lg"
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" aria-live="polite">
            {text('progressLabel', {
              done: finished ? status.rows : done,
              total: total || status.rows,
              percent,
            })}
          </Text>
          <Text size="sm">
            {text('counts', { created: result?.created ?? created, refused: result?.refused ?? refused })}
          </Text>
        </Group>
        {result && notice && (
          <Alert
            role="alert"
            color={notice === 'bulk.success' ? 'green' : notice === 'bulk.partial' ? 'orange' : 'red'}
            title={<Message code={notice} />}
            styles={ALERT_STYLES}
          >
            {result.message}
          </Alert>
        )}
        {status.status === 'failed' && (
          <Alert role="alert" color="red" title={<Message code="bulk.failure" />} styles={ALERT_STYLES}>
            {status.failure ? message(status.failure.code) : null}
          </Alert>
        )}
        <Group gap="sm">
          {result && (
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download()}
              loading={downloading}
            >
              {text('download')}
            </Button>
          )}
          {(finished || status.status === 'failed') && (
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReset}>
              {text('again')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
