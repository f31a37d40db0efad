import { Checkbox, Textarea } from '@mantine/core';
import { LabeledText } from '../../shared/ui';
import { useClassActivityTexts } from './texts';

/** The comment as the form holds it: the text typed, and whether the student sees the expected answers. */
export interface SheetCommentValue {
  comentario: string;
  mostrarResposta: boolean;
}

/**
 * The grade sheet's word for the student (decision 0072): a comment, at most 1000 characters, and
 * whether the student sees the expected answers once graded; read-only on a sheet already graded.
 */
export function SheetComment({
  readOnly,
  shown,
  value,
  error,
  onChange,
}: {
  readOnly: boolean;
  /** The comment that stands (shown when read-only). */
  shown: string | null;
  value: SheetCommentValue;
  error?: string;
  onChange: (value: SheetCommentValue) => void;
}) {
  const tc = useClassActivityTexts();
  if (readOnly) return shown ? <LabeledText label={tc('comment')}>{shown}</LabeledText> : null;
  return (
    <>
      <Textarea
        label={tc('comment')}
        rows={3}
        value={value.comentario}
        error={error}
        onChange={(e) => onChange({ ...value, comentario: e.currentTarget.value })}
      />
      <Checkbox
        label={tc('showAnswer')}
        checked={value.mostrarResposta}
        onChange={(e) => onChange({ ...value, mostrarResposta: e.currentTarget.checked })}
      />
    </>
  );
}
