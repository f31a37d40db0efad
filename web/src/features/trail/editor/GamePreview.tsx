import { useMemo, useRef } from 'react';
import { Alert, Stack } from '@mantine/core';
import {
  checkPick,
  drawBoard,
  type GameRoundStart,
  type PickVerdict,
  type RoundResult,
  scoreRound,
  solutionOf,
  toPlayerGame,
} from '@school/modules/teaching/contracts';
import { GamePlayer, type GameRound } from '../../../shared/games/GamePlayer';
import type { LoadedGame } from './api';
import { useEditorTexts } from './texts';

/**
 * The chapter editor's "see it as a student" of a game (decision 0071): the student's own player,
 * on the game as a student's device gets it, checked and scored on this device with the same
 * rules the server plays by, from the key the editor already reads. Nothing is sent, so nothing
 * is recorded: no attempt, no progress.
 */
export function GamePreview({ game }: { game: LoadedGame }) {
  const te = useEditorTexts();
  const key = useMemo(() => ({ codTrlJogo: game.codTrlJogo, perguntas: game.perguntas }), [game]);
  const played = useMemo(() => toPlayerGame(key), [key]);
  // The board each round was dealt (memory, the puzzle), as the server keeps it by the round's id.
  const boards = useRef(new Map<string, number[]>());

  const start = (): Promise<GameRoundStart> => {
    const roundId = `preview-${boards.current.size + 1}`;
    const board = drawBoard(key, Math.random);
    boards.current.set(roundId, board);
    return Promise.resolve({ roundId, board });
  };
  const check = (pick: string): Promise<PickVerdict> =>
    Promise.resolve(checkPick(key, pick) ?? { right: false });
  const submit = (round: GameRound): Promise<RoundResult> => {
    const board = round.roundId === undefined ? undefined : boards.current.get(round.roundId);
    const scored = scoreRound(key, round.answers, board);
    const solution = solutionOf(key, scored);
    return Promise.resolve(solution ? { ...scored, solution } : scored);
  };

  return (
    <Stack gap="sm" data-testid="game-preview">
      <Alert color="blue" variant="light">
        {te('gamePreview')}
      </Alert>
      <GamePlayer
        nomJogo={game.nomJogo}
        dscTitulo={game.dscTitulo}
        dscConteudoJogo={game.dscConteudoJogo}
        game={played}
        check={check}
        start={start}
        submit={submit}
      />
    </Stack>
  );
}
