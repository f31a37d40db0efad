import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useHangmanTexts } from './hangman.texts';
import type { GamePlayProps } from './types';

/** Six wrong letters lose. */
export const HANGMAN_MISTAKES = 6;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** A letter without its accent, upper case ("ã" → "A", "ç" → "C"). */
const plain = (c: string) =>
  c
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();
const isLetter = (c: string) => /^[A-Z]$/.test(plain(c));

function Gallows({ mistakes, label }: { mistakes: number; label: string }) {
  const parts = [
    <circle key="head" cx="70" cy="30" r="10" />,
    <line key="body" x1="70" y1="40" x2="70" y2="70" />,
    <line key="arm1" x1="70" y1="48" x2="58" y2="60" />,
    <line key="arm2" x1="70" y1="48" x2="82" y2="60" />,
    <line key="leg1" x1="70" y1="70" x2="60" y2="88" />,
    <line key="leg2" x1="70" y1="70" x2="80" y2="88" />,
  ];
  return (
    <svg viewBox="0 0 100 100" width={120} height={120} role="img" aria-label={label}>
      <g stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round">
        <line x1="10" y1="95" x2="50" y2="95" />
        <line x1="25" y1="95" x2="25" y2="8" />
        <line x1="25" y1="8" x2="70" y2="8" />
        <line x1="70" y1="8" x2="70" y2="20" />
        {parts.slice(0, mistakes)}
      </g>
    </svg>
  );
}

/**
 * Hangman (1): the question is the hint; the player guesses the answer's letters with the
 * on-screen letters or the keyboard (accents and case ignored: "a" shows á, ã, â). Spaces,
 * hyphens and digits show from the start. Every letter found wins; six wrong letters lose.
 */
export function HangmanGame({ game, onFinish }: GamePlayProps<1>) {
  const th = useHangmanTexts();
  const word = game.answer.trim();
  const needed = useMemo(() => new Set([...word].filter(isLetter).map(plain)), [word]);
  const [guessed, setGuessed] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const mistakes = guessed.filter((g) => !needed.has(g)).length;
  const found = [...needed].every((l) => guessed.includes(l));

  const guess = useCallback(
    (letter: string) => {
      if (over || guessed.includes(letter)) return;
      const next = [...guessed, letter];
      setGuessed(next);
      const wrong = next.filter((g) => !needed.has(g)).length;
      const won = [...needed].every((l) => next.includes(l));
      if (won || wrong >= HANGMAN_MISTAKES) {
        setOver(true);
        const score = won
          ? 1 - wrong / HANGMAN_MISTAKES
          : [...needed].filter((l) => next.includes(l)).length / needed.size;
        onFinish({ won, score, answers: next });
      }
    },
    [over, guessed, needed, onFinish],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const letter = plain(event.key);
      if (LETTERS.includes(letter)) guess(letter);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [guess]);

  const shown = [...word].map((c) => (!isLetter(c) || guessed.includes(plain(c)) || over ? c : '_'));
  return (
    <Stack gap="md">
      <Text>
        <strong>{th('hint')}:</strong> {game.question}
      </Text>
      <Group align="center" gap="xl">
        <Gallows mistakes={mistakes} label={th('drawing', { count: mistakes })} />
        <Text
          ff="monospace"
          fz={28}
          fw={700}
          style={{ letterSpacing: '0.3em' }}
          aria-label={th('word', { word: shown.join(' ') })}
          data-testid="hangman-word"
        >
          {shown.join('')}
        </Text>
      </Group>
      <Text size="sm" aria-live="polite">
        {th('wrongLeft', { count: HANGMAN_MISTAKES - mistakes })}
      </Text>
      <Text size="sm" c="dimmed">
        {th('typeHelp')}
      </Text>
      <Group gap={6}>
        {LETTERS.map((l) => {
          const used = guessed.includes(l);
          return (
            <Button
              key={l}
              w={40}
              px={0}
              variant={used ? (needed.has(l) ? 'filled' : 'light') : 'default'}
              color={used ? (needed.has(l) ? 'green' : 'red') : undefined}
              disabled={used || over || found}
              aria-label={th('letter', { letter: l })}
              onClick={() => guess(l)}
            >
              {l}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
