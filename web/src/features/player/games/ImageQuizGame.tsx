import { useMemo, useState } from 'react';
import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { AuthImage } from '../../../shared/image';
import { shuffled } from './shuffle';
import { usePlayTexts } from './texts';
import type { GamePlayProps } from './types';

/**
 * Image quiz (10): one question and four images in a shuffled order. The right image wins; any
 * other loses, and the right one is shown. Each image is a button (Tab, Enter).
 */
export function ImageQuizGame({ game, onFinish, random }: GamePlayProps<10> & { random?: () => number }) {
  const tx = usePlayTexts();
  const answers = useMemo(() => shuffled(game.answers, random), [game.answers, random]);
  const [picked, setPicked] = useState<number | null>(null);
  const right = (i: number) => answers[i]!.indRespostaCorreta === 'S';
  const pick = (i: number) => {
    if (picked !== null) return;
    setPicked(i);
    onFinish({
      won: right(i),
      score: right(i) ? 1 : 0,
      answers: [String(game.answers.indexOf(answers[i]!) + 1)],
    });
  };
  const border = (i: number) =>
    picked === null
      ? undefined
      : right(i)
        ? '4px solid var(--mantine-color-green-7)'
        : picked === i
          ? '4px solid var(--mantine-color-red-7)'
          : undefined;
  return (
    <Stack gap="md">
      <Text fw={600} size="lg">
        {game.question}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {answers.map((a, i) => (
          <UnstyledButton
            key={i}
            onClick={() => pick(i)}
            aria-label={tx('imageN', { n: i + 1 })}
            aria-pressed={picked === i}
            data-choice={game.answers.indexOf(a)}
          >
            <Paper withBorder radius="md" p={4} style={{ outline: border(i) }}>
              <AuthImage src={a.imgResposta} alt={tx('imageN', { n: i + 1 })} h={120} fit="contain" />
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Text aria-live="polite" fw={600}>
        {picked === null ? '' : right(picked) ? tx('correct') : tx('wrong')}
      </Text>
    </Stack>
  );
}
