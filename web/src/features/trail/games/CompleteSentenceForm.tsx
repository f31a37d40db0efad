import { Fieldset, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { GAME_LIMITS, GameCode, hiddenWords } from '@school/modules/content/contracts';
import { type GameFormProps, GameFormShell, ListError, useGameForm } from './GameFormShell';
import { AddItemButton, RemoveItemButton } from './GameListParts';
import { useGameTexts } from './texts';

/** The words, as many as the sentence hides: those typed are kept, new ones start empty. */
function resized(words: string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => words[i] ?? '');
}

/** Complete the sentence (9): each asterisk hides a word typed below; up to 8 wrong words, 9 words in all. */
export function CompleteSentenceForm(props: GameFormProps<typeof GameCode.CompleteSentence>) {
  const tx = useGameTexts();
  const { form, submit } = useGameForm(GameCode.CompleteSentence, props);
  const { words, wrongWords } = form.values;
  const full =
    wrongWords.length >= GAME_LIMITS.wrongWordsMax ||
    words.length + wrongWords.length >= GAME_LIMITS.wordsMax;
  const sentence = form.getInputProps('sentence');
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      <Textarea
        label={tx('sentence')}
        description={tx('sentenceHelp')}
        withAsterisk
        rows={2}
        {...sentence}
        onChange={(event) => {
          const value = event.currentTarget.value;
          form.setValues({ sentence: value, words: resized(form.getValues().words, hiddenWords(value)) });
        }}
      />
      {words.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {words.map((_, i) => (
            <TextInput
              key={i}
              label={tx('wordN', { n: i + 1 })}
              withAsterisk
              {...form.getInputProps(`words.${i}`)}
            />
          ))}
        </SimpleGrid>
      )}
      <ListError error={form.errors.words} />
      <Fieldset legend={tx('wrongWords')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {wrongWords.map((_, i) => (
            <Group key={i} align="flex-end" wrap="nowrap">
              <TextInput
                flex={1}
                label={tx('wrongWordN', { n: i + 1 })}
                {...form.getInputProps(`wrongWords.${i}`)}
              />
              <RemoveItemButton
                label={tx('removeWrongWord', { n: i + 1 })}
                onClick={() => form.removeListItem('wrongWords', i)}
              />
            </Group>
          ))}
        </SimpleGrid>
      </Fieldset>
      <ListError error={form.errors.wrongWords} />
      <AddItemButton disabled={full} onClick={() => form.insertListItem('wrongWords', '')}>
        {tx('addWrongWord')}
      </AddItemButton>
    </GameFormShell>
  );
}
