import { SimpleGrid, TextInput } from '@mantine/core';
import { GAME_LIMITS, GameCode } from '@school/modules/content/contracts';
import { GameImageList } from './GameImageList';
import { type GameFormProps, GameFormShell, ListError, useGameForm } from './GameFormShell';
import { useGameTexts } from './texts';

/** Four hints (3 maze): four hint texts and four images, hint n with image n. */
export function FourHintsForm(props: GameFormProps<typeof GameCode.FourHints>) {
  const tx = useGameTexts();
  const { form, submit, imagesAt } = useGameForm(GameCode.FourHints, props);
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {form.values.hints.map((_, i) => (
          <TextInput
            key={i}
            label={tx('hintN', { n: i + 1 })}
            withAsterisk
            {...form.getInputProps(`hints.${i}`)}
          />
        ))}
      </SimpleGrid>
      <ListError error={form.errors.hints} />
      <GameImageList
        label={tx('hintsImages')}
        {...imagesAt('images')}
        max={GAME_LIMITS.hints}
        limitMessage="game.hintImages"
      />
    </GameFormShell>
  );
}
