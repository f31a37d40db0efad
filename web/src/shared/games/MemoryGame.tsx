import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import { AuthImage } from '../image';
import { GameIntro } from './GameIntro';
import { useGridFocus } from './grid-keys';
import { useMemoryTexts } from './memory.texts';
import { memoryMistakesToLose } from '@school/modules/teaching/contracts';
import { usePlayTexts } from './texts';
import type { BoardGameProps } from './types';
import { useCoarsePointer } from './useCoarsePointer';

const COLUMNS = 4;
/** How long a mismatched pair stays face up. */
const MISMATCH_MS = 900;

/**
 * Memory (2): each image on two face-down cards, laid out as the server drew the round's board
 * (decision 0057). The player turns two cards at a time (click, tap, or arrows then Enter/Space);
 * a pair stays face up, a mismatch turns back. Won when every pair is found; lost at the mismatch
 * after twice as many as pairs (`memoryMistakesToLose`, the server's rule): the counter says how
 * many mismatches are left until then, as hangman's does, and shows 0 only once the round is lost. The round's answers are the pairs of cards turned ("a-b",
 * their places, 1-based), which the server scores on its board.
 */
export function MemoryGame({ game, board, finish }: BoardGameProps<2>) {
  const tx = usePlayTexts();
  const tm = useMemoryTexts();
  const touch = useCoarsePointer();
  const cards = useMemo(
    () => board.map((pair) => ({ image: game.images[pair] ?? '', pair })),
    [game.images, board],
  );
  const pairs = game.images.length;
  /** The server's rule: the round is lost at this mismatch (twice as many as pairs are allowed). */
  const losing = memoryMistakesToLose(pairs);
  const [open, setOpen] = useState<number[]>([]);
  const [found, setFound] = useState<Set<number>>(new Set());
  const [mistakes, setMistakes] = useState(0);
  const [over, setOver] = useState(false);
  const [answers, setAnswers] = useState<string[]>([]);
  const grid = useGridFocus<HTMLButtonElement>(cards.length, COLUMNS);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const turn = (i: number) => {
    if (over || found.has(cards[i]!.pair) || open.includes(i)) return;
    if (open.length === 2) return;
    const next = [...open, i];
    setOpen(next);
    if (next.length < 2) return;
    const [a, b] = next.map((n) => cards[n]!);
    const given = [...answers, `${next[0]! + 1}-${next[1]! + 1}`];
    setAnswers(given);
    if (a!.pair === b!.pair) {
      const now = new Set([...found, a!.pair]);
      setFound(now);
      setOpen([]);
      if (now.size === pairs) {
        setOver(true);
        void finish(given);
      }
      return;
    }
    const wrong = mistakes + 1;
    setMistakes(wrong);
    if (wrong >= losing) {
      setOver(true);
      void finish(given);
    }
    timer.current = setTimeout(() => setOpen([]), MISMATCH_MS);
  };

  return (
    <Stack gap="sm">
      <GameIntro
        help={tm(touch ? 'helpTouch' : 'help')}
        status={`${tm('pairs', { found: found.size, total: pairs })} · ${tm('mistakesLeft', {
          count: Math.max(0, losing - mistakes),
        })}`}
      />
      <SimpleGrid cols={COLUMNS} spacing="xs" maw={480}>
        {cards.map((card, i) => {
          const faceUp = open.includes(i) || found.has(card.pair) || over;
          const state = found.has(card.pair)
            ? tm('found')
            : faceUp
              ? tm('shown', { image: card.pair + 1 })
              : tm('hidden');
          return (
            <UnstyledButton
              key={i}
              ref={grid.ref(i)}
              aria-label={`${tm('card', { n: i + 1 })}: ${state}`}
              onClick={() => turn(i)}
              onKeyDown={grid.onKeyDown(i)}
              style={{
                aspectRatio: '1',
                borderRadius: 8,
                border: '2px solid var(--mantine-color-gray-5)',
                background: faceUp ? 'white' : 'var(--mantine-color-blue-7)',
                overflow: 'hidden',
              }}
            >
              {faceUp ? (
                <AuthImage src={card.image} alt={tx('imageN', { n: card.pair + 1 })} h="100%" fit="cover" />
              ) : (
                <Box c="white" fw={700} ta="center" aria-hidden>
                  ?
                </Box>
              )}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
