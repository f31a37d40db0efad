import { useState } from 'react';
import { ActionIcon, Button, Fieldset, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { QUESTION_OPTION_MAX, QUESTION_OPTIONS_MAX } from '@school/modules/assessment/contracts';
import { Message } from '../../i18n/messages';
import { useActivityTexts } from './texts';

export interface OptionsEditorProps {
  options: string[];
  /** The correct option's index, or null. */
  correct: number | null;
  onChange: (options: string[], correct: number | null) => void;
  /** The options' error (a rule of the whole list), and each option's. */
  error?: string;
  optionErrors?: (string | undefined)[];
  correctError?: string;
}

/**
 * A multiple-choice question's options: each editable, a radio for the correct one, a field to
 * add one ("Por favor, preencha a opção antes de adicioná-la." when empty) and a delete button;
 * deleting the correct option clears the answer.
 */
export function OptionsEditor({
  options,
  correct,
  onChange,
  error,
  optionErrors,
  correctError,
}: OptionsEditorProps) {
  const ta = useActivityTexts();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState(false);

  const add = () => {
    if (!draft.trim()) {
      setDraftError(true);
      return;
    }
    setDraftError(false);
    onChange([...options, draft.trim()], correct);
    setDraft('');
  };
  const remove = (index: number) =>
    onChange(
      options.filter((_, i) => i !== index),
      correct === index ? null : correct !== null && correct > index ? correct - 1 : correct,
    );

  return (
    <Fieldset legend={ta('options')}>
      <Stack gap="xs">
        <Radio.Group
          value={correct === null ? null : String(correct)}
          onChange={(value) => onChange(options, Number(value))}
          error={correctError && <Message code={correctError} />}
        >
          <Stack gap="xs">
            {options.map((option, i) => (
              <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
                <Radio value={String(i)} aria-label={ta('correct', { n: i + 1 })} mt={8} />
                <TextInput
                  aria-label={ta('option', { n: i + 1 })}
                  value={option}
                  maxLength={QUESTION_OPTION_MAX}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    onChange(
                      options.map((o, j) => (j === i ? text : o)),
                      correct,
                    );
                  }}
                  error={optionErrors?.[i] && <Message code={optionErrors[i]} />}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={ta('removeOption', { n: i + 1 })}
                  onClick={() => remove(i)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        {error && (
          <Text c="red.8" size="sm" role="alert">
            <Message code={error} />
          </Text>
        )}
        {options.length < QUESTION_OPTIONS_MAX && (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={ta('newOption')}
              value={draft}
              maxLength={QUESTION_OPTION_MAX}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              error={draftError && <Message code="question.fillOptionFirst" />}
              style={{ flex: 1 }}
            />
            <Button variant="light" mt={25} leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
              {ta('addOption')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
