import { type GameCode, type GameInputOf, unknownGame } from '@school/modules/content/contracts';
import { CompleteSentenceForm } from './CompleteSentenceForm';
import { FourHintsForm } from './FourHintsForm';
import type { GameFormProps } from './GameFormShell';
import { ImageGroupsForm } from './ImageGroupsForm';
import { ImageQuizForm } from './ImageQuizForm';
import { ImageSetForm } from './ImageSetForm';
import { MatchingImagesForm } from './MatchingImagesForm';
import { PuzzleForm } from './PuzzleForm';
import { QuizForm } from './QuizForm';
import { ShortAnswerForm } from './ShortAnswerForm';
import { TrueOrFalseForm } from './TrueOrFalseForm';

export type AnyGameFormProps = Omit<GameFormProps<GameCode>, 'initial'> & {
  code: GameCode;
  /** The values to edit; they must be the game `code`'s. */
  initial?: GameInputOf<GameCode>;
};

/** The form of a game code (1 to 10), the one the new/edit content dialog shows for a game. */
export function GameForm({ code, initial, ...props }: AnyGameFormProps) {
  // The values are the code's own (the caller read them with `fromQuestions` of that code).
  const as = <C extends GameCode>() => ({ ...props, initial: initial as GameInputOf<C> | undefined });
  switch (code) {
    case 1:
      return <ShortAnswerForm {...as<1>()} />;
    case 2:
      return <ImageSetForm {...as<2>()} />;
    case 3:
      return <FourHintsForm {...as<3>()} />;
    case 4:
      return <MatchingImagesForm {...as<4>()} />;
    case 5:
      return <PuzzleForm {...as<5>()} />;
    case 6:
      return <QuizForm {...as<6>()} />;
    case 7:
      return <TrueOrFalseForm {...as<7>()} />;
    case 8:
      return <ImageGroupsForm {...as<8>()} />;
    case 9:
      return <CompleteSentenceForm {...as<9>()} />;
    case 10:
      return <ImageQuizForm {...as<10>()} />;
    default:
      return unknownGame(code);
  }
}
