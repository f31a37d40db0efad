import { type FormEvent, useState } from 'react';
import { SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import {
  EXPECTED_ANSWER_MAX,
  type Question,
  QUESTION_TITLE_MAX,
  questionSchema,
  type QuestionType,
} from '@school/modules/assessment/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { FormError, FormFooter, useOnChange } from '../../shared/form';
import { notify } from '../../shared/notify';
import { RichTextField } from '../../shared/richText';
import { LabeledText, LoadError } from '../../shared/ui';
import { type QuestionBody, useActivity, useQuestion, useSaveQuestion } from './api';
import { OptionsEditor } from './OptionsEditor';
import { ActivityText, useActivityTexts } from './texts';

interface Values {
  titulo: string;
  enuEnunciado: string;
  tipoQuestao: QuestionType;
  options: string[];
  correct: number | null;
  expected: string;
}

const EMPTY: Values = {
  titulo: '',
  enuEnunciado: '',
  tipoQuestao: 'MULTIPLA_ESCOLHA',
  options: [],
  correct: null,
  expected: '',
};

function valuesOf(q: Question): Values {
  const options = q.multiplaEscolha.map((o) => o.descricao);
  const multiple = q.tipoQuestao === 'MULTIPLA_ESCOLHA';
  const correct = multiple ? options.indexOf(q.resRespostaEsperada ?? '') : -1;
  return {
    titulo: q.titulo,
    enuEnunciado: q.enuEnunciado,
    tipoQuestao: q.tipoQuestao,
    options,
    correct: correct < 0 ? null : correct,
    expected: multiple ? '' : (q.resRespostaEsperada ?? ''),
  };
}

/** The broken rules by field, as the shared schema (the server's) reads the form. */
type Errors = Record<string, string>;

/**
 * /questao/novo/{idAtividade} and /questao/alterar/atividade/{idAtividade}/questao/{idQuestao}:
 * the activity's name, title, rich-text statement, type; options with the correct one for
 * multiple choice, the expected answer for a discursive question. Every rule is the schema's.
 */
export function QuestionFormPage() {
  const ta = useActivityTexts();
  const messages = useMessages();
  const navigate = useNavigate();
  const saveQuestion = useSaveQuestion();
  const params = useParams();
  const activityId = Number(params.id);
  const questionId = params.questionId ? Number(params.questionId) : null;
  const activity = useActivity(activityId);
  const question = useQuestion(questionId);
  const [values, setValues] = useState<Values>(() => (question.data ? valuesOf(question.data) : EMPTY));
  const [errors, setErrors] = useState<Errors>({});
  const back = `/questao/listar/${activityId}`;

  useOnChange([question.data], () => {
    if (question.data) setValues(valuesOf(question.data));
  });

  const set = (change: Partial<Values>) => setValues((v) => ({ ...v, ...change }));
  const body = (): QuestionBody => ({
    codBseAtividade: activityId,
    titulo: values.titulo,
    enuEnunciado: values.enuEnunciado,
    tipoQuestao: values.tipoQuestao,
    multiplaEscolha: values.tipoQuestao === 'MULTIPLA_ESCOLHA' ? values.options : [],
    resRespostaEsperada:
      values.tipoQuestao === 'MULTIPLA_ESCOLHA'
        ? values.correct === null
          ? ''
          : (values.options[values.correct] ?? '')
        : values.expected,
  });

  const validate = (): Errors => {
    const parsed = questionSchema.safeParse(body());
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    return found;
  };
  // Once the rules were shown, they follow every change (a fixed field loses its message).
  const shown = Object.keys(errors).length > 0;
  useOnChange([values], () => {
    if (shown) setErrors(validate());
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    saveQuestion.mutate(
      { id: questionId, body: body() },
      {
        onSuccess: () => {
          void notify('success', <ActivityText k="questionSaved" />);
          void navigate(back);
        },
      },
    );
  };

  // Editing a question that did not load: say so, never an empty form to save over it (content §8).
  if (question.isError) return <LoadError error={question.error} onRetry={() => question.refetch()} />;
  const first = Object.values(errors)[0];
  const optionErrors = values.options.map((_, i) => errors[`multiplaEscolha.${i}`]);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack maw={820}>
        <Title order={2} size="h4">
          {questionId ? ta('changeQuestion') : ta('newQuestion')}
        </Title>
        <LabeledText label={ta('activity')}>{activity.data?.nomAtividade ?? ''}</LabeledText>
        <FormError code={first} />
        <TextInput
          label={ta('title')}
          required
          maxLength={QUESTION_TITLE_MAX}
          value={values.titulo}
          onChange={(e) => set({ titulo: e.currentTarget.value })}
          error={errors.titulo && <Message code={errors.titulo} />}
        />
        <RichTextField
          label={ta('statement')}
          required
          value={values.enuEnunciado}
          onChange={(enuEnunciado) => set({ enuEnunciado })}
          error={errors.enuEnunciado && <Message code={errors.enuEnunciado} />}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="question-type">
            {ta('type')}
          </Text>
          <SegmentedControl
            aria-labelledby="question-type"
            value={values.tipoQuestao}
            onChange={(tipoQuestao) => set({ tipoQuestao: tipoQuestao as QuestionType })}
            data={[
              { value: 'MULTIPLA_ESCOLHA', label: messages('question.multipleChoice') },
              { value: 'DISCURSIVA', label: messages('question.essay') },
            ]}
          />
        </Stack>
        {values.tipoQuestao === 'MULTIPLA_ESCOLHA' ? (
          <OptionsEditor
            options={values.options}
            correct={values.correct}
            onChange={(options, correct) => set({ options, correct })}
            error={errors.multiplaEscolha}
            optionErrors={optionErrors}
            correctError={errors.resRespostaEsperada}
          />
        ) : (
          <Textarea
            label={ta('expected')}
            required
            rows={3}
            maxLength={EXPECTED_ANSWER_MAX}
            value={values.expected}
            onChange={(e) => set({ expected: e.currentTarget.value })}
            error={errors.resRespostaEsperada && <Message code={errors.resRespostaEsperada} />}
          />
        )}
        <FormFooter cancelTo={back} saving={saveQuestion.isPending} />
      </Stack>
    </form>
  );
}
