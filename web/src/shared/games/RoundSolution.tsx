import { Fragment } from 'react';
import { Group, List, Stack, Text } from '@mantine/core';
import { HIDDEN_WORD } from '@school/modules/content/contracts';
import type { GameSolution, PlayerGame } from '@school/modules/teaching/contracts';
import { AuthImage } from '../image';
import { useResultTexts } from './result.texts';

const THUMB = 56;

/**
 * The answer key of a lost round as the server revealed it (decision 0068), in words: the word,
 * the right answer, each statement's value, the complete sentence; the images with their names.
 */
export function RoundSolution({ game, solution }: { game: PlayerGame; solution: GameSolution }) {
  const tr = useResultTexts();
  switch (solution.codTrlJogo) {
    case 1:
      return <Text fw={600}>{tr('word', { word: solution.word })}</Text>;
    case 6:
      return <Text fw={600}>{tr('answer', { answer: solution.answer })}</Text>;
    case 3:
    case 10: {
      const alt = solution.codTrlJogo === 3 ? tr('mazeImageAlt', { n: solution.point }) : tr('imageQuizAlt');
      return (
        <Stack gap={4}>
          <Text fw={600}>
            {solution.codTrlJogo === 3 ? tr('mazeImage', { n: solution.point }) : tr('image')}
          </Text>
          <AuthImage src={solution.image} alt={alt} w={96} h={96} fit="cover" radius="sm" />
        </Stack>
      );
    }
    case 4: {
      const group1 = game.codTrlJogo === 4 ? game.group1 : [];
      return (
        <Stack gap={4}>
          <Text fw={600}>{tr('links')}</Text>
          <List listStyleType="none" spacing={4}>
            {solution.links.map((image, i) => (
              <List.Item key={i}>
                <Group gap="xs" wrap="nowrap">
                  {group1[i] && (
                    <AuthImage
                      src={group1[i]}
                      alt={tr('leftImage', { n: i + 1 })}
                      w={THUMB}
                      h={THUMB}
                      fit="cover"
                    />
                  )}
                  <span aria-hidden>↔</span>
                  <AuthImage src={image} alt={tr('partner', { n: i + 1 })} w={THUMB} h={THUMB} fit="cover" />
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      );
    }
    case 7: {
      const statements = game.codTrlJogo === 7 ? game.statements : [];
      return (
        <Stack gap={4}>
          <Text fw={600}>{tr('values')}</Text>
          <List spacing={2}>
            {solution.values.map((value, i) => (
              <List.Item key={i}>
                {statements[i]} — <strong>{value === 'S' ? tr('true') : tr('false')}</strong>
              </List.Item>
            ))}
          </List>
        </Stack>
      );
    }
    case 8:
      return (
        <Stack gap={4}>
          <Text fw={600}>{tr('groups')}</Text>
          <Group gap="sm">
            {solution.groups.map(({ image, group }, i) => (
              <Stack key={i} gap={2} align="center">
                <AuthImage src={image} alt={tr('imageAlt', { n: i + 1 })} w={THUMB} h={THUMB} fit="cover" />
                <Text size="sm">{tr('groupOf', { n: i + 1, group })}</Text>
              </Stack>
            ))}
          </Group>
        </Stack>
      );
    case 9: {
      const parts = game.codTrlJogo === 9 ? game.sentence.split(HIDDEN_WORD) : [];
      return (
        <Stack gap={4}>
          <Text fw={600}>{tr('sentence')}</Text>
          <Text>
            {parts.map((part, i) => (
              <Fragment key={i}>
                {part}
                {i < parts.length - 1 && <strong>{solution.words[i] ?? ''}</strong>}
              </Fragment>
            ))}
          </Text>
        </Stack>
      );
    }
    default: {
      // A key this client does not know (a newer server): the result says enough without it.
      const unknown: never = solution;
      void unknown;
      return null;
    }
  }
}
