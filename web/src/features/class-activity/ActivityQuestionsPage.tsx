import { type ReactNode, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ANSWER_MAX, type Question } from '@school/modules/assessment/contracts';
import { Profile } from '@school/modules/kernel/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { RichTextView } from '../../shared/richText';
import { useSession } from '../../shared/session';
import { isPending } from '../../shared/offline';
import {
  useActivityQuestions,
  useOpenActivities,
  useQueuedAnswers,
  useStudentAnswers,
  useSubmitAnswers,
} from './api';
import { formatGrade } from '../../shared/format';
import { LabeledText } from '../../shared/ui';
import { ClassActivityText, useClassActivityTexts } from './texts';

/**
 * The refusals (409) that say the student's answers to the activity are already in (another tab
 * or device sent them; the sync route keeps the late copy for the teacher, decision 0076).
 */
const ALREADY_SENT = new Set([
  'answer.alreadySubmitted',
  'answer.submittedInAnotherClass',
  'sync.answerDuplicate',
]);
/** The refusals that say the activity was closed before the answers arrived. */
const CLOSED = new Set(['answer.inactive', 'sync.answerLate']);

/**
 * /atividade/visualizar/{idAtividade}: the activity's questions. A student answers every one and
 * sends them once (after "Tem certeza que deseja enviar sua atividade?"); once sent it sees its
 * answers. Anyone else sees the expected answers.
 */
export function ActivityQuestionsPage() {
  const session = useSession();
  const activityId = Number(useParams().id);
  return session?.user.codBsePerfil === Profile.Aluno ? (
    <StudentAnswering
      activityId={activityId}
      classId={session.user.codBseTurma}
      studentId={session.user.codBseUsuario}
    />
  ) : (
    <ExpectedAnswers activityId={activityId} />
  );
}

