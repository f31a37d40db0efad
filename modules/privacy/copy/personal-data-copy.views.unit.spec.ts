import { describe, expect, it } from 'vitest';
import { XSS_CORPUS } from '@school/backend/test/api';
import { COPY_KINDS, type CopyPart } from './personal-data-copy.reader.js';
import { escapeHtml, personalDataCopyPage } from './personal-data-copy.views.js';

/** Every kind with one entry whose texts are the corpus' markup (the profile: one object). */
function partsWith(text: string): CopyPart[] {
  const entry = {
    nomUsuario: text,
    txtMensagem: text,
    txtPostagem: text,
    txtTopico: text,
    dscTopico: text,
    descricao: text,
    resResposta: text,
    dscTituloLivro: text,
    motivo: text,
    quando: '2026-03-10T12:00:00.000Z',
    historico: [
      { tipo: 'GradeChanged', quando: '2026-03-11T12:00:00.000Z', antes: 5, depois: 7.5, motivo: text },
    ],
  };
  return COPY_KINDS.map((kind) => ({ kind, data: kind === 'profile' ? entry : [entry] }));
}

describe('the page of a person’s copy', () => {
  it('writes every value escaped: no markup of a person’s text reaches the page', () => {
    for (const text of XSS_CORPUS) {
      const page = personalDataCopyPage(partsWith(text), 'pt', new Date('2026-04-01T12:00:00Z'));
      expect(page).not.toMatch(/<(script|iframe|svg|img)/i);
      expect(page).not.toContain(text);
      expect(page).toContain(escapeHtml(text));
    }
    expect(escapeHtml(`<b a="1">'&'</b>`)).toBe('&lt;b a=&quot;1&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;');
  });

  it('is in the language asked for, with a heading per kind, captions and column headers', () => {
    const parts = partsWith('Texto');
    for (const [language, lang, title, when] of [
      ['pt', 'pt-BR', 'Cópia dos seus dados', '10/03/2026 09:00'],
      ['en', 'en', 'Copy of your data', '03/10/2026 09:00'],
      ['es', 'es', 'Copia de sus datos', '10/03/2026 09:00'],
    ] as const) {
      const page = personalDataCopyPage(parts, language, new Date('2026-04-01T12:00:00Z'));
      expect(page).toContain(`<html lang="${lang}">`);
      expect(page).toContain(`<title>${title}</title>`);
      expect(page.match(/<h2 /g)).toHaveLength(COPY_KINDS.length);
      expect(page.match(/<caption /g)!.length).toBeGreaterThanOrEqual(COPY_KINDS.length);
      expect(page).toMatch(/<th scope="col">/);
      // Times as the school's clock shows them (São Paulo), in the language's order.
      expect(page).toContain(`<td>${when}</td>`);
    }
  });

  it('says so where a kind holds nothing', () => {
    const page = personalDataCopyPage(
      COPY_KINDS.map((kind) => ({ kind, data: kind === 'profile' ? { historico: [] } : [] })),
      'en',
      new Date(),
    );
    expect(page).toContain('Chat messages: Nothing recorded.');
  });
});
