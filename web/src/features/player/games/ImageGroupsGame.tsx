import { useMemo, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { AuthImage } from '../../../shared/image';
import { useGroupsTexts } from './imageGroups.texts';
import { shuffled } from './shuffle';
import { usePlayTexts } from './texts';
import type { GamePlayProps } from './types';

interface Piece {
  id: number;
  image: string;
  group: number;
}

/**
 * Image groups (8): each group shows its first image as its model; every other image is in a
 * shuffled pool. The player selects an image, then a group (click, tap, Tab and Enter); a placed
 * image can be taken back. "Verificar" once the pool is empty: won when every image is in its
 * group, else lost and the misplaced ones are marked. score = the share placed right.
 */
export function ImageGroupsGame({ game, onFinish, random }: GamePlayProps<8> & { random?: () => number }) {
  const tx = usePlayTexts();
  const tg = useGroupsTexts();
  const pieces = useMemo(() => {
    let id = 0;
    return shuffled(
      game.groups.flatMap((images, group) => images.slice(1).map((image) => ({ id: id++, image, group }))),
      random,
    );
  }, [game.groups, random]);
  const [placed, setPlaced] = useState<Map<number, number>>(new Map());
  const [selected, setSelected] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const pool = pieces.filter((p) => !placed.has(p.id));
  const number = (p: Piece) => pieces.indexOf(p) + 1;

  const placeIn = (group: number) => {
    if (selected === null || checked) return;
    setPlaced(new Map([...placed, [selected, group]]));
    setSelected(null);
  };
  const takeBack = (id: number) => {
    if (checked) return;
    const next = new Map(placed);
    next.delete(id);
    setPlaced(next);
  };
  const check = () => {
    setChecked(true);
    const right = pieces.filter((p) => placed.get(p.id) === p.group).length;
    onFinish({
      won: right === pieces.length,
      score: pieces.length ? right / pieces.length : 1,
      answers: pieces.map((p) => `${number(p)}:${(placed.get(p.id) ?? -1) + 1}`),
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {tg('help')}
      </Text>
      <Paper withBorder p="xs" radius="md">
        <Text size="sm" fw={600} mb={4}>
          {tg('pool')}
        </Text>
        <Group gap="xs" mih={72}>
          {pool.map((p) => (
            <UnstyledButton
              key={p.id}
              aria-label={tg('pick', { n: number(p) })}
              aria-pressed={selected === p.id}
              data-group={p.group}
              onClick={() => setSelected(selected === p.id ? null : p.id)}
              style={{
                outline: selected === p.id ? '4px solid var(--mantine-color-orange-6)' : undefined,
                borderRadius: 6,
              }}
            >
              <AuthImage
                src={p.image}
                alt={tg('pick', { n: number(p) })}
                w={64}
                h={64}
                fit="cover"
                radius="sm"
              />
            </UnstyledButton>
          ))}
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {game.groups.map((images, g) => (
          <Paper key={g} withBorder p="xs" radius="md">
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={600}>
                {tg('group', { n: g + 1 })}
              </Text>
              <Button size="compact-sm" disabled={selected === null || checked} onClick={() => placeIn(g)}>
                {tg('placeIn', { n: g + 1 })}
              </Button>
            </Group>
            <Group gap="xs">
              <AuthImage
                src={images[0]!}
                alt={tg('model', { n: g + 1 })}
                w={64}
                h={64}
                fit="cover"
                radius="sm"
              />
              {pieces
                .filter((p) => placed.get(p.id) === g)
                .map((p) => (
                  <UnstyledButton
                    key={p.id}
                    aria-label={`${tg('takeBack', { n: number(p) })}${checked && p.group !== g ? `, ${tg('wrongMark')}` : ''}`}
                    onClick={() => takeBack(p.id)}
                    style={{
                      borderRadius: 6,
                      outline: checked
                        ? `3px solid var(--mantine-color-${p.group === g ? 'green' : 'red'}-7)`
                        : undefined,
                    }}
                  >
                    <AuthImage
                      src={p.image}
                      alt={tg('pick', { n: number(p) })}
                      w={64}
                      h={64}
                      fit="cover"
                      radius="sm"
                    />
                  </UnstyledButton>
                ))}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Group>
        <Button onClick={check} disabled={checked || pool.length > 0}>
          {tx('check')}
        </Button>
      </Group>
    </Stack>
  );
}
