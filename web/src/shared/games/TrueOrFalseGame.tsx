import { useState } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { usePlayTexts } from './texts';
import { RIGHT, WRONG } from './colors';
import type { GamePlayProps } from './types';
import { useTrueOrFalseTexts } from './trueOrFalse.texts';

/**
 * True or false (7): the statements one at a time; the player says true or false and the server
 * says at once whether it was right ("statement:S|N"). Won when every answer is right; the server
 * scores the share right.
 */
export function TrueOrFalseGame({ game, check, finish }: GamePlayProps<7>) {
  const tx = usePlayTexts();
  const tt = useTrueOrFalseTexts();
  const total = game.statements.length;
  const [given, setGiven] = useState<string[]>([]);
  /** The server's verdict on the last answer (null while it is asked). */
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const [showing, setShowing] = useState(false);
  const index = given.length - (showing ? 1 : 0);
  const statement = game.statements[index];
  const answer = (value: 'S' | 'N') => {
    const next = [...given, `${given.length + 1}:${value}`];
    setGiven(next);
    setShowing(true);
    setVerdict(null);
    check(next[next.length - 1]!).then(
      ({ right }) => {
        setVerdict(right);
        if (next.length === total) void finish(next);
      },
      () => {
        // A failed check (shown by the player): the statement can be answered again.
        setGiven(given);
        setShowing(false);
      },
    );
  };
  const done = given.length === total;
  return (
    <Stack gap="md">
      <Progress
        value={(given.length / total) * 100}
        aria-label={tt('progress', { n: given.length, total })}
      />
      {statement && (
        <Text fw={600} size="lg">
          {statement}
        </Text>
      )}
      {!showing && statement && (
        <Group>
          <Button size="lg" color={RIGHT} onClick={() => answer('S')}>
            {tt('true')}
          </Button>
          <Button size="lg" color={WRONG} onClick={() => answer('N')}>
            {tt('false')}
          </Button>
        </Group>
      )}
      <Text aria-live="polite" fw={600}>
        {showing && verdict !== null ? (verdict ? tx('correct') : tx('wrong')) : ''}
      </Text>
      {showing && verdict !== null && !done && (
        <Group>
          <Button onClick={() => setShowing(false)}>{tt('nextStatement')}</Button>
        </Group>
      )}
    </Stack>
  );
}
