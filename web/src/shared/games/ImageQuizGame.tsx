import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { AuthImage } from '../image';
import { usePlayTexts } from './texts';
import type { GamePlayProps } from './types';
import { useSinglePick } from './useSinglePick';

/**
 * Image quiz (10): one question and four images in a shuffled order. The server checks the pick:
 * the right image wins, any other loses; the frame's result says so, and a lost round's answer
 * shows the right image, as the server reveals it once the round is recorded (decision 0068). Each image is a button (Tab, Enter).
 */
export function ImageQuizGame({
  game,
  check,
  finish,
  random,
}: GamePlayProps<10> & { random?: () => number }) {
  const tx = usePlayTexts();
  const { shown: images, picked, pick, mark } = useSinglePick(game.images, check, finish, random);
  const border = (i: number) =>
    mark(i) === null
      ? undefined
      : mark(i)
        ? '4px solid var(--mantine-color-green-7)'
        : '4px solid var(--mantine-color-red-7)';
  return (
    <Stack gap="md">
      <Text fw={600} size="lg">
        {game.question}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {images.map((image, i) => (
          <UnstyledButton
            key={i}
            onClick={() => pick(i)}
            aria-label={tx('imageN', { n: i + 1 })}
            aria-pressed={picked === i}
            data-image={image}
          >
            <Paper withBorder radius="md" p={4} style={{ outline: border(i) }}>
              <AuthImage src={image} alt={tx('imageN', { n: i + 1 })} h={120} fit="contain" />
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
