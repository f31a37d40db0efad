import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { TrailProgress } from '@school/modules/teaching/contracts';
import { usePlayerTexts } from './texts';

/**
 * At the trail's last content: "Você chegou ao fim da trilha!" once the trail is complete; before
 * that, what is left ("Faltam 3 jogos", "Falta 1 conteúdo") and a way to the first of it.
 */
export function TrailEnd({
  progress,
  onGo,
}: {
  progress: TrailProgress;
  onGo(codTrlConteudo: number): void;
}) {
  const tp = usePlayerTexts();
  const [first] = progress.faltam;
  if (progress.concluida || !first) return <Text fw={600}>{tp('finished')}</Text>;
  const games = progress.faltam.filter((f) => f.jogo).length;
  const contents = progress.faltam.length - games;
  const parts = [
    contents === 0 ? null : contents === 1 ? tp('contentsOne') : tp('contentsMany', { n: contents }),
    games === 0 ? null : games === 1 ? tp('gamesOne') : tp('gamesMany', { n: games }),
  ].filter((p) => p !== null);
  const what = parts.length === 2 ? tp('and', { a: parts[0]!, b: parts[1]! }) : parts[0]!;
  return (
    <Group justify="space-between" gap="xs">
      <Text fw={600}>{tp(progress.faltam.length === 1 ? 'leftOne' : 'leftMany', { what })}</Text>
      <Button
        variant="light"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        onClick={() => onGo(first.codTrlConteudo)}
      >
        {tp('goLeft')}
      </Button>
    </Group>
  );
}
