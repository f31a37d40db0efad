import { useEffect } from 'react';
import { Select, Textarea, TextInput } from '@mantine/core';
import {
  createLessonSchema,
  LESSON_DESCRIPTION_MAX,
  LESSON_TITLE_MAX,
  type Lesson,
} from '@school/modules/content/contracts';
import { confirm } from '../../../shared/confirm';
import { FormDialog, useZodForm } from '../../../shared/form';
import { type LessonBody, useSubjects } from './api';
import { useEditorTexts } from './texts';

const schema = createLessonSchema.pick({ dscTitulo: true, dscDescricao: true, codTrlMateria: true });

const initialOf = (lesson: Lesson | null) => ({
  dscTitulo: lesson?.dscTitulo ?? '',
  dscDescricao: lesson?.dscDescricao ?? '',
  codTrlMateria: lesson ? String(lesson.codTrlMateria) : '',
});

export interface LessonDialogProps {
  opened: boolean;
  /** The lesson being edited; null for a new one. */
  lesson: Lesson | null;
  onClose: () => void;
  onSave: (body: LessonBody) => Promise<boolean>;
}

/** The lesson dialog: title (required, 45), description (240), subject from /trl_materia; the server's schema validates. */
export function LessonDialog({ opened, lesson, onClose, onSave }: LessonDialogProps) {
  const te = useEditorTexts();
  const subjects = useSubjects();
  const form = useZodForm(schema, { initialValues: initialOf(lesson) });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (opened) {
      setValues(initialOf(lesson));
      resetDirty(initialOf(lesson));
    }
  }, [opened, lesson, setValues, resetDirty]);

  const cancel = async () => {
    if (!form.isDirty() || (await confirm(te('cancelConfirm')))) onClose();
  };
  const submit = form.onSubmit(async (values) => {
    if (await onSave(values as LessonBody)) onClose();
  });

  return (
    <FormDialog
      opened={opened}
      title={lesson ? te('lessonEdit') : te('lessonNew')}
      onCancel={() => void cancel()}
      onSubmit={submit}
    >
      <TextInput
        label={te('title')}
        required
        maxLength={LESSON_TITLE_MAX}
        data-autofocus
        {...form.getInputProps('dscTitulo')}
      />
      <Textarea
        label={te('description')}
        maxLength={LESSON_DESCRIPTION_MAX}
        minRows={2}
        {...form.getInputProps('dscDescricao')}
      />
      <Select
        label={te('subject')}
        required
        data={(subjects.data ?? []).map((s) => ({ value: String(s.codTrlMateria), label: s.nomMateria }))}
        {...form.getInputProps('codTrlMateria')}
      />
    </FormDialog>
  );
}
