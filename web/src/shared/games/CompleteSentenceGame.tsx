import { Fragment, useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { HIDDEN_WORD } from '@school/modules/content/contracts';
import { useSentenceTexts } from './completeSentence.texts';
import { shuffled } from './shuffle';
import { usePlayTexts } from './texts';
import { RIGHT, WRONG } from './colors';
import type { GamePlayProps } from './types';
import { useCoarsePointer } from './useCoarsePointer';

/**
 * Complete the sentence (9): each asterisk of the sentence is a blank; a shuffled bank holds the
 * right and the wrong words. The player selects a blank, then a word (a filled blank, clicked,
 * empties again); "Verificar" once every blank is filled: the server scores the blanks
 * ("blank:word"), each marked right or wrong; won when all are right.
 */
export function CompleteSentenceGame({ game, finish, random }: GamePlayProps<9> & { random?: () => number }) {
  const tx = usePlayTexts();
  const ts = useSentenceTexts();
  const touch = useCoarsePointer();
  const parts = game.sentence.split(HIDDEN_WORD);
  const bank = useMemo(
    () =>
      shuffled(
        game.words.map((word, id) => ({ id, word })),
        random,
      ),
    [game.words, random],
  );
  const [filled, setFilled] = useState<(number | null)[]>(() => parts.slice(1).map(() => null));
  /** The server's verdict on each blank, once checked. */
  const [verdicts, setVerdicts] = useState<boolean[] | null>(null);
  const [selected, setSelected] = useState(0);
  const [checked, setChecked] = useState(false);
  const used = new Set(filled.filter((f): f is number => f !== null));
  const wordOf = (id: number | null) => (id === null ? null : bank.find((b) => b.id === id)!.word);

  const clickBlank = (i: number) => {
    if (checked) return;
    if (filled[i] !== null) setFilled(filled.map((f, j) => (j === i ? null : f)));
    setSelected(i);
  };
  const place = (id: number) => {
    if (checked) return;
    const next = filled.map((f, j) => (j === selected ? id : f));
    setFilled(next);
    const empty = next.findIndex((f) => f === null);
    if (empty >= 0) setSelected(empty);
  };
  const check = () => {
    setChecked(true);
    const given = filled.map((f, i) => `${i + 1}:${wordOf(f) ?? ''}`);
    void finish(given).then((result) => setVerdicts(result.verdicts));
  };
  const rightAt = (i: number) => verdicts?.[i] === true;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {ts(touch ? 'helpTouch' : 'help')}
      </Text>
      <Text size="xl" lh={2.2}>
        {parts.map((part, i) => (
          <Fragment key={i}>
            {part}
            {i < parts.length - 1 && (
              <Button
                mx={4}
                size="compact-md"
                variant={verdicts || selected === i ? 'filled' : 'light'}
                color={verdicts ? (rightAt(i) ? RIGHT : WRONG) : undefined}
                aria-label={ts('blank', { n: i + 1, word: wordOf(filled[i] ?? null) ?? ts('empty') })}
                aria-pressed={selected === i}
                onClick={() => clickBlank(i)}
              >
                {wordOf(filled[i] ?? null) ?? '____'}
              </Button>
            )}
          </Fragment>
        ))}
      </Text>
      <Group gap="xs" role="group" aria-label={ts('bank')}>
        {bank.map((b) => (
          <Button
            key={b.id}
            variant="default"
            disabled={used.has(b.id) || checked}
            onClick={() => place(b.id)}
          >
            {b.word}
          </Button>
        ))}
      </Group>
      <Group>
        <Button onClick={check} disabled={checked || filled.some((f) => f === null)}>
          {tx('check')}
        </Button>
      </Group>
    </Stack>
  );
}