function QuestionCard({
  question,
  n,
  unanswered = false,
  children,
}: {
  question: Pick<Question, 'titulo' | 'enuEnunciado'>;
  n: number;
  /** Marked "Sem resposta" (visible, and in the section's name) while the student left it empty. */
  unanswered?: boolean;
  children: ReactNode;
}) {
  const tc = useClassActivityTexts();
  return (
    <Card
      withBorder
      component="section"
      aria-label={unanswered ? tc('questionUnanswered', { n }) : tc('question', { n })}
      style={unanswered ? { borderLeft: '4px solid var(--mantine-color-orange-8)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5">
            {n}. {question.titulo}
          </Title>
          {unanswered && (
            <Badge color="orange.9" variant="light" style={{ flexShrink: 0 }}>
              {tc('unanswered')}
            </Badge>
          )}
        </Group>
        <RichTextView html={question.enuEnunciado} />
        {children}
      </Stack>
    </Card>
  );
}

function ExpectedAnswers({ activityId }: { activityId: number }) {
  const tc = useClassActivityTexts();
  const navigate = useNavigate();
  const questions = useActivityQuestions(activityId);
  return (
    <Stack maw={820}>
      {(questions.data ?? []).map((q, i) => (
        <QuestionCard key={q.codBseQuestao} question={q} n={i + 1}>
          {q.tipoQuestao === 'MULTIPLA_ESCOLHA' &&
            q.multiplaEscolha.map((o) => (
              <Text
                key={o.codBseQuestaoMultiplaEscolha}
                fw={o.descricao === q.resRespostaEsperada ? 700 : 400}
              >
                {o.descricao === q.resRespostaEsperada ? '✔ ' : '• '}
                {o.descricao}
              </Text>
            ))}
          <LabeledText label={tc('expected')} size="sm">
            {q.resRespostaEsperada}
          </LabeledText>
        </QuestionCard>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => void navigate(-1)}
        >
          {tc('back')}
        </Button>
      </Group>
    </Stack>
  );
}

function StudentAnswering({
  activityId,
  classId,
  studentId,
}: {
  activityId: number;
  classId: number | null;
  studentId: number;
}) {
  const tc = useClassActivityTexts();
  const { i18n } = useTranslation();
  const messages = useMessages();
  const navigate = useNavigate();
  const submitAnswers = useSubmitAnswers();
  const questions = useActivityQuestions(activityId);
  const open = useOpenActivities(classId);
  // Sent from another tab: the server's refusal says so even while the open list still reads
  // "not answered" (its read model may lag), so the form never stays editable after it.
  const [sentElsewhere, setSentElsewhere] = useState(false);
  // Closed by the teacher while the student typed: the answers stay on screen (to copy), not sendable.
  const [closed, setClosed] = useState(false);
  const answered =
    sentElsewhere || (open.data?.find((a) => a.codBseAtividade === activityId)?.respondida ?? false);
  const mine = useStudentAnswers(activityId, answered ? classId : null, studentId);
  const [values, setValues] = useState<Record<number, string>>({});
  // Answered on this device and waiting in its queue for the connection.
  const queued = useQueuedAnswers().get(activityId);
  const name = open.data?.find((a) => a.codBseAtividade === activityId)?.BseAtividade.nomAtividade;
  const isEmpty = (q: Question) => !(values[q.codBseQuestao] ?? '').trim();
  const missing = (questions.data ?? []).filter(isEmpty).length;

  const send = async () => {
    const list = questions.data ?? [];
    if (list.some(isEmpty)) return void notify('error', <Message code="answer.fillAll" />);
    if (!(await confirm(messages('answer.submitConfirm')))) return;
    submitAnswers.mutate(
      list.map((q) => ({
        codBseAtividade: activityId,
        codBseTurma: classId!,
        codBseQuestao: q.codBseQuestao,
        resResposta: values[q.codBseQuestao]!,
      })),
      {
        onSuccess: (answer) => {
          void notify('success', <ClassActivityText k={isPending(answer) ? 'sentWaiting' : 'sent'} />);
          void navigate('/atividade/visualizarQuestoes');
        },
        onError: (error) => {
          if (error instanceof ApiError && ALREADY_SENT.has(error.code)) setSentElsewhere(true);
          if (error instanceof ApiError && CLOSED.has(error.code)) setClosed(true);
        },
      },
    );
  };

  if (questions.isError)
    return (
      <Alert color="red" role="alert">
        {questions.error.message}
      </Alert>
    );
  if (!answered && queued) {
    const list = questions.data ?? [];
    return (
      <Stack maw={820}>
        {name && <Title order={2}>{name}</Title>}
        <Text fw={700} role="status">
          {tc('sentWaiting')}
        </Text>
        {list.map((q, i) => (
          <QuestionCard key={q.codBseQuestao} question={q} n={i + 1}>
            <LabeledText label={tc('answer')} size="sm">
              {queued.find((a) => a.codBseQuestao === q.codBseQuestao)?.resResposta ?? ''}
            </LabeledText>
          </QuestionCard>
        ))}
        <Group>
          <Button variant="default" onClick={() => void navigate('/atividade/visualizarQuestoes')}>
            {tc('back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (answered) {
    const sheet = mine.data;
    return (
      <Stack maw={820}>
        {name && <Title order={2}>{name}</Title>}
        <Text fw={700}>{tc('yourAnswers')}</Text>
        {sheet?.turmaResposta && (
          <Text size="sm">{tc('answeredIn', { name: sheet.turmaResposta.nomTurma })}</Text>
        )}
        {(sheet?.questoes ?? []).map((q, i) => (
          <QuestionCard key={q.codBseQuestao} question={q} n={i + 1}>
            <LabeledText label={tc('answer')} size="sm">
              {q.resResposta}
            </LabeledText>
            {q.valor !== null && (
              <Badge variant="filled" color="blue.9">
                {tc('grade')}: {formatGrade(q.valor, i18n.language)}
              </Badge>
            )}
          </QuestionCard>
        ))}
        <Group>
          <Button variant="default" onClick={() => void navigate('/atividade/visualizarQuestoes')}>
            {tc('back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack maw={820}>
      {name && <Title order={2}>{name}</Title>}
      {closed && (
        <Alert color="yellow" role="alert">
          {messages('answer.inactive')}
        </Alert>
      )}
      {(questions.data ?? []).map((q, i) => (
        <QuestionCard key={q.codBseQuestao} question={q} n={i + 1} unanswered={isEmpty(q)}>
          {q.tipoQuestao === 'MULTIPLA_ESCOLHA' ? (
            <Radio.Group
              label={tc('answer')}
              value={values[q.codBseQuestao] ?? null}
              onChange={(v) => setValues((s) => ({ ...s, [q.codBseQuestao]: v }))}
            >
              <Stack gap="xs" mt="xs">
                {q.multiplaEscolha.map((o) => (
                  <Radio key={o.codBseQuestaoMultiplaEscolha} value={o.descricao} label={o.descricao} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Textarea
              label={tc('answer')}
              rows={4}
              maxLength={ANSWER_MAX}
              value={values[q.codBseQuestao] ?? ''}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setValues((s) => ({ ...s, [q.codBseQuestao]: text }));
              }}
            />
          )}
        </QuestionCard>
      ))}
      {questions.data && (
        <Text role="status" aria-live="polite" fw={600} c={missing ? '#9c3d00' : 'teal.9'} ta="right">
          {missing === 0
            ? tc('allAnswered')
            : missing === 1
              ? tc('oneUnanswered')
              : tc('manyUnanswered', { count: missing })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate('/atividade/visualizarQuestoes')}>
          {tc('back')}
        </Button>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={submitAnswers.isPending}
          disabled={closed}
          onClick={() => void send()}
        >
          {tc('send')}
        </Button>
      </Group>
    </Stack>
  );
}
