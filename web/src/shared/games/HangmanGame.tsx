import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useHangmanTexts } from './hangman.texts';
import { HANGMAN_MISTAKES } from '@school/modules/teaching/contracts';
import type { GamePlayProps } from './types';
import { useCoarsePointer } from './useCoarsePointer';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** A letter without its accent, upper case ("ã" → "A", "ç" → "C"). */
const plain = (c: string) =>
  c
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();

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
 * on-screen letters or the keyboard (accents and case ignored: "a" shows á, ã, â). The device
 * holds only the word's shape (spaces, hyphens and digits show from the start): each letter is
 * asked of the server, which says where it shows. Every letter found wins; six wrong letters lose.
 */
export function HangmanGame({ game, check, finish }: GamePlayProps<1>) {
  const th = useHangmanTexts();
  const touch = useCoarsePointer();
  /** Each letter guessed, in order, and the server's verdict once it came (undefined meanwhile). */
  const [guessed, setGuessed] = useState<{ letter: string; right?: boolean }[]>([]);
  const [shown, setShown] = useState<string[]>(() => [...game.shape]);
  const mistakes = guessed.filter((g) => g.right === false).length;
  const found = !shown.includes('_');
  const pending = guessed.some((g) => g.right === undefined);
  // The round ends once every verdict came and the word is found or six letters were wrong.
  const over = !pending && (found || mistakes >= HANGMAN_MISTAKES);
  const finished = useRef(false);

  const guess = useCallback(
    (letter: string) => {
      if (over || found || mistakes >= HANGMAN_MISTAKES || guessed.some((g) => g.letter === letter)) return;
      setGuessed((list) => (list.some((g) => g.letter === letter) ? list : [...list, { letter }]));
      // A failed check (shown by the player) gives the letter back, to be tried again.
      check(letter).then(
        (verdict) => {
          setGuessed((list) => list.map((g) => (g.letter === letter ? { letter, right: verdict.right } : g)));
          setShown((word) => {
            const next = [...word];
            for (const { index, char } of verdict.letters ?? []) next[index] = char;
            return next;
          });
        },
        () => setGuessed((list) => list.filter((g) => g.letter !== letter)),
      );
    },
    [over, found, mistakes, guessed, check],
  );

  // An ended round is sent once.
  useEffect(() => {
    if (!over || finished.current) return;
    finished.current = true;
    // A lost round's answer (decision 0068): the word the server revealed fills the board.
    void finish(guessed.map((g) => g.letter)).then(({ solution }) => {
      if (solution?.codTrlJogo === 1) setShown([...solution.word]);
    });
  }, [over, guessed, finish]);

  // Before paint: a key pressed as soon as a verdict shows reaches the current state, not the last one.
  useLayoutEffect(() => {
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
        {th('wrongLeft', { count: Math.max(0, HANGMAN_MISTAKES - mistakes) })}
      </Text>
      <Text size="sm" c="dimmed">
        {th(touch ? 'typeHelpTouch' : 'typeHelp')}
      </Text>
      <Group gap={6}>
        {LETTERS.map((l) => {
          const used = guessed.find((g) => g.letter === l);
          const verdict = used?.right;
          return (
            <Button
              key={l}
              w={40}
              px={0}
              variant={verdict === undefined ? 'default' : verdict ? 'filled' : 'light'}
              color={verdict === undefined ? undefined : verdict ? 'green' : 'red'}
              disabled={used !== undefined || over || found || mistakes >= HANGMAN_MISTAKES}
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
