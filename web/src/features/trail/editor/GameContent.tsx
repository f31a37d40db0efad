import { useState } from 'react';
import { Badge, Group, List, Progress, Select, Stack, Text } from '@mantine/core';
import {
  fromQuestions,
  type GameCode,
  type GameImage,
  type GameInputOf,
  type GameQuestions,
  isGameCode,
} from '@school/modules/content/contracts';
import { Message } from '../../../i18n/messages';
import { FormFooter } from '../../../shared/form';
import { AuthImage } from '../../../shared/image';
import { GameForm } from '../games/GameForm';
import { type LoadedGame, useGames } from './api';
import { useEditorTexts } from './texts';

export interface GameEditorProps {
  /** The stored game when editing; a new game otherwise. */
  initial?: LoadedGame;
  /** Upload progress of the picked images, 0..1, while they are sent. */
  progress: number | null;
  onCancel(): void;
  onSave(game: GameQuestions<GameImage>): void;
}

/** The game part of the content dialog: the game first ("Selecione um jogo."), then its form. */
export function GameEditor({ initial, progress, onCancel, onSave }: GameEditorProps) {
  const te = useEditorTexts();
  const games = useGames();
  const [code, setCode] = useState<GameCode | null>(initial?.codTrlJogo ?? null);
  const [missing, setMissing] = useState(false);
  const chosen = games.data?.find((g) => g.codTrlJogo === code);
  const footer = <FormFooter onCancel={onCancel} saving={progress !== null} />;
  // The stored values of the game being edited, while the same game stays chosen.
  const values =
    initial && initial.codTrlJogo === code ? (fromQuestions(initial) as GameInputOf<GameCode>) : undefined;
  return (
    <Stack>
      <Select
        label={te('game')}
        required
        data={(games.data ?? []).map((g) => ({ value: String(g.codTrlJogo), label: g.nomJogo }))}
        value={code === null ? null : String(code)}
        onChange={(v) => {
          const next = Number(v);
          setCode(isGameCode(next) ? next : null);
          setMissing(false);
        }}
        description={chosen?.dscConteudoJogo}
        error={missing ? <Message code="game.required" /> : undefined}
      />
      {code === null ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setMissing(true);
          }}
        >
          {footer}
        </form>
      ) : (
        <GameForm key={code} code={code} initial={values} onSubmit={onSave} footer={footer} />
      )}
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          aria-label={te('uploading', { percent: Math.round(progress * 100) })}
        />
      )}
    </Stack>
  );
}

/** A stored game, read only: its name, and each question with its answers (the correct ones marked). */
export function GameView({ game }: { game: LoadedGame }) {
  const te = useEditorTexts();
  const image = (src: string | null, alt: string) =>
    src && <AuthImage src={src} alt={alt} w={80} h={80} fit="cover" radius="md" />;
  return (
    <Stack gap="sm" data-testid="game-view">
      <Text fw={600}>{game.nomJogo}</Text>
      {game.dscConteudoJogo && <Text size="sm">{game.dscConteudoJogo}</Text>}
      <Text size="sm" c="dimmed">
        {te('gameQuestions')}
      </Text>
      <List type="ordered" spacing="sm">
        {game.perguntas.map((q, i) => (
          <List.Item key={i}>
            <Group gap="sm" align="center">
              {q.dscPergunta && <Text size="sm">{q.dscPergunta}</Text>}
              {image(q.imgPergunta, `${te('game')} ${i + 1}`)}
              {q.respostas
                // A memory card's or the puzzle's answer is its question's own image: shown once.
                .filter((a) => !(a.imgResposta && a.imgResposta === q.imgPergunta))
                .map((a, j) => (
                  <Group key={j} gap={4}>
                    {a.dscResposta && <Text size="sm">{a.dscResposta}</Text>}
                    {image(a.imgResposta, `${te('game')} ${i + 1}.${j + 1}`)}
                    {a.indRespostaCorreta === 'S' && q.respostas.length > 1 && (
                      <Badge size="xs" color="teal.9" variant="filled">
                        {te('correctAnswer')}
                      </Badge>
                    )}
                  </Group>
                ))}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
