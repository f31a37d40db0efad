import { describe, expect, it } from 'vitest';
import { replaceSectionBody, sectionBody } from './markdown-sections.js';

const DOC = '# Doc\n\nIntro.\n\n## The register\n\nold table\n\n## Next\n\nMore.\n';

describe('markdown sections', () => {
  it('reads a section’s body, up to the next heading', () => {
    expect(sectionBody(DOC, 'The register')).toBe('old table');
    expect(sectionBody(DOC, 'Next')).toBe('More.');
  });

  it('replaces a section’s body and leaves the rest as it was', () => {
    const doc = replaceSectionBody(DOC, 'The register', 'new\ntable');
    expect(doc).toBe('# Doc\n\nIntro.\n\n## The register\n\nnew\ntable\n\n## Next\n\nMore.\n');
    expect(replaceSectionBody(doc, 'The register', 'new\ntable')).toBe(doc);
    expect(replaceSectionBody('# D\n\n## Last\n\nold\n', 'Last', 'new')).toBe('# D\n\n## Last\n\nnew\n');
  });

  it('says which section is missing', () => {
    expect(() => sectionBody(DOC, 'Absent')).toThrow('no "## Absent" section');
  });
});
