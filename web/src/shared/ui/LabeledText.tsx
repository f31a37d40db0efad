import type { ReactNode } from 'react';
import { type MantineSize, Text } from '@mantine/core';

/** A value after its bold label ("Resposta esperada: 4"), as one line of text. */
export function LabeledText({
  label,
  size,
  children,
}: {
  label: ReactNode;
  size?: MantineSize;
  children: ReactNode;
}) {
  return (
    <Text size={size}>
      <Text span fw={700}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}
