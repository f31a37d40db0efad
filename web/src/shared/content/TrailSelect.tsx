import type { CSSProperties } from 'react';
import { Select } from '@mantine/core';
import { useTrails } from './trails';

export interface TrailSelectProps {
  label: string;
  /** The first choice, every trail (value 0). */
  allLabel: string;
  /** The trail's id, 0 for all. */
  value: number;
  onChange(trailId: number): void;
  style?: CSSProperties;
}

/** A filter by trail: "all" (0) or one of the trails. */
export function TrailSelect({ label, allLabel, value, onChange, style }: TrailSelectProps) {
  const trails = useTrails();
  return (
    <Select
      label={label}
      value={String(value)}
      allowDeselect={false}
      data={[
        { value: '0', label: allLabel },
        ...(trails.data ?? []).map((tr) => ({ value: String(tr.codTrlLivro), label: tr.dscTitulo })),
      ]}
      onChange={(id) => onChange(Number(id ?? 0))}
      style={style}
    />
  );
}
