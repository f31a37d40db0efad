import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isAllowed } from '@school/modules/kernel/contracts';
import { auditGradesPath } from '../../shared/table';
import {
  GRADE_EDIT_MAX,
  GRADE_ENTRY_MAX,
  gradeEditSchema,
  gradeEntrySchema,
  GRADE_COMMENT_MAX,
  GRADE_REASON_MAX,
  type StudentAnswers,
} from '@school/modules/assessment/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { useStateFrom } from '../../shared/form';
import { useGradeOf } from '../../shared/format';
import { notify } from '../../shared/notify';
import { RichTextView } from '../../shared/richText';
import { useSession } from '../../shared/session';
import { LabeledText, LoadError } from '../../shared/ui';
import { useAssignGrades, useChangeGrades, useGradeHistory, useStudentAnswers } from './api';
import { GradeField } from './GradeField';
import { GradeHistory } from './GradeHistory';
import { KeptAnswers } from './KeptAnswers';
import { SheetComment } from './SheetComment';
import { useClassActivityTexts } from './texts';

/** /atividade/respostas/respostasAluno/{idAtividade}/{idAluno}: grades 0 to 10 (multiple choice suggested). */
export function GradeEntryPage() {
  return <GradeSheetPage mode="entry" />;
}

/** /atividade/respostas/editarNota/{idAtividade}/{idAluno}: grades 0 to 1000, a reason, and the history. */
export function GradeEditPage() {
  return <GradeSheetPage mode="edit" />;
}

type Values = Record<number, number | ''>;

/** Refusals the grader fixes in the form: no reload offered. */
const FIELD_ERRORS = new Set(['grade.entryRange', 'grade.editRange', 'grade.commentMax']);

/** The values the form starts with: the grades given, or the suggestion for multiple choice (10 right, 0 wrong). */
function initialValues(sheet: StudentAnswers): Values {
  return Object.fromEntries(
    sheet.questoes.map((q) => [
      q.codBseQuestao,
      q.valor ?? (q.correta === null ? '' : q.correta ? GRADE_ENTRY_MAX : 0),
    ]),
  );
}

/** The sheet's total as typed (a blank counts 0). */
const total = (values: Values) =>
  Object.values(values).reduce<number>((sum, v) => sum + (v === '' ? 0 : v), 0);

