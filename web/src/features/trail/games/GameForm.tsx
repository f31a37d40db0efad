import type { ComponentType } from 'react';
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

/** Each game code's form: one per code, none left out. */
const FORMS: { [C in GameCode]: ComponentType<GameFormProps<C>> } = {
  1: ShortAnswerForm,
  2: ImageSetForm,
  3: FourHintsForm,
  4: MatchingImagesForm,
  5: PuzzleForm,
  6: QuizForm,
  7: TrueOrFalseForm,
  8: ImageGroupsForm,
  9: CompleteSentenceForm,
  10: ImageQuizForm,
};

/** The form of a game code (1 to 10), the one the new/edit content dialog shows for a game. */
export function GameForm({ code, ...props }: AnyGameFormProps) {
  // The values are the code's own (the caller read them with `fromQuestions` of that code).
  const Form = FORMS[code] as ComponentType<GameFormProps<GameCode>> | undefined;
  return Form ? <Form {...props} /> : unknownGame(code as never);
}
