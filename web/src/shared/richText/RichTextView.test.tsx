import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { richTextPlain, RichTextView } from './RichTextView';

describe('RichTextView', () => {
  it('shows the marks and links of the allow-list', () => {
    renderWithProviders(
      <RichTextView html='<h2>Água</h2><p>Beba <strong>água</strong>: <a href="https://exemplo.com.br" target="_blank">saiba mais</a></p><ul><li>limpa</li></ul>' />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Água' })).toBeInTheDocument();
    expect(screen.getByText('água').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'saiba mais' })).toHaveAttribute(
      'href',
      'https://exemplo.com.br',
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('limpa');
  });

  it('runs nothing that bypassed the server: scripts, handlers, styles and javascript: links go', () => {
    const { container } = renderWithProviders(
      <RichTextView html='<p onclick="alert(1)" style="color:red">Oi<script>alert(2)</script><img src=x onerror="alert(3)"></p><a href="javascript:alert(4)">clique</a><iframe src="https://x"></iframe>' />,
    );
    const text = screen.getByText('Oi');
    expect(text).not.toHaveAttribute('onclick');
    expect(text).not.toHaveAttribute('style');
    expect(container.querySelector('script, img, iframe')).toBeNull();
    expect(screen.getByText('clique')).not.toHaveAttribute('href');
  });
});

describe('richTextPlain', () => {
  it('answers the visible text only, spaces collapsed', () => {
    expect(
      richTextPlain(
        '<p>Explique a <em>circulação</em>.</p>\n<p>  Em   poucas linhas.</p><script>x()</script>',
      ),
    ).toBe('Explique a circulação. Em poucas linhas.');
  });
});
