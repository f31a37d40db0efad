import { Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { GameCode } from '@school/modules/content/contracts';
import { GameImageList } from './GameImageList';
import { type GameFormProps, GameFormShell, ListError, markCorrect, useGameForm } from './GameFormShell';
import { useGameTexts } from './texts';

/** Image quiz with image answers (10): a question and four image answers, one correct. */
export function ImageQuizForm(props: GameFormProps<typeof GameCode.ImageQuiz>) {
  const tx = useGameTexts();
  const { form, submit } = useGameForm(GameCode.ImageQuiz, props);
  const answers = form.values.answers;
  const correct = answers.findIndex((a) => a.indRespostaCorreta === 'S');
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      <Textarea label={tx('question')} withAsterisk rows={2} {...form.getInputProps('question')} />
      <Radio.Group
        value={correct < 0 ? null : String(correct)}
        onChange={(value) => form.setFieldValue('answers', markCorrect(answers, Number(value)))}
        label={tx('correct')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {answers.map((answer, i) => (
            <Stack key={i} gap={4}>
              <GameImageList
                label={tx('answerImageN', { n: i + 1 })}
                value={answer.imgResposta === null ? [] : [answer.imgResposta]}
                onChange={(images) => form.setFieldValue(`answers.${i}.imgResposta`, images[0] ?? null)}
                max={1}
                limitMessage="game.puzzleOne"
                error={form.errors[`answers.${i}.imgResposta`]}
              />
              <Radio value={String(i)} label={tx('correctN', { n: i + 1 })} />
            </Stack>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <ListError error={form.errors.answers} />
    </GameFormShell>
  );
}
