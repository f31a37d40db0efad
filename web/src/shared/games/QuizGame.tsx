import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { AuthImage } from '../image';
import { usePlayTexts } from './texts';
import { RIGHT, WRONG } from './colors';
import type { GamePlayProps } from './types';
import { useSinglePick } from './useSinglePick';

/**
 * Quiz (6): one question, its optional image, four answers in a shuffled order. The server
 * checks the pick: the right one wins, any other loses; the frame's result says so, and a lost round's
 * answer shows the right one, as the server reveals it once the round is recorded (decision 0068). Buttons: mouse, touch, Tab and Enter.
 */
export function QuizGame({ game, check, finish, random }: GamePlayProps<6> & { random?: () => number }) {
  const tx = usePlayTexts();
  const { shown: answers, picked, pick, mark } = useSinglePick(game.answers, check, finish, random);
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
            variant={mark(i) === null ? 'default' : 'filled'}
            color={mark(i) === null ? undefined : mark(i) ? RIGHT : WRONG}
            aria-pressed={picked === i}
            onClick={() => pick(i)}
          >
            {a}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
