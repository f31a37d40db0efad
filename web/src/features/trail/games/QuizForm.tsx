import { Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { GameCode, JPEG_PNG_TYPES } from '@school/modules/content/contracts';
import { GameSingleImage } from './GameImageList';
import { type GameFormProps, GameFormShell, ListError, useGameForm } from './GameFormShell';
import { CorrectAnswerGroup } from './GameListParts';
import { useGameTexts } from './texts';

/** Image quiz with four answers (6 quiz): a question, its optional jpeg or png image, four answers, one correct. */
export function QuizForm(props: GameFormProps<typeof GameCode.Quiz>) {
  const tx = useGameTexts();
  const { form, submit } = useGameForm(GameCode.Quiz, props);
  const answers = form.values.answers;
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      <Textarea label={tx('question')} withAsterisk rows={2} {...form.getInputProps('question')} />
      <GameSingleImage
        label={tx('questionImage')}
        value={form.values.image}
        onChange={(image) => form.setFieldValue('image', image)}
        accept={JPEG_PNG_TYPES}
        error={form.errors.image}
      />
      <CorrectAnswerGroup answers={answers} onChange={(marked) => form.setFieldValue('answers', marked)}>
        <Stack gap="xs">
          {answers.map((_, i) => (
            <Group key={i} align="flex-end" wrap="nowrap">
              <Radio value={String(i)} aria-label={tx('correctN', { n: i + 1 })} mb={10} />
              <TextInput
                flex={1}
                label={tx('answerN', { n: i + 1 })}
                withAsterisk
                {...form.getInputProps(`answers.${i}.dscResposta`)}
              />
            </Group>
          ))}
        </Stack>
      </CorrectAnswerGroup>
      <ListError error={form.errors.answers} />
    </GameFormShell>
  );
}
