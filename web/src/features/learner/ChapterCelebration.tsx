import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { ChapterProgress } from '@school/modules/teaching/contracts';
import classes from './ChapterCelebration.module.css';
import { usePlayerTexts } from './texts';

/** The time between two stars lighting up. */
const STAR_DELAY_MS = 150;

/**
 * A chapter just completed, celebrated: a star for each of its games (filled for those won) and
 * the count in words. It is put inside the player's polite live region, which reads it once.
 */
export function ChapterCelebration({ name, chapter }: { name: string; chapter: ChapterProgress }) {
  const tp = usePlayerTexts();
  const stars = Array.from({ length: chapter.jogos }, (_, i) => i < chapter.vencidos);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="teal.0"
      className={classes.card}
      data-testid="chapter-celebration"
    >
      <Stack gap={6} align="center">
        <Text fw={700} size="lg" ta="center" c="teal.9">
          {tp('celebrate', { name })}
        </Text>
        {stars.length > 0 && (
          <Group gap={4} aria-hidden>
            {stars.map((won, i) => {
              const Star = won ? IconStarFilled : IconStar;
              return (
                <Star
                  key={i}
                  size={28}
                  className={classes.star}
                  style={{ animationDelay: `${i * STAR_DELAY_MS}ms` }}
                  color={won ? 'var(--mantine-color-yellow-7)' : 'var(--mantine-color-gray-6)'}
                  data-won={won}
                />
              );
            })}
          </Group>
        )}
        <Text size="sm" c="teal.9">
          {stars.length > 0 ? tp('gamesWon', { n: chapter.vencidos, total: chapter.jogos }) : tp('noGames')}
        </Text>
      </Stack>
    </Paper>
  );
}
