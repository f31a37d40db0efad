import { useState } from 'react';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import type { Content, GameImage, GameQuestions } from '@school/modules/content/contracts';
import { Message } from '../../../i18n/messages';
import { confirm } from '../../../shared/confirm';
import { FormFooter, useOnChange } from '../../../shared/form';
import { notify } from '../../../shared/notify';
import { type ContentSave, type ContentTarget, useContentTypes, useSaveContent } from './api';
import { ContentForm, type ContentValues } from './ContentForm';
import { ContentPreview } from './ContentPreview';
import { GameEditor } from './GameContent';
import { GamePreview } from './GamePreview';
import { EditorText, useEditorTexts } from './texts';
import { bodyOf, GAME, useContentDetail } from './useContentDetail';
import { Dialog } from '../../../shared/ui';

/** A new content of a lesson, or an existing one opened in view mode or straight in edit mode. */
export type ContentDialogState =
  { mode: 'new'; codTrlAula: number } | { mode: 'view' | 'edit'; content: Content } | null;

/** Editing is offered for types 1 to 5, games included (an assembly is view only). */
const EDITABLE = new Set([1, 2, 3, 4, 5]);

/** Whether a content may be edited: types 1 to 5 (an assembly, 6, is view only). */
export function isEditable(content: Content): boolean {
  return EDITABLE.has(content.codTrlTipoConteudo);
}

export interface ContentDialogProps {
  state: ContentDialogState;
  /** Whether editing is offered (not for the Professor). */
  canEdit: boolean;
  onClose: () => void;
  /** After a save (the chapter's editor is read again by then), before the dialog closes. */
  onSaved?: () => unknown;
}

/**
 * New content (type first, then its form), view mode that can switch to edit, or edit mode at
 * once (a content line's edit action); editing only for types 1 to 5.
 */
export function ContentDialog({ state, canEdit, onClose, onSaved }: ContentDialogProps) {
  const te = useEditorTexts();
  const types = useContentTypes();
  const saveContent = useSaveContent();
  const content = state && state.mode !== 'new' ? state.content : null;
  const editsAtOnce = state?.mode === 'edit' && canEdit && content !== null && isEditable(content);
  const [type, setType] = useState<number | null>(content?.codTrlTipoConteudo ?? null);
  const [typeError, setTypeError] = useState(false);
  const [editing, setEditing] = useState(editsAtOnce);
  const [progress, setProgress] = useState<number | null>(null);
  const { detail, game } = useContentDetail(state, content);

  // Another dialog (new, or another content) starts afresh.
  useOnChange([state, content], () => {
    setType(content?.codTrlTipoConteudo ?? null);
    setTypeError(false);
    setEditing(editsAtOnce);
    setProgress(null);
  });

  const cancel = async () => {
    if (content && !editing) return onClose();
    if (await confirm(te('cancelConfirm'))) onClose();
  };

  const target = (): ContentTarget =>
    state?.mode === 'new'
      ? { codTrlAula: state.codTrlAula }
      : { codTrlConteudo: (state as { content: Content }).content.codTrlConteudo };

  /** Saves, then the success notice and the close; an error keeps the dialog open. */
  const saving = (save: ContentSave) =>
    saveContent.mutate(save, {
      onSuccess: () => {
        void notify('success', <EditorText k="contentSaved" />);
        onSaved?.();
        onClose();
      },
      onError: () => setProgress(null),
    });

  const save = (values: ContentValues) => {
    if (!state || type === null) return;
    const on = { target: target(), onProgress: setProgress };
    saving(
      type === 2
        ? { ...on, type: 'image', dscTitulo: values.dscTitulo, file: values.file ?? null }
        : { ...on, type: 'detail', codTrlTipoConteudo: type, body: bodyOf(type, values) },
    );
  };

  /** A game: its picked images uploaded first (with their progress), then the whole set in one call. */
  const saveGameContent = (questions: GameQuestions<GameImage>, dscTitulo: string) => {
    if (state) saving({ type: 'game', target: target(), onProgress: setProgress, questions, dscTitulo });
  };

  const heading =
    state?.mode === 'new' ? te('contentNew') : editing ? te('contentEditHeading') : te('contentView');
  const choices = (types.data ?? []).map((type) => ({
    value: String(type.codTrlTipoConteudo),
    label: type.nomTipo,
  }));
  return (
    <Dialog opened={state !== null} onClose={() => void cancel()} title={heading} size="lg">
      <Stack>
        {state?.mode === 'new' && (
          <Select
            label={te('contentType')}
            required
            data={choices}
            value={type === null ? null : String(type)}
            onChange={(v) => {
              setType(v ? Number(v) : null);
              setTypeError(false);
            }}
            error={typeError ? <Message code="content.typeRequired" /> : undefined}
          />
        )}
        {state?.mode === 'new' && type === null && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTypeError(true);
            }}
          >
            <FormFooter onCancel={() => void cancel()} />
          </form>
        )}
        {content && detail && !editing && <ContentPreview content={content} detail={detail} />}
        {state?.mode === 'new' && type === GAME && (
          <GameEditor progress={progress} onCancel={() => void cancel()} onSave={saveGameContent} />
        )}
        {game && !editing && <GamePreview game={game} />}
        {game && editing && (
          <GameEditor
            initial={game}
            progress={progress}
            onCancel={() => void cancel()}
            onSave={saveGameContent}
          />
        )}
        {state?.mode === 'new' && type !== null && type !== GAME && (
          <ContentForm
            key={type}
            type={type}
            progress={progress}
            onCancel={() => void cancel()}
            onSave={save}
          />
        )}
        {content && detail && (
          <ContentForm
            key={`${content.codTrlConteudo}-${editing}`}
            type={content.codTrlTipoConteudo}
            initial={detail.values}
            imageKept={Boolean(detail.dscImagem)}
            readOnly={!editing}
            progress={progress}
            onCancel={() => void cancel()}
            onSave={save}
          />
        )}
        {content && !editing && canEdit && isEditable(content) && (
          <Group justify="flex-end">
            <Button onClick={() => setEditing(true)}>{te('edit')}</Button>
          </Group>
        )}
        {content?.codTrlTipoConteudo === 6 && canEdit && (
          <Alert color="gray">
            <Message code="content.notEditable" />
          </Alert>
        )}
      </Stack>
    </Dialog>
  );
}
