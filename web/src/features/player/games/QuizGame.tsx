import { useMemo, useState } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { AuthImage } from '../../../shared/image';
import { shuffled } from './shuffle';
import { usePlayTexts } from './texts';
import { RIGHT, WRONG } from './colors';
import type { GamePlayProps } from './types';

/**
 * Quiz (6): one question, its optional image, four answers in a shuffled order. The right one
 * wins; any other loses, and the right one is shown. Buttons: mouse, touch, Tab and Enter.
 */
export function QuizGame({ game, onFinish, random }: GamePlayProps<6> & { random?: () => number }) {
  const tx = usePlayTexts();
  const answers = useMemo(() => shuffled(game.answers, random), [game.answers, random]);
  const [picked, setPicked] = useState<number | null>(null);
  const pick = (i: number) => {
    if (picked !== null) return;
    setPicked(i);
    const won = answers[i]!.indRespostaCorreta === 'S';
    onFinish({ won, score: won ? 1 : 0, answers: [answers[i]!.dscResposta] });
  };
  const right = (i: number) => answers[i]!.indRespostaCorreta === 'S';
  return (
    <Stack gap="md">
      <Text fw={600} size="lg">
        {game.question}
      </Text>
      {game.image && <AuthImage src={game.image} alt={tx('imageN', { n: 1 })} mah={240} fit="contain" />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {answers.map((a, i) => (
          <Button
            key={i}
            size="lg"
            variant={picked === null ? 'default' : right(i) ? 'filled' : picked === i ? 'filled' : 'default'}
            color={picked === null ? undefined : right(i) ? RIGHT : picked === i ? WRONG : undefined}
            aria-pressed={picked === i}
            onClick={() => pick(i)}
          >
            {a.dscResposta}
          </Button>
        ))}
      </SimpleGrid>
      <Text aria-live="polite" fw={600}>
        {picked === null ? '' : right(picked) ? tx('correct') : tx('wrong')}
      </Text>
    </Stack>
  );
}
