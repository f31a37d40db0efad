import { useState } from 'react';
import { Progress, Select, Stack, TextInput } from '@mantine/core';
import {
  fromQuestions,
  GAME_TITLE_MAX,
  type GameCode,
  type GameImage,
  type GameInputOf,
  type GameQuestions,
  isGameCode,
} from '@school/modules/content/contracts';
import { Message } from '../../../i18n/messages';
import { FormFooter } from '../../../shared/form';
import { GameForm } from '../games/GameForm';
import { type LoadedGame, useGames } from './api';
import { useEditorTexts } from './texts';

export interface GameEditorProps {
  /** The stored game when editing; a new game otherwise. */
  initial?: LoadedGame;
  /** Upload progress of the picked images, 0..1, while they are sent. */
  progress: number | null;
  onCancel(): void;
  /** The game's questions and its own title ("" for none: the game's name is shown). */
  onSave(game: GameQuestions<GameImage>, dscTitulo: string): void;
}

/**
 * The game part of the content dialog: its own title (optional, decision 0071), the game first
 * ("Selecione um jogo."), then its form.
 */
export function GameEditor({ initial, progress, onCancel, onSave }: GameEditorProps) {
  const te = useEditorTexts();
  const games = useGames();
  const [code, setCode] = useState<GameCode | null>(initial?.codTrlJogo ?? null);
  const [missing, setMissing] = useState(false);
  const [title, setTitle] = useState(initial?.dscTitulo ?? '');
  const tooLong = title.trim().length > GAME_TITLE_MAX;
  const chosen = games.data?.find((g) => g.codTrlJogo === code);
  const footer = <FormFooter onCancel={onCancel} saving={progress !== null} />;
  // The stored values of the game being edited, while the same game stays chosen.
  const values =
    initial && initial.codTrlJogo === code ? (fromQuestions(initial) as GameInputOf<GameCode>) : undefined;
  return (
    <Stack>
      <TextInput
        label={te('gameTitle')}
        description={te('gameTitleHint')}
        value={title}
        maxLength={GAME_TITLE_MAX}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={tooLong ? <Message code="content.titleMax" /> : undefined}
      />
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
        <GameForm
          key={code}
          code={code}
          initial={values}
          onSubmit={(game) => {
            if (!tooLong) onSave(game, title.trim());
          }}
          footer={footer}
        />
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
