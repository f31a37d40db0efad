import { TextInput } from '@mantine/core';
import { GameCode } from '@school/modules/content/contracts';
import { type GameFormProps, GameFormShell, useGameForm } from './GameFormShell';
import { useGameTexts } from './texts';

/** Short answer (1 hangman): a question of 4 characters or more, and its answer. */
export function ShortAnswerForm(props: GameFormProps<typeof GameCode.ShortAnswer>) {
  const tx = useGameTexts();
  const { form, submit } = useGameForm(GameCode.ShortAnswer, props);
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      <TextInput label={tx('question')} withAsterisk {...form.getInputProps('question')} />
      <TextInput label={tx('answer')} withAsterisk {...form.getInputProps('answer')} />
    </GameFormShell>
  );
}
