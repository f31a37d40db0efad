import { useState } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { usePlayTexts } from './texts';
import { RIGHT, WRONG } from './colors';
import type { GamePlayProps } from './types';
import { useTrueOrFalseTexts } from './trueOrFalse.texts';

/**
 * True or false (7): the statements one at a time; the player says true or false and sees at
 * once whether it was right. Won when every answer is right; score is the share right.
 */
export function TrueOrFalseGame({ game, onFinish }: GamePlayProps<7>) {
  const tx = usePlayTexts();
  const tt = useTrueOrFalseTexts();
  const [given, setGiven] = useState<('S' | 'N')[]>([]);
  const [showing, setShowing] = useState(false);
  const index = given.length - (showing ? 1 : 0);
  const question = game.questions[index];
  const answer = (value: 'S' | 'N') => {
    const next = [...given, value];
    setGiven(next);
    setShowing(true);
    if (next.length === game.questions.length) {
      const right = next.filter((v, i) => v === game.questions[i]!.indRespostaCorreta).length;
      onFinish({ won: right === next.length, score: right / next.length, answers: next });
    }
  };
  const last = given[given.length - 1];
  const wasRight = showing && last === game.questions[given.length - 1]?.indRespostaCorreta;
  const done = given.length === game.questions.length;
  return (
    <Stack gap="md">
      <Progress
        value={(given.length / game.questions.length) * 100}
        aria-label={tt('progress', { n: given.length, total: game.questions.length })}
      />
      {question && (
        <Text fw={600} size="lg">
          {question.dscPergunta}
        </Text>
      )}
      {!showing && question && (
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
        {showing ? (wasRight ? tx('correct') : tx('wrong')) : ''}
      </Text>
      {showing && !done && (
        <Group>
          <Button onClick={() => setShowing(false)}>{tt('nextStatement')}</Button>
        </Group>
      )}
    </Stack>
  );
}
