import { Box, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import {
  IconCircle,
  IconCircleCheck,
  IconDeviceGamepad2,
  IconEye,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import type { ContentState, PlayerChapter, TrailProgress } from '@school/modules/teaching/contracts';
import { contentName } from './steps';
import { usePlayerTexts } from './texts';

export interface TrailMapProps {
  chapters: readonly PlayerChapter[];
  progress: TrailProgress;
  /** The content shown now. */
  current: number;
  onPick(codTrlConteudo: number): void;
}

const ICONS: Record<ContentState, { icon: Icon; color: string }> = {
  naoVisto: { icon: IconCircle, color: 'gray' },
  visto: { icon: IconEye, color: 'blue' },
  jogado: { icon: IconDeviceGamepad2, color: 'orange' },
  vencido: { icon: IconTrophy, color: 'teal' },
};

/**
 * The trail's map: its chapters, lessons and contents, each content with its state in words (and
 * an icon beside them), the current one marked (aria-current); a content picked is shown.
 */
export function TrailMap({ chapters, progress, current, onPick }: TrailMapProps) {
  const tp = usePlayerTexts();
  const states = new Map(progress.estados.map((s) => [s.codTrlConteudo, s.estado]));
  const ofChapter = new Map(progress.capitulos.map((c) => [c.codTrlCapitulo, c]));
  return (
    <Box component="nav" aria-label={tp('map')}>
      <Stack gap="md">
        {chapters.map((chapter) => {
          const done = ofChapter.get(chapter.codTrlCapitulo);
          const headingId = `map-chapter-${chapter.codTrlCapitulo}`;
          return (
            <Box component="section" key={chapter.codTrlCapitulo} aria-labelledby={headingId}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Title order={2} size="h5" id={headingId}>
                  {chapter.dscTitulo}
                </Title>
                {done?.concluido ? (
                  <Group gap={4} wrap="nowrap">
                    <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
                    <Text size="xs" fw={700} c="teal.9">
                      {tp('chapterDone')}
                    </Text>
                  </Group>
                ) : (
                  <Text size="xs" c="dimmed">
                    {tp('chapterItems', { n: done?.feitos ?? 0, total: done?.conteudos ?? 0 })}
                  </Text>
                )}
              </Group>
              {chapter.aulas.map((lesson) => (
                <Box key={lesson.codTrlAula} mt={4}>
                  <Text size="sm" fw={600} c="dimmed" id={`map-lesson-${lesson.codTrlAula}`}>
                    {lesson.dscTitulo}
                  </Text>
                  <Box
                    component="ul"
                    aria-labelledby={`map-lesson-${lesson.codTrlAula}`}
                    style={{ listStyle: 'none', margin: 0, padding: 0 }}
                  >
                    {lesson.conteudos.map((content) => {
                      const state = states.get(content.codTrlConteudo) ?? 'naoVisto';
                      const game = content.codTrlTipoConteudo === 3;
                      const { icon: StateIcon, color } = ICONS[state];
                      const here = content.codTrlConteudo === current;
                      const words = tp(game && state === 'visto' ? 'state.gameSeen' : `state.${state}`);
                      return (
                        <li key={content.codTrlConteudo}>
                          <NavLink
                            component="button"
                            type="button"
                            active={here}
                            aria-current={here ? 'step' : undefined}
                            label={contentName(content)}
                            description={here ? `${words} · ${tp('current')}` : words}
                            leftSection={
                              <StateIcon size={18} color={`var(--mantine-color-${color}-7)`} aria-hidden />
                            }
                            onClick={() => onPick(content.codTrlConteudo)}
                            data-state={state}
                            // On the current one's tinted background the dimmed words would be too faint.
                            styles={
                              here ? { description: { color: 'var(--mantine-color-text)' } } : undefined
                            }
                          />
                        </li>
                      );
                    })}
                  </Box>
                </Box>
              ))}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
