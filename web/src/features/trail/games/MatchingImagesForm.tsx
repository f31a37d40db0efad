import { SimpleGrid, Text } from '@mantine/core';
import { GAME_LIMITS, GameCode, JPEG_PNG_TYPES } from '@school/modules/content/contracts';
import { GameImageList } from './GameImageList';
import { type GameFormProps, GameFormShell, useGameForm } from './GameFormShell';
import { useGameTexts } from './texts';

/** Matching images (4 connect the dots): two groups of 1 to 6 jpeg or png images, as many in each. */
export function MatchingImagesForm(props: GameFormProps<typeof GameCode.MatchingImages>) {
  const tx = useGameTexts();
  const { form, submit } = useGameForm(GameCode.MatchingImages, props);
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      <Text size="sm">{tx('matchingHelp')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['group1', 'group2'] as const).map((group, i) => (
          <GameImageList
            key={group}
            label={tx('groupN', { n: i + 1 })}
            value={form.values[group]}
            onChange={(images) => form.setFieldValue(group, images)}
            max={GAME_LIMITS.matching.max}
            limitMessage="game.imagesMax6"
            accept={JPEG_PNG_TYPES}
            error={form.errors[group]}
          />
        ))}
      </SimpleGrid>
    </GameFormShell>
  );
}
