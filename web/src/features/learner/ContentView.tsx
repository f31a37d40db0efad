import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PlayerContent } from '@school/modules/teaching/contracts';
import { AuthImage } from '../../shared/image';
import { usePlayerTexts } from './texts';
import { VideoView } from './VideoView';

type Of<T extends number> = Extract<PlayerContent, { codTrlTipoConteudo: T }>;

/** A dialogue: each character's picture and speech in turn ("Próxima fala"). */
function DialogueView({ content }: { content: Of<4> }) {
  const tp = usePlayerTexts();
  const [shown, setShown] = useState(1);
  const lines = content.entradas.slice(0, shown);
  return (
    <Stack gap="sm">
      <Stack gap="sm" aria-live="polite">
        {lines.map((e, i) => (
          <Group key={i} align="flex-start" wrap="nowrap" justify={i % 2 ? 'flex-end' : 'flex-start'}>
            {e.imgPersonagem && (
              <AuthImage src={e.imgPersonagem} alt={e.nomPersonagem} w={72} h={72} fit="contain" />
            )}
            <Paper withBorder p="sm" radius="lg" maw={520}>
              <Text fw={700} size="sm">
                {e.nomPersonagem}
              </Text>
              <Text>{e.dscTexto}</Text>
            </Paper>
          </Group>
        ))}
      </Stack>
      <Group>
        {shown < content.entradas.length ? (
          <Button variant="light" onClick={() => setShown((n) => n + 1)}>
            {tp('nextLine')}
          </Button>
        ) : (
          content.entradas.length > 1 && (
            <Button variant="subtle" onClick={() => setShown(1)}>
              {tp('restartDialogue')}
            </Button>
          )
        )}
      </Group>
    </Stack>
  );
}

/** One content of the trail as a student sees it (games are the GamePlayer's). */
export function ContentView({ content }: { content: Exclude<PlayerContent, { codTrlTipoConteudo: 3 }> }) {
  switch (content.codTrlTipoConteudo) {
    case 1:
      return (
        <Stack gap="sm">
          {content.dscTitulo && <Title order={3}>{content.dscTitulo}</Title>}
          <Text style={{ whiteSpace: 'pre-wrap' }}>{content.dscTexto}</Text>
        </Stack>
      );
    case 2:
      return (
        <Stack gap="sm" align="center">
          {content.dscTitulo && <Title order={3}>{content.dscTitulo}</Title>}
          <AuthImage
            src={content.dscImagem}
            alt={content.dscTitulo || content.nomTipo}
            mah={480}
            fit="contain"
          />
        </Stack>
      );
    case 4:
      return <DialogueView content={content} />;
    case 5:
      return <VideoView content={content} />;
    case 6:
      return (
        <Stack gap="sm" align="center">
          <Title order={3}>{content.dscTitulo || content.nomMontagem}</Title>
          {content.imgMontagem && (
            <AuthImage src={content.imgMontagem} alt={content.nomMontagem} mah={360} fit="contain" />
          )}
          <Text>{content.dscTexto}</Text>
        </Stack>
      );
    default:
      return null;
  }
}
