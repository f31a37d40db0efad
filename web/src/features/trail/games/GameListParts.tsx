import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Radio } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { markCorrect } from './GameFormShell';
import { useGameTexts } from './texts';

/** The radio group that marks one of `answers` correct (its radios are the children). */
export function CorrectAnswerGroup<A extends { indRespostaCorreta: 'S' | 'N' }>({
  answers,
  onChange,
  children,
}: {
  answers: A[];
  onChange(answers: A[]): void;
  children: ReactNode;
}) {
  const tx = useGameTexts();
  const correct = answers.findIndex((a) => a.indRespostaCorreta === 'S');
  return (
    <Radio.Group
      value={correct < 0 ? null : String(correct)}
      onChange={(value) => onChange(markCorrect(answers, Number(value)))}
      label={tx('correct')}
    >
      {children}
    </Radio.Group>
  );
}

/** The button under a list that adds an item (a statement, a group, a wrong word). */
export function AddItemButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Group>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </Button>
    </Group>
  );
}

/** The bin beside a list's item that removes it. */
export function RemoveItemButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