function GradeSheetPage({ mode }: { mode: 'entry' | 'edit' }) {
  const tc = useClassActivityTexts();
  const gradeOf = useGradeOf();
  const messages = useMessages();
  const navigate = useNavigate();
  const assignGrades = useAssignGrades();
  const changeGrades = useChangeGrades();
  const params = useParams();
  const activityId = Number(params.id);
  const studentId = Number(params.studentId);
  const session = useSession();
  // The class page opens a sheet of any of the Professor's classes (?turma=); else the current class.
  const [search] = useSearchParams();
  const classId = Number(search.get('turma')) || (session?.user.codBseTurma ?? null);
  const profile = session?.user.codBsePerfil;
  const sheet = useStudentAnswers(activityId, classId, studentId);
  const graded = (sheet.data?.questoes ?? []).some((q) => q.codBseNota !== null);
  const history = useGradeHistory(activityId, studentId, mode === 'edit' || graded);
  // The sheet read (again) starts the form again.
  const [values, setValues] = useStateFrom(sheet.data, (data): Values => (data ? initialValues(data) : {}));
  const [reason, setReason] = useState('');
  const [comment, setComment] = useStateFrom(sheet.data, (data) => ({
    comentario: data?.comentario ?? '',
    mostrarResposta: data?.mostrarResposta ?? false,
  }));
  const commentTooLong = comment.comentario.trim().length > GRADE_COMMENT_MAX;
  const [error, setError] = useState<string | null>(null);
  // The questions whose grade the rule refuses, marked on their own field (besides the banner).
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const max = mode === 'entry' ? GRADE_ENTRY_MAX : GRADE_EDIT_MAX;
  const back = `/atividade/respostas/${activityId}`;
  const readOnly = mode === 'entry' && graded;

  const cancel = () => {
    void notify('info', <Message code="grade.cancelled" />);
    void navigate(back);
  };
  const save = async () => {
    const data = sheet.data!;
    // The contracts' rule, the one the server applies: a number in range, in steps of 0.5.
    const schema = mode === 'entry' ? gradeEntrySchema : gradeEditSchema;
    const checked = data.questoes.map((q) => ({ q, result: schema.safeParse(values[q.codBseQuestao]) }));
    const refused = checked.find(({ result }) => !result.success)?.result.error;
    setInvalid(new Set(checked.filter(({ result }) => !result.success).map(({ q }) => q.codBseQuestao)));
    if (refused) return setError(refused.issues[0]!.message);
    if (commentTooLong) return setError('grade.commentMax');
    const commentBody = {
      comentario: comment.comentario.trim() || null,
      mostrarResposta: comment.mostrarResposta,
    };
    const list = checked.map(({ q, result }) => ({ q, valor: result.data! }));
    setError(null);
    // "Não" assigns nothing and keeps the page with the grades as typed, to change or save.
    if (!(await confirm(messages('grade.confirm'))))
      return void notify('info', <Message code="grade.cancelled" />);
    const saved = {
      onSuccess: () => {
        void notify('success', <Message code={mode === 'entry' ? 'grade.created' : 'grade.updated'} />);
        void navigate(back);
      },
      // A conflict says what to do (reload); anything else is the spec's failure text.
      onError: (failure: unknown) =>
        setError(failure instanceof ApiError && failure.status === 409 ? failure.code : 'grade.updateFailed'),
    };
    if (mode === 'entry')
      assignGrades.mutate(
        {
          notas: list.map(({ q, valor }) => ({
            codBseAtividade: activityId,
            codBseQuestao: q.codBseQuestao,
            codBseUsuario: studentId,
            valor,
          })),
          ...commentBody,
        },
        saved,
      );
    else
      changeGrades.mutate(
        {
          ids: list.map(({ q }) => q.codBseNota!),
          valores: list.map(({ valor }) => valor),
          motivo: reason.trim() || null,
          versao: data.versao,
          ...commentBody,
        },
        saved,
      );
  };

  const data = sheet.data;
  const number = (id: number) => (data?.questoes.findIndex((q) => q.codBseQuestao === id) ?? -1) + 1;
  return (
    <Stack maw={860}>
      <Title order={2} size="h4">
        {tc(mode === 'entry' ? 'gradeEntry' : 'gradeEdit', { name: data?.nomUsuario ?? '' })}
      </Title>
      <Group gap="sm" justify="space-between">
        <Text>{data?.nomAtividade}</Text>
        {data && isAllowed('screen.auditoria', profile) && (
          <Anchor
            component={Link}
            size="sm"
            to={auditGradesPath(
              { id: activityId, name: data.nomAtividade },
              { id: studentId, name: data.nomUsuario },
            )}
          >
            {tc('auditHistory')}
          </Anchor>
        )}
      </Group>
      <LoadError error={sheet.error} onRetry={() => sheet.refetch()} />
      {data?.turmaResposta && (
        <Text size="sm">{tc('answeredIn', { name: data.turmaResposta.nomTurma })}</Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {messages(error)}
          {!FIELD_ERRORS.has(error) && (
            <Button
              variant="subtle"
              size="compact-sm"
              ml="sm"
              onClick={() => void sheet.refetch().then(() => setError(null))}
            >
              {tc('reload')}
            </Button>
          )}
        </Alert>
      )}
      {(data?.questoes ?? []).map((q, i) => (
        <Card key={q.codBseQuestao} withBorder component="section" aria-label={tc('question', { n: i + 1 })}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={3} size="h5">
                {i + 1}. {q.titulo}
              </Title>
              {q.correta !== null && (
                <Badge color={q.correta ? 'teal.9' : 'red.9'} variant="filled">
                  {q.correta ? tc('correct') : tc('incorrect')}
                </Badge>
              )}
            </Group>
            <RichTextView html={q.enuEnunciado} />
            <LabeledText label={tc('studentAnswer')} size="sm">
              {q.resResposta ?? '-'}
            </LabeledText>
            {q.tipoQuestao === 'DISCURSIVA' && (
              <LabeledText label={tc('expected')} size="sm">
                {q.resRespostaEsperada}
              </LabeledText>
            )}
            <GradeField
              label={tc('gradeOf', { n: i + 1 })}
              max={max}
              readOnly={readOnly}
              value={values[q.codBseQuestao] ?? ''}
              error={
                invalid.has(q.codBseQuestao)
                  ? messages(mode === 'entry' ? 'grade.entryRange' : 'grade.editRange')
                  : undefined
              }
              onChange={(v) => {
                setInvalid((s) =>
                  s.has(q.codBseQuestao) ? new Set([...s].filter((id) => id !== q.codBseQuestao)) : s,
                );
                setValues((s) => ({ ...s, [q.codBseQuestao]: v }));
              }}
            />
          </Stack>
        </Card>
      ))}
      {data && <KeptAnswers sheet={data} />}
      {data && (
        <Text fw={600}>
          {tc('total', {
            grade: gradeOf(total(values), data.maximo ?? data.questoes.length * GRADE_ENTRY_MAX),
          })}
        </Text>
      )}
      <SheetComment
        readOnly={readOnly}
        shown={data?.comentario ?? null}
        value={comment}
        onChange={setComment}
        error={commentTooLong ? messages('grade.commentMax') : undefined}
      />
      {mode === 'edit' && (
        <Textarea
          label={tc('reason')}
          rows={2}
          maxLength={GRADE_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={cancel}>
          {tc('cancel')}
        </Button>
        {!readOnly && (
          <Button
            loading={assignGrades.isPending || changeGrades.isPending}
            onClick={() => void save()}
            disabled={!data}
          >
            {tc('save')}
          </Button>
        )}
      </Group>
      {(mode === 'edit' || graded) && <GradeHistory entries={history.data ?? []} questionNumber={number} />}
    </Stack>
  );
}
