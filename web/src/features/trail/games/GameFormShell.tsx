import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { Group, Stack, Text } from '@mantine/core';
import {
  emptyGame,
  type GameCode,
  gameFormSchemas,
  type GameImage,
  type GameInputOf,
  type GameQuestions,
  type GameValuesOf,
  toQuestions,
} from '@school/modules/content/contracts';
import { SaveButton, useZodForm } from '../../../shared/form';

/** What every game form takes: the values to edit, and where its stored questions go. */
export interface GameFormProps<C extends GameCode> {
  /** The game's values when editing (`fromQuestions`); an empty game otherwise. */
  initial?: GameInputOf<C>;
  /** The form's values as stored questions and answers, once every rule holds. */
  onSubmit(game: GameQuestions<GameImage>): void;
  /** The form's last row: a locked "Salvar" unless told otherwise. */
  footer?: ReactNode;
  /** Lets a dialog's own button submit the form (`form="..."`). */
  id?: string;
}

/** A game's form, validated by its shared schema, handing over its stored shape. */
export function useGameForm<C extends GameCode>(code: C, props: GameFormProps<C>) {
  const schema: z.ZodType<GameValuesOf<C>, GameInputOf<C>> = gameFormSchemas.byCode[code];
  const form = useZodForm<typeof schema, GameInputOf<C>>(schema, {
    initialValues: props.initial ?? emptyGame(code),
  });
  const submit = form.onSubmit((values) => props.onSubmit(toQuestions(values)));
  /** A list of images at `path` (`images`, `groups.2`) for a `GameImageList`: its value, change and error. */
  const imagesAt = (path: string) => ({
    value: form.getInputProps(path).value as GameImage[],
    onChange: (images: GameImage[]) => form.setFieldValue(path as never, images as never),
    error: form.errors[path] ?? firstItemError(form.errors, path),
  });
  return { form, submit, imagesAt };
}

export function GameFormShell({
  submit,
  footer,
  id,
  children,
}: {
  submit(event?: FormEvent<HTMLFormElement>): void;
  footer?: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  return (
    <form id={id} noValidate onSubmit={submit}>
      <Stack gap="md">
        {children}
        {footer ?? (
          <Group justify="flex-end">
            <SaveButton />
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** A list-level rule's message (a count, exactly one correct answer), under the fields. */
export function ListError({ error }: { error: ReactNode }) {
  if (!error) return null;
  return (
    <Text size="sm" c="red.8" role="alert">
      {error}
    </Text>
  );
}

/** The answers with the one at `index` marked S and the others N. */
export function markCorrect<A extends { indRespostaCorreta: 'S' | 'N' }>(answers: A[], index: number): A[] {
  return answers.map((a, i) => ({ ...a, indRespostaCorreta: i === index ? 'S' : 'N' }));
}

/** The first error of a list's items (`images.3`: a file in another format). */
export function firstItemError(errors: Record<string, unknown>, list: string) {
  const key = Object.keys(errors).find((k) => k.startsWith(`${list}.`));
  return key ? (errors[key] as ReactNode) : undefined;
}
