import { describe, expect, it } from 'vitest';
import {
  assemblyDetailSchema,
  createContentSchema,
  dialogueDetailBodySchema,
  textDetailSchema,
  videoDetailSchema,
  videoProvider,
} from './lesson-content.contracts.js';

const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('content contracts', () => {
  it('requires a type, a text, an http(s) link, an assembly and its description', () => {
    expect(codes(createContentSchema.safeParse({ codTrlAula: 1 }))).toEqual(['content.typeRequired']);
    expect(codes(textDetailSchema.safeParse({ dscTitulo: 'x'.repeat(51), dscTexto: ' ' }))).toEqual([
      'content.titleMax',
      'content.textRequired',
    ]);
    expect(codes(textDetailSchema.safeParse({ dscTexto: 'x'.repeat(3001) }))).toEqual(['content.textMax']);
    expect(codes(videoDetailSchema.safeParse({ dscLink: 'javascript:alert(1)' }))).toEqual([
      'content.linkInvalid',
    ]);
    expect(codes(assemblyDetailSchema.safeParse({ dscTexto: '' }))).toEqual([
      'content.assemblyRequired',
      'content.assemblyDescription',
    ]);
  });

  it('reads a dialogue as a list or wrapped; each entry needs a character and a text', () => {
    const entries = [{ codTrlPersonagem: 1, dscTexto: 'Oi' }];
    expect(dialogueDetailBodySchema.parse(entries)).toMatchObject({ entradas: entries });
    expect(
      dialogueDetailBodySchema.parse({ codTrlConteudo: 4, dadosPersonagemTexto: entries }),
    ).toMatchObject({
      entradas: entries,
      codTrlConteudo: 4,
    });
    expect(codes(dialogueDetailBodySchema.safeParse([]))).toEqual(['content.dialogueAtLeastOne']);
    expect(codes(dialogueDetailBodySchema.safeParse([{ dscTexto: '' }]))).toEqual([
      'content.dialogueCharacter',
      'content.dialogueText',
    ]);
  });

  it('recognises YouTube and Vimeo links for the player', () => {
    expect(videoProvider('https://www.youtube.com/watch?v=abc123')).toEqual({
      kind: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abc123',
    });
    expect(videoProvider('https://youtu.be/abc123').kind).toBe('youtube');
    expect(videoProvider('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    expect(videoProvider('https://example.com/v.mp4')).toEqual({
      kind: 'link',
      url: 'https://example.com/v.mp4',
    });
  });
});
