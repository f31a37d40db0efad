import { GAME_LIMITS, GameCode } from '@school/modules/content/contracts';
import { GameImageList } from './GameImageList';
import { firstItemError, type GameFormProps, GameFormShell, useGameForm } from './GameFormShell';
import { useGameTexts } from './texts';

/** Image set (2 memory): 4 to 8 images, each to be found twice. */
export function ImageSetForm(props: GameFormProps<typeof GameCode.ImageSet>) {
  const tx = useGameTexts();
  const { form, submit } = useGameForm(GameCode.ImageSet, props);
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      <GameImageList
        label={tx('images')}
        value={form.values.images}
        onChange={(images) => form.setFieldValue('images', images)}
        max={GAME_LIMITS.imageSet.max}
        limitMessage="game.imageSetMax"
        error={form.errors.images ?? firstItemError(form.errors, 'images')}
      />
    </GameFormShell>
  );
}
