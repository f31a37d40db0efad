import { useMemo, useState } from 'react';
import { Box, Button, Group, Stack, UnstyledButton } from '@mantine/core';
import { AuthImage } from '../image';
import { GameIntro } from './GameIntro';
import { useMatchingTexts } from './matching.texts';
import { shuffled } from './shuffle';
import { usePlayTexts } from './texts';
import type { GamePlayProps } from './types';
import { useCoarsePointer } from './useCoarsePointer';

const ROW = 84;
const IMAGE = 72;
const GAP = 72;

type Side = 'left' | 'right';

/**
 * Connect the dots (4): group 1's images in order on the left, group 2's shuffled on the right.
 * The player selects an image on one side, then its partner on the other, and a line links them
 * (click, tap, Tab and Enter); selecting a linked image undoes its link. "Verificar" once every
 * left image is linked: the server scores the links ("left:image"), green where right, red where
 * wrong; won when all are right.
 */
export function MatchingImagesGame({ game, finish, random }: GamePlayProps<4> & { random?: () => number }) {
  const tx = usePlayTexts();
  const tm = useMatchingTexts();
  const touch = useCoarsePointer();
  const n = game.group1.length;
  /** right[p]: which group-2 image (its index) sits at place p on the right. */
  const right = useMemo(() => shuffled([...Array(n).keys()], random), [n, random]);
  const [links, setLinks] = useState<Map<number, number>>(new Map()); // left index → right place
  const [selected, setSelected] = useState<{ side: Side; index: number } | null>(null);
  const [checked, setChecked] = useState(false);
  /** The server's verdict on each left image's link, once checked. */
  const [verdicts, setVerdicts] = useState<Map<number, boolean>>(new Map());
  const leftOf = (place: number) => [...links].find(([, p]) => p === place)?.[0];

  const choose = (side: Side, index: number) => {
    if (checked) return;
    const linked = side === 'left' ? links.has(index) : leftOf(index) !== undefined;
    if (linked) {
      const next = new Map(links);
      next.delete(side === 'left' ? index : leftOf(index)!);
      setLinks(next);
      setSelected(null);
      return;
    }
    if (!selected || selected.side === side) return setSelected({ side, index });
    const [l, p] = side === 'left' ? [index, selected.index] : [selected.index, index];
    setLinks(new Map([...links, [l, p]]));
    setSelected(null);
  };
  const isRight = (l: number) => verdicts.get(l) === true;
  const check = () => {
    setChecked(true);
    const sorted = [...links].sort(([a], [b]) => a - b);
    void finish(sorted.map(([l, p]) => `${l + 1}:${game.group2[right[p]!]!}`)).then((result) =>
      setVerdicts(new Map(sorted.map(([l], i) => [l, result.verdicts[i] === true]))),
    );
  };

  const cell = (side: Side, index: number, image: string, label: string) => {
    const isSelected = selected?.side === side && selected.index === index;
    return (
      <UnstyledButton
        key={`${side}${index}`}
        aria-label={label}
        aria-pressed={isSelected}
        data-image={image}
        onClick={() => choose(side, index)}
        style={{
          height: IMAGE,
          width: IMAGE,
          margin: (ROW - IMAGE) / 2,
          borderRadius: 8,
          outline: isSelected ? '4px solid var(--mantine-color-orange-6)' : undefined,
        }}
      >
        <AuthImage src={image} alt={label} w={IMAGE} h={IMAGE} fit="cover" radius="md" />
      </UnstyledButton>
    );
  };

  return (
    <Stack gap="sm">
      <GameIntro
        help={tm(touch ? 'helpTouch' : 'help')}
        status={tm('links', { count: links.size, total: n })}
      />
      <Group gap={0} align="flex-start" wrap="nowrap">
        <Stack gap={0}>
          {game.group1.map((image, l) =>
            cell(
              'left',
              l,
              image,
              `${tm('left', { n: l + 1 })}${links.has(l) ? `, ${tm('linkedTo', { n: links.get(l)! + 1 })}` : ''}`,
            ),
          )}
        </Stack>
        <Box component="svg" w={GAP} h={ROW * n} aria-hidden style={{ flexShrink: 0 }}>
          {[...links].map(([l, p]) => (
            <line
              key={l}
              x1={0}
              y1={l * ROW + ROW / 2}
              x2={GAP}
              y2={p * ROW + ROW / 2}
              strokeWidth={4}
              strokeLinecap="round"
              stroke={
                verdicts.has(l)
                  ? isRight(l)
                    ? 'var(--mantine-color-green-7)'
                    : 'var(--mantine-color-red-7)'
                  : 'var(--mantine-color-blue-7)'
              }
            />
          ))}
        </Box>
        <Stack gap={0}>
          {right.map((g2, p) =>
            cell(
              'right',
              p,
              game.group2[g2]!,
              `${tm('right', { n: p + 1 })}${leftOf(p) !== undefined ? `, ${tm('linkedTo', { n: leftOf(p)! + 1 })}` : ''}`,
            ),
          )}
        </Stack>
      </Group>
      <Group>
        <Button onClick={check} disabled={checked || links.size < n}>
          {tx('check')}
        </Button>
      </Group>
    </Stack>
  );
}
