import { readFileSync, writeFileSync } from 'node:fs';
import {
  PRIVACY_DOC,
  PRIVACY_REGISTER,
  REGISTER_SECTION,
  renderPrivacyRegister,
} from '../personal-data/privacy-register.js';
import { replaceSectionBody } from './markdown-sections.js';

/**
 * `npm run docs:privacy`: writes the register of the events (every context's `...Privacy`) into
 * docs/privacy.md's "## The register" section, from the repository's root.
 */
function main(): void {
  const doc = readFileSync(PRIVACY_DOC, 'utf8');
  writeFileSync(
    PRIVACY_DOC,
    replaceSectionBody(doc, REGISTER_SECTION, renderPrivacyRegister(PRIVACY_REGISTER)),
  );
  process.stdout.write(`${PRIVACY_DOC}: the register written\n`);
}

main();
