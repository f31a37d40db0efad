import { describe, expect, it } from 'vitest';
import { isMessageCode, translate } from '@school/modules/kernel';
import {
  isSupportCounterRed,
  isSupportEmail,
  SUPPORT_COUNTER_WARNING,
  SUPPORT_FORM_NOTICE,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SENT_MESSAGE,
  SUPPORT_SUBJECT_OPTIONS,
  SUPPORT_SUBJECTS,
  supportMessageRemaining,
  supportRequestSchema,
} from './support-request.contracts.js';

const valid = {
  name: 'Maria Souza',
  email: 'maria@escola.com.br',
  pagina: 'trilhas',
  desc: 'A trilha não abre.',
};

/** field -> message codes, in order. */
function issues(body: unknown): Record<string, string[]> {
  const result = supportRequestSchema.safeParse(body);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('support request contract', () => {
  it('accepts a valid request, trims it, and drops the legacy codBseUsuario and anything else', () => {
    expect(
      supportRequestSchema.parse({
        ...valid,
        name: '  Maria Souza ',
        email: ' maria@escola.com.br ',
        codBseUsuario: 1,
        codBseSuporte: 99,
      }),
    ).toEqual(valid);
  });

  it('lists every missing field with the spec’s messages', () => {
    expect(issues({})).toEqual({
      name: ['support.nameRequired'],
      email: ['support.emailRequired'],
      pagina: ['support.subjectRequired'],
      desc: ['support.descRequired'],
    });
    expect(issues({ name: ' ', email: '', pagina: '', desc: '   ' })).toEqual({
      name: ['support.nameRequired'],
      email: ['support.emailRequired'],
      pagina: ['support.subjectRequired'],
      desc: ['support.descRequired'],
    });
    expect(issues({ name: null, email: 7, pagina: null, desc: false })).toEqual({
      name: ['support.nameRequired'],
      email: ['support.emailRequired'],
      pagina: ['support.subjectRequired'],
      desc: ['support.descRequired'],
    });
  });

  it('wants a name of at least 3 characters, without digits', () => {
    expect(issues({ ...valid, name: 'Jo' })).toEqual({ name: ['support.nameInvalid'] });
    expect(issues({ ...valid, name: 'Maria 2' })).toEqual({ name: ['support.nameDigits'] });
    expect(issues({ ...valid, name: 'J1' })).toEqual({ name: ['support.nameInvalid', 'support.nameDigits'] });
    expect(issues({ ...valid, name: 'x'.repeat(101) })).toEqual({ name: ['support.nameInvalid'] });
    expect(supportRequestSchema.safeParse({ ...valid, name: 'Ana' }).success).toBe(true);
    expect(supportRequestSchema.safeParse({ ...valid, name: 'João D’Ávila' }).success).toBe(true);
  });

  it('wants an e-mail with @ and ".com", or ending in ".br"', () => {
    for (const email of ['a@b.com', 'a@b.com.br', 'a@escola.edu.br', 'A@B.COM', 'a@b.company.org'])
      expect([email, isSupportEmail(email)]).toEqual([email, true]);
    for (const email of ['a@b.org', 'ab.com', 'a@b.br.org', 'a@b', 'a.com.br'])
      expect([email, isSupportEmail(email)]).toEqual([email, false]);
    expect(issues({ ...valid, email: 'maria@escola.org' })).toEqual({ email: ['support.emailInvalid'] });
    expect(issues({ ...valid, email: `${'a'.repeat(250)}@b.com` })).toEqual({
      email: ['support.emailInvalid'],
    });
  });

  it('wants a subject from the list', () => {
    expect(issues({ ...valid, pagina: 'nada' })).toEqual({ pagina: ['support.subjectRequired'] });
    for (const pagina of SUPPORT_SUBJECTS)
      expect(supportRequestSchema.safeParse({ ...valid, pagina }).success).toBe(true);
  });

  it('accepts a message of up to 1000 characters', () => {
    expect(supportRequestSchema.safeParse({ ...valid, desc: 'x'.repeat(SUPPORT_MESSAGE_MAX) }).success).toBe(
      true,
    );
    expect(issues({ ...valid, desc: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) })).toEqual({
      desc: ['support.descMax'],
    });
  });

  it('says every message in pt as the spec does, and in en and es', () => {
    const pt = {
      'support.emailRequired': 'Preencha o campo email.',
      'support.emailInvalid': 'Insira um email válido.',
      'support.nameRequired': 'É necessário inserir um nome.',
      'support.nameInvalid': 'Insira um nome válido.',
      'support.nameDigits': 'Seu nome não pode conter números.',
      'support.descRequired': 'É necessário descrever o problema.',
      'support.subjectRequired': 'É necessário selecionar uma das opções.',
      'support.fillErrors': 'Existem erros de preenchimento.',
      'support.sent': 'Sua solicitação foi enviada',
      'support.confirmSend': 'Você deseja enviar?',
      'support.confirmLeave': 'Você deseja sair?',
    } as const;
    for (const [code, text] of Object.entries(pt)) {
      expect(isMessageCode(code)).toBe(true);
      expect(translate(code as keyof typeof pt, 'pt')).toBe(text);
      expect(translate(code as keyof typeof pt, 'en')).not.toBe(text);
      expect(translate(code as keyof typeof pt, 'es')).toBeTruthy();
    }
    expect(translate('support.descMax', 'pt')).toContain('1000');
    expect(translate(SUPPORT_FORM_NOTICE, 'pt')).toBe('Existem erros de preenchimento.');
    expect(translate(SUPPORT_SENT_MESSAGE, 'pt')).toBe('Sua solicitação foi enviada');
    expect(translate('support.remaining', 'pt', { count: 12 })).toBe('12 caracteres restantes');
  });

  it('labels every subject in pt, en and es', () => {
    expect(SUPPORT_SUBJECT_OPTIONS.map((o) => o.value)).toEqual([...SUPPORT_SUBJECTS]);
    for (const { label } of SUPPORT_SUBJECT_OPTIONS) {
      expect(isMessageCode(label)).toBe(true);
      for (const language of ['pt', 'en', 'es'] as const) expect(translate(label, language)).not.toBe('');
    }
    expect(translate('support.subject.outro', 'pt')).toBe('Outro assunto');
  });

  it('counts the remaining characters and turns red at 10 or fewer', () => {
    expect(SUPPORT_COUNTER_WARNING).toBe(10);
    expect(supportMessageRemaining('')).toBe(1000);
    expect(supportMessageRemaining('x'.repeat(989))).toBe(11);
    expect(isSupportCounterRed('x'.repeat(989))).toBe(false);
    expect(isSupportCounterRed('x'.repeat(990))).toBe(true);
    expect(isSupportCounterRed('x'.repeat(1000))).toBe(true);
  });
});
