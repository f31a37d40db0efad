import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Box, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowLeft, IconArrowRight, IconArrowUp } from '@tabler/icons-react';
import { AuthImage } from '../image';
import { GameIntro } from './GameIntro';
import { checkpointsOn, type Direction, generateMaze, longestPath, step } from './maze';
import { useMazeTexts } from './maze.texts';
import { shuffled } from './shuffle';
import { usePlayTexts } from './texts';
import { MAZE_LIVES } from '@school/modules/teaching/contracts';
import type { GamePlayProps } from './types';
import { useCoarsePointer } from './useCoarsePointer';

const SIZE = 7;
const KEYS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};
const WALL = '3px solid var(--mantine-color-dark-4)';

/**
 * Maze (3): a 7 × 7 maze with four numbered points along its path. The player walks (arrow keys,
 * the four buttons, or a tap on a neighbouring open square) to the next point, where its hint
 * shows with the four images: the right one clears the point, a wrong one costs one of three
 * lives: the server checks each pick ("point:image") and scores the round. Won when the fourth
 * point is cleared; lost with no life left.
 */
export function MazeGame({
  game,
  check,
  finish,
  random = Math.random,
}: GamePlayProps<3> & { random?: () => number }) {
  const tx = usePlayTexts();
  const tm = useMazeTexts();
  const touch = useCoarsePointer();
  const maze = useMemo(() => generateMaze(SIZE, random), [random]);
  const checkpoints = useMemo(() => checkpointsOn(longestPath(maze, 0)), [maze]);
  const choices = useMemo(() => shuffled([0, 1, 2, 3], random), [random]);
  const [cell, setCell] = useState(0);
  const [cleared, setCleared] = useState(0);
  const [lives, setLives] = useState(MAZE_LIVES);
  const [answers, setAnswers] = useState<string[]>([]);
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);
  const over = cleared === 4 || lives === 0;
  const asking = !over && cell === checkpoints[cleared];
  // At a checkpoint the arrows stop and the hint with its four images opens below the maze: on
  // a phone (390 px) that is below the fold, so it is brought into view, or the game seems frozen.
  const hint = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asking) hint.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [asking, cleared]);

  const move = useCallback(
    (direction: Direction) => {
      if (over || asking) return;
      const next = step(maze, cell, direction);
      if (next !== null) {
        setCell(next);
        setWrong(false);
      }
    },
    [over, asking, maze, cell],
  );

  // Before paint: a key pressed as soon as a verdict shows reaches the current state, not the last one.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const direction = KEYS[event.key];
      const target = event.target as HTMLElement | null;
      if (!direction || (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      event.preventDefault();
      move(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move]);

  const answer = (image: number) => {
    if (checking || over) return;
    const given = [...answers, `${cleared + 1}:${game.images[image]!}`];
    setAnswers(given);
    setChecking(true);
    check(given[given.length - 1]!).then(
      ({ right }) => {
        setChecking(false);
        if (right) {
          const done = cleared + 1;
          setCleared(done);
          setWrong(false);
          if (done === 4) void finish(given);
          return;
        }
        const left = lives - 1;
        setLives(left);
        setWrong(true);
        if (left === 0) void finish(given);
      },
      () => {
        // A failed check (shown by the player): the pick can be made again.
        setChecking(false);
        setAnswers(answers);
      },
    );
  };
  const tapped = (target: number) => {
    for (const direction of ['up', 'down', 'left', 'right'] as const)
      if (step(maze, cell, direction) === target) return move(direction);
  };
  const row = Math.floor(cell / SIZE);
  const col = cell % SIZE;
  const arrow = (direction: Direction, Icon: typeof IconArrowUp) => (
    <ActionIcon
      size="xl"
      variant="light"
      aria-label={tm(direction)}
      onClick={() => move(direction)}
      disabled={over || asking}
    >
      <Icon aria-hidden />
    </ActionIcon>
  );

  return (
    <Stack gap="sm">
      <GameIntro
        help={tm(touch ? 'helpTouch' : 'help')}
        status={`${tm('cleared', { count: cleared })} · ${tm('lives', { count: lives })}`}
      />
      <Group align="flex-start" gap="lg">
        <Box
          role="group"
          aria-label={tm('maze', { row: row + 1, col: col + 1, next: Math.min(cleared + 1, 4) })}
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${SIZE}, 1fr)`,
            width: 'min(100%, 336px)',
            border: WALL,
          }}
        >
          {maze.open.map((open, c) => {
            const point = checkpoints.indexOf(c);
            const walls = {
              borderTop: c >= SIZE && !open.has(c - SIZE) ? WALL : undefined,
              borderLeft: c % SIZE > 0 && !open.has(c - 1) ? WALL : undefined,
            };
            return (
              <UnstyledButton
                key={c}
                tabIndex={-1}
                aria-hidden
                data-cell={c}
                data-open={[...open].join(',')}
                onClick={() => tapped(c)}
                style={{
                  ...walls,
                  aspectRatio: '1',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  background:
                    c === cell
                      ? 'var(--mantine-color-blue-6)'
                      : point >= 0 && point < cleared
                        ? 'var(--mantine-color-green-1)'
                        : point === cleared
                          ? 'var(--mantine-color-orange-2)'
                          : undefined,
                  color: c === cell ? 'white' : undefined,
                }}
              >
                {c === cell ? '●' : point >= 0 ? point + 1 : ''}
              </UnstyledButton>
            );
          })}
        </Box>
        <Stack gap={4} align="center">
          {arrow('up', IconArrowUp)}
          <Group gap={4}>
            {arrow('left', IconArrowLeft)}
            {arrow('down', IconArrowDown)}
            {arrow('right', IconArrowRight)}
          </Group>
        </Stack>
      </Group>
      {asking && (
        <Paper ref={hint} withBorder p="sm" radius="md">
          <Text fw={600}>{tm('hint', { n: cleared + 1, hint: game.hints[cleared] ?? '' })}</Text>
          <Text size="sm" mb="xs">
            {tm('choose')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {choices.map((image, i) => (
              <UnstyledButton
                key={image}
                aria-label={tx('imageN', { n: i + 1 })}
                data-image={game.images[image]}
                disabled={checking}
                onClick={() => answer(image)}
              >
                <AuthImage
                  src={game.images[image]!}
                  alt={tx('imageN', { n: i + 1 })}
                  h={96}
                  fit="cover"
                  radius="md"
                />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Paper>
      )}
      <Text aria-live="assertive" fw={600}>
        {wrong ? tx('wrong') : ''}
      </Text>
    </Stack>
  );
}
