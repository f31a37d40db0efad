import { GAME_LIMITS, GameCode } from '@school/modules/content/contracts';
import { GameImageList } from './GameImageList';
import { type GameFormProps, GameFormShell, useGameForm } from './GameFormShell';
import { useGameTexts } from './texts';

/** Image set (2 memory): 4 to 8 images, each to be found twice. */
export function ImageSetForm(props: GameFormProps<typeof GameCode.ImageSet>) {
  const tx = useGameTexts();
  const { submit, imagesAt } = useGameForm(GameCode.ImageSet, props);
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      <GameImageList
        label={tx('images')}
        {...imagesAt('images')}
        max={GAME_LIMITS.imageSet.max}
        limitMessage="game.imageSetMax"
      />
    </GameFormShell>
  );
}
