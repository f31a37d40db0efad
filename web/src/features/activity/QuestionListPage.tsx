import { useMemo } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Question } from '@school/modules/assessment/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { RichTextView } from '../../shared/richText';
import { actionsColumn, AddButton, type Column, DataTable, RowAction } from '../../shared/table';
import { useActivity, useDeleteQuestion, useQuestions } from './api';
import { useActivityTexts } from './texts';

/** /questao/listar/{idAtividade} (Master): an activity's questions: ID, Enunciado (rich text), Tipo de questão. */
export function QuestionListPage() {
  const { t } = useTranslation();
  const ta = useActivityTexts();
  const messages = useMessages();
  const { mutate: deleteQuestion } = useDeleteQuestion();
  const activityId = Number(useParams().id);
  const activity = useActivity(activityId);
  const questions = useQuestions(activityId);

  const columns = useMemo(
    (): Column<Question>[] => [
      { key: 'id', header: ta('id'), value: (q) => q.codBseQuestao, width: '1%' },
      {
        key: 'statement',
        header: ta('statement'),
        cell: (q) => <RichTextView html={q.enuEnunciado} />,
      },
      {
        key: 'type',
        header: ta('type'),
        value: (q) => messages(q.tipoQuestao === 'DISCURSIVA' ? 'question.essay' : 'question.multipleChoice'),
      },
      actionsColumn(t('table.actions'), (q) => (
        <>
          <RowAction.Edit
            label={ta('editQuestion', { id: q.codBseQuestao })}
            tooltip={ta('editShort')}
            size="lg"
            to={`/questao/alterar/atividade/${activityId}/questao/${q.codBseQuestao}`}
          />
          <RowAction.Delete
            label={ta('deleteQuestion', { id: q.codBseQuestao })}
            tooltip={ta('deleteShort')}
            size="lg"
            question={ta('deleteQuestionConfirm')}
            onDelete={() =>
              deleteQuestion(q.codBseQuestao, {
                onSuccess: () => void notify('success', <Message code="question.deleted" />),
              })
            }
          />
        </>
      )),
    ],
    [t, ta, messages, deleteQuestion, activityId],
  );

  const name = activity.data?.nomAtividade ?? '';
  return (
    <>
      <Title order={2} size="h4" mb="sm">
        {ta('questionsCaption', { name })}
      </Title>
      <DataTable
        caption={ta('questionsCaption', { name })}
        columns={columns}
        rows={questions.data}
        error={questions.error}
        onRetry={() => questions.refetch()}
        rowKey={(q) => q.codBseQuestao}
        loading={questions.isPending}
        emptyText={ta('noQuestions')}
        minWidth={560}
        toolbar={
          <Group gap="xs">
            <Button
              variant="default"
              component={Link}
              to="/atividade/listar"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {ta('back')}
            </Button>
            <AddButton to={`/questao/novo/${activityId}`}>{ta('addQuestion')}</AddButton>
          </Group>
        }
      />
    </>
  );
}
