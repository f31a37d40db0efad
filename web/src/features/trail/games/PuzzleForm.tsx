import { GAME_LIMITS, GameCode } from '@school/modules/content/contracts';
import { GameImageList } from './GameImageList';
import { firstItemError, type GameFormProps, GameFormShell, useGameForm } from './GameFormShell';
import { useGameTexts } from './texts';

/** Puzzle (5): one image, cut into tiles by the player. */
export function PuzzleForm(props: GameFormProps<typeof GameCode.Puzzle>) {
  const tx = useGameTexts();
  const { form, submit } = useGameForm(GameCode.Puzzle, props);
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      <GameImageList
        label={tx('image')}
        value={form.values.images}
        onChange={(images) => form.setFieldValue('images', images)}
        max={GAME_LIMITS.puzzle}
        limitMessage="game.puzzleOne"
        error={form.errors.images ?? firstItemError(form.errors, 'images')}
      />
    </GameFormShell>
  );
}
