import { useMemo, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { AuthImage } from '../image';
import { useGroupsTexts } from './imageGroups.texts';
import { shuffled } from './shuffle';
import { usePlayTexts } from './texts';
import type { GamePlayProps } from './types';
import { useCoarsePointer } from './useCoarsePointer';

interface Piece {
  id: number;
  image: string;
}

/** A piece or a group's model, as a 64px square. */
function PieceImage({ src, alt }: { src: string; alt: string }) {
  return <AuthImage src={src} alt={alt} w={64} h={64} fit="cover" radius="sm" />;
}

/**
 * Image groups (8): each group shows its first image as its model; every other image is in a
 * shuffled pool. The player selects an image, then a group (click, tap, Tab and Enter); a placed
 * image can be taken back. "Verificar" once the pool is empty: the server scores the places
 * ("group:image"); won when every image is in its group, else lost and the misplaced ones are marked.
 */
export function ImageGroupsGame({ game, finish, random }: GamePlayProps<8> & { random?: () => number }) {
  const tx = usePlayTexts();
  const tg = useGroupsTexts();
  const touch = useCoarsePointer();
  const pieces = useMemo(
    () =>
      shuffled(
        game.images.map((image, id) => ({ id, image })),
        random,
      ),
    [game.images, random],
  );
  /** The server's verdict on each piece's place, once checked. */
  const [verdicts, setVerdicts] = useState<Map<number, boolean>>(new Map());
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
    void finish(pieces.map((p) => `${(placed.get(p.id) ?? -1) + 1}:${p.image}`)).then((result) =>
      setVerdicts(new Map(pieces.map((p, i) => [p.id, result.verdicts[i] === true]))),
    );
  };
  const wrongAt = (p: Piece) => verdicts.get(p.id) === false;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {tg(touch ? 'helpTouch' : 'help')}
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
              data-image={p.image}
              onClick={() => setSelected(selected === p.id ? null : p.id)}
              style={{
                outline: selected === p.id ? '4px solid var(--mantine-color-orange-6)' : undefined,
                borderRadius: 6,
              }}
            >
              <PieceImage src={p.image} alt={tg('pick', { n: number(p) })} />
            </UnstyledButton>
          ))}
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {game.models.map((model, g) => (
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
              <PieceImage src={model} alt={tg('model', { n: g + 1 })} />
              {pieces
                .filter((p) => placed.get(p.id) === g)
                .map((p) => (
                  <UnstyledButton
                    key={p.id}
                    aria-label={`${tg('takeBack', { n: number(p) })}${wrongAt(p) ? `, ${tg('wrongMark')}` : ''}`}
                    onClick={() => takeBack(p.id)}
                    style={{
                      borderRadius: 6,
                      outline: verdicts.has(p.id)
                        ? `3px solid var(--mantine-color-${wrongAt(p) ? 'red' : 'green'}-7)`
                        : undefined,
                    }}
                  >
                    <PieceImage src={p.image} alt={tg('pick', { n: number(p) })} />
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
