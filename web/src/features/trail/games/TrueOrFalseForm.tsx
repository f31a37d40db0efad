import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { GAME_LIMITS, GameCode } from '@school/modules/content/contracts';
import { type GameFormProps, GameFormShell, ListError, useGameForm } from './GameFormShell';
import { AddItemButton, RemoveItemButton } from './GameListParts';
import { useGameTexts } from './texts';

/** True or false (7): 1 to 4 statements (2 to start with), each true (S) or false (N). */
export function TrueOrFalseForm(props: GameFormProps<typeof GameCode.TrueOrFalse>) {
  const tx = useGameTexts();
  const { form, submit } = useGameForm(GameCode.TrueOrFalse, props);
  const L = GAME_LIMITS.trueOrFalse;
  const questions = form.values.questions;
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      {questions.map((question, i) => (
        <Group key={i} align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label={tx('statementN', { n: i + 1 })}
            withAsterisk
            {...form.getInputProps(`questions.${i}.dscPergunta`)}
          />
          <SegmentedControl
            aria-label={tx('statementN', { n: i + 1 })}
            value={question.indRespostaCorreta}
            onChange={(value) => form.setFieldValue(`questions.${i}.indRespostaCorreta`, value as 'S' | 'N')}
            data={[
              { value: 'S', label: tx('true') },
              { value: 'N', label: tx('false') },
            ]}
          />
          <RemoveItemButton
            label={tx('removeStatement', { n: i + 1 })}
            disabled={questions.length <= L.min}
            onClick={() => form.removeListItem('questions', i)}
          />
        </Group>
      ))}
      <ListError error={form.errors.questions} />
      <AddItemButton
        disabled={questions.length >= L.max}
        onClick={() => form.insertListItem('questions', { dscPergunta: '', indRespostaCorreta: 'S' })}
      >
        {tx('addStatement')}
      </AddItemButton>
    </GameFormShell>
  );
}
