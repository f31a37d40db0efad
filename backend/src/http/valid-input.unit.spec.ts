import 'reflect-metadata';
import { Controller, Get, Module, Post, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate, type FieldError } from '@school/modules/kernel';
import { ErrorFilter } from '../errors/error.filter.js';
import { DocumentedBody, ValidBody, ValidQuery } from './valid-input.js';

const noteSchema = z.object({
  titulo: z.string().min(1, 'support.subjectRequired'),
  nota: z.coerce.number().min(0),
});
const searchSchema = z.object({ search: z.string().optional(), page: z.coerce.number().default(1) });

@Controller('notes')
class NotesController {
  @Post()
  create(@ValidBody(noteSchema) note: z.infer<typeof noteSchema>) {
    return { note };
  }

  @Post('form')
  form(
    @ValidBody(noteSchema, {
      emptyAsObject: true,
      refusal: (errors: FieldError[]) => (errors.length > 1 ? 'support.fillErrors' : 'generic.invalid'),
    })
    note: z.infer<typeof noteSchema>,
  ) {
    return { note };
  }

  @Post('raw')
  raw(@DocumentedBody(noteSchema) body: unknown) {
    return { body };
  }

  @Get()
  search(@ValidQuery(searchSchema) query: z.infer<typeof searchSchema>) {
    return { query };
  }
}

describe('@ValidBody and @ValidQuery', () => {
  let app: INestApplication;
  let url: string;
  let document: OpenAPIObject;

  beforeAll(async () => {
    @Module({ controllers: [NotesController] })
    class NotesModule {}
    app = await NestFactory.create(NotesModule, { logger: false });
    app.useGlobalFilters(new ErrorFilter());
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
  });

  afterAll(() => app?.close());

  const post = (path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('hands the route the parsed body: coerced, defaults filled', async () => {
    const answer = await post('/notes', { titulo: 'Prova', nota: '8.5', extra: true });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ note: { titulo: 'Prova', nota: 8.5 } });
  });

  it('answers an invalid body as the error filter answers a ZodError: 400 generic.invalid with each field', async () => {
    const answer = await post('/notes', { titulo: '', nota: 'x' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      status: 400,
      code: 'generic.invalid',
      message: translate('generic.invalid', 'pt'),
      errors: [
        {
          field: 'titulo',
          code: 'support.subjectRequired',
          message: translate('support.subjectRequired', 'pt'),
        },
        { field: 'nota', code: 'generic.invalid', message: translate('generic.invalid', 'pt') },
      ],
    });
    expect((await post('/notes')).status).toBe(400);
  });

  it("answers a form's own refusal with every field, and takes a missing body as {}", async () => {
    const answer = await post('/notes/form');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      code: 'support.fillErrors',
      message: translate('support.fillErrors', 'pt'),
      errors: [
        { field: 'titulo', code: 'generic.invalid' },
        { field: 'nota', code: 'generic.invalid' },
      ],
    });
  });

  it('parses the query string with its schema', async () => {
    const answer = await fetch(`${url}/notes?search=ana`);
    expect(await answer.json()).toEqual({ query: { search: 'ana', page: 1 } });
  });

  it('leaves a @DocumentedBody to the route', async () => {
    expect(await (await post('/notes/raw', { titulo: '' })).json()).toEqual({ body: { titulo: '' } });
  });

  it("describes the body with the schema's JSON Schema (input side) and each query field as an optional string", () => {
    const expected = z.toJSONSchema(noteSchema, { io: 'input', unrepresentable: 'any' }) as Record<
      string,
      unknown
    >;
    delete expected.$schema;
    for (const path of ['/notes', '/notes/form', '/notes/raw']) {
      expect(document.paths[path]!.post!.requestBody).toEqual({
        required: true,
        content: { 'application/json': { schema: expected } },
      });
    }
    expect(document.paths['/notes']!.get!.parameters).toEqual([
      { name: 'search', required: false, in: 'query', schema: { type: 'string' } },
      { name: 'page', required: false, in: 'query', schema: { type: 'string' } },
    ]);
  });
});
