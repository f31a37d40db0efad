import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { TestProviders } from '../../test/render';
import { createTexts } from './createTexts';

const useSampleTexts = createTexts('sampleFeature', {
  pt: { title: 'Olá, {{name}}', columns: { name: 'Nome' } },
  en: { title: 'Hello, {{name}}', columns: { name: 'Name' } },
  es: { title: 'Hola, {{name}}', columns: { name: 'Nombre' } },
});

describe('createTexts', () => {
  it('answers the texts under the namespace, nested keys joined by dots, with parameters', () => {
    const { result } = renderHook(() => useSampleTexts(), { wrapper: TestProviders });
    expect(result.current('title', { name: 'Ana' })).toBe('Olá, Ana');
    expect(result.current('columns.name')).toBe('Nome');
  });

  it('follows the language switch', async () => {
    const { result } = renderHook(() => useSampleTexts(), { wrapper: TestProviders });
    await act(() => setLanguage('es'));
    expect(result.current('columns.name')).toBe('Nombre');
    await act(() => setLanguage('en'));
    expect(result.current('title', { name: 'Ana' })).toBe('Hello, Ana');
  });

  it('answers a Text element that reads the language while it is shown', async () => {
    const { Text } = useSampleTexts;
    render(
      <p>
        <Text k="title" params={{ name: 'Ana' }} />
      </p>,
      { wrapper: TestProviders },
    );
    expect(screen.getByText('Olá, Ana')).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
  });
});
