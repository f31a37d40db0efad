import { useState } from 'react';
import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { AuthImage, useImageUrl } from '../image';
import { GameIntro } from './GameIntro';
import { useGridFocus } from './grid-keys';
import { usePuzzleTexts } from './puzzle.texts';
import { PUZZLE_SWAPS, PUZZLE_TILES } from '@school/modules/teaching/contracts';
import type { BoardGameProps } from './types';
import { useCoarsePointer } from './useCoarsePointer';

const SIDE = 3;
const TILES = PUZZLE_TILES;

/**
 * Puzzle (5): the image cut into 3 × 3 pieces, in the starting order the server drew for the
 * round (never solved; decision 0057). The player selects a piece, then another, to swap them
 * (click, tap, or arrows then Enter/Space). Won when solved within 20 swaps; lost when the 20th
 * leaves it unsolved. The round's answers are the swaps, which the server replays on its starting
 * order and scores (pieces in place / 9).
 */
export function PuzzleGame({ game, board, finish }: BoardGameProps<5>) {
  const tp = usePuzzleTexts();
  const touch = useCoarsePointer();
  const image = game.image;
  const { url } = useImageUrl(image);
  const [order, setOrder] = useState(() => [...board]);
  const [selected, setSelected] = useState<number | null>(null);
  const [swaps, setSwaps] = useState(0);
  const [over, setOver] = useState(false);
  const [answers, setAnswers] = useState<string[]>([]);
  const grid = useGridFocus<HTMLButtonElement>(TILES, SIDE);
  const inPlace = order.filter((tile, place) => tile === place).length;

  const choose = (place: number) => {
    if (over) return;
    if (selected === null) return setSelected(place);
    if (selected === place) return setSelected(null);
    const next = [...order];
    [next[selected], next[place]] = [next[place]!, next[selected]!];
    setOrder(next);
    setSelected(null);
    const used = swaps + 1;
    setSwaps(used);
    const given = [...answers, `${selected + 1}-${place + 1}`];
    setAnswers(given);
    const solved = next.every((tile, i) => tile === i);
    if (solved || used >= PUZZLE_SWAPS) {
      setOver(true);
      void finish(given);
    }
  };

  return (
    <Stack gap="sm">
      <GameIntro
        help={tp(touch ? 'helpTouch' : 'help')}
        status={`${tp('swapsLeft', { count: PUZZLE_SWAPS - swaps })} · ${tp('inPlace', { count: inPlace })}`}
      />
      <Group align="flex-start" gap="lg">
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${SIDE}, 1fr)`,
            gap: 2,
            width: 'min(100%, 360px)',
          }}
        >
          {order.map((tile, place) => (
            <UnstyledButton
              key={place}
              ref={grid.ref(place)}
              aria-label={`${tp('tile', { n: tile + 1, place: place + 1 })}${selected === place ? `, ${tp('selected')}` : ''}`}
              aria-pressed={selected === place}
              onClick={() => choose(place)}
              onKeyDown={grid.onKeyDown(place)}
              style={{
                aspectRatio: '1',
                backgroundImage: url ? `url(${url})` : undefined,
                backgroundColor: 'var(--mantine-color-gray-2)',
                backgroundSize: `${SIDE * 100}% ${SIDE * 100}%`,
                backgroundPosition: `${((tile % SIDE) / (SIDE - 1)) * 100}% ${(Math.floor(tile / SIDE) / (SIDE - 1)) * 100}%`,
                outline: selected === place ? '4px solid var(--mantine-color-orange-6)' : undefined,
                outlineOffset: -4,
              }}
            />
          ))}
        </Box>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {tp('preview')}
          </Text>
          <AuthImage src={image} alt={tp('preview')} w={96} h={96} fit="cover" radius="sm" />
        </Stack>
      </Group>
    </Stack>
  );
}
