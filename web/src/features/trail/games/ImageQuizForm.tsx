import { Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { GameCode } from '@school/modules/content/contracts';
import { GameSingleImage } from './GameImageList';
import { type GameFormProps, GameFormShell, ListError, useGameForm } from './GameFormShell';
import { CorrectAnswerGroup } from './GameListParts';
import { useGameTexts } from './texts';

/** Image quiz with image answers (10): a question and four image answers, one correct. */
export function ImageQuizForm(props: GameFormProps<typeof GameCode.ImageQuiz>) {
  const tx = useGameTexts();
  const { form, submit } = useGameForm(GameCode.ImageQuiz, props);
  const answers = form.values.answers;
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      <Textarea label={tx('question')} withAsterisk rows={2} {...form.getInputProps('question')} />
      <CorrectAnswerGroup answers={answers} onChange={(marked) => form.setFieldValue('answers', marked)}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {answers.map((answer, i) => (
            <Stack key={i} gap={4}>
              <GameSingleImage
                label={tx('answerImageN', { n: i + 1 })}
                value={answer.imgResposta}
                onChange={(image) => form.setFieldValue(`answers.${i}.imgResposta`, image)}
                error={form.errors[`answers.${i}.imgResposta`]}
              />
              <Radio value={String(i)} label={tx('correctN', { n: i + 1 })} />
            </Stack>
          ))}
        </SimpleGrid>
      </CorrectAnswerGroup>
      <ListError error={form.errors.answers} />
    </GameFormShell>
  );
}
