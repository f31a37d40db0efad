import { Box, Breadcrumbs, Group, Progress, Text } from '@mantine/core';
import type { ChapterProgress, TrailProgress } from '@school/modules/teaching/contracts';
import { ChapterCelebration } from './ChapterCelebration';
import type { Step } from './steps';
import { usePlayerTexts } from './texts';

export interface PlayerProgressProps {
  trail: string;
  step: Step;
  /** The step's place (from 1) among `total`. */
  n: number;
  total: number;
  progress: TrailProgress;
  /** The chapter just completed, to celebrate, or null. */
  celebrating: ChapterProgress | null;
}

/**
 * Above the player: where the learner is (trail, chapter, lesson, "Conteúdo 2 de 9"), how much it
 * has done (the bar, the chapters completed), and the polite live region that celebrates a
 * chapter completed (always there, so that what comes into it is read).
 */
export function PlayerProgress({ trail, step, n, total, progress, celebrating }: PlayerProgressProps) {
  const tp = usePlayerTexts();
  const done = progress.capitulos.reduce((sum, c) => sum + c.feitos, 0);
  const percent = Math.round((done / total) * 100);
  const chapters = tp('chaptersDone', {
    n: progress.capitulos.filter((c) => c.concluido).length,
    total: progress.capitulos.length,
  });
  return (
    <>
      <Breadcrumbs>
        <Text size="sm">{trail}</Text>
        <Text size="sm">
          {tp('chapter')}: {step.chapter}
        </Text>
        <Text size="sm">
          {tp('lesson')}: {step.lesson}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{tp('progress', { n, total })}</Text>
        <Text size="sm" c="dimmed">
          {tp('seen', { percent })}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={progress.concluida ? 'teal' : undefined}
        aria-label={tp('seen', { percent })}
      />
      <Text size="sm" c="dimmed">
        {chapters}
      </Text>
      <Box role="status" aria-live="polite">
        {celebrating && <ChapterCelebration name={step.chapter} chapter={celebrating} />}
      </Box>
    </>
  );
}
