import { NumberInput } from '@mantine/core';

/** A grade typed past the field's range, brought to its nearest bound (0 or `max`). */
export const clampGrade = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * A question's grade, 0 to `max` in steps of 0.5, with a comma: a value typed above the range
 * becomes `max` when the field loses focus (a negative one 0), instead of being refused at save;
 * a value between steps still shows the field's message (decision 0072).
 */
export function GradeField({
  label,
  max,
  value,
  error,
  readOnly,
  onChange,
}: {
  label: string;
  max: number;
  value: number | '';
  error?: string;
  readOnly: boolean;
  onChange: (value: number | '') => void;
}) {
  return (
    <NumberInput
      label={label}
      min={0}
      max={max}
      step={0.5}
      decimalScale={1}
      decimalSeparator=","
      clampBehavior="none"
      readOnly={readOnly}
      value={value}
      error={error}
      onChange={(v) =>
        onChange(typeof v === 'number' ? v : v === '' ? '' : Number(String(v).replace(',', '.')))
      }
      onBlur={() => {
        if (typeof value === 'number' && Number.isFinite(value) && clampGrade(value, max) !== value)
          onChange(clampGrade(value, max));
      }}
      maw={180}
    />
  );
}
