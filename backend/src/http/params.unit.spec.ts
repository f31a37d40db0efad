import 'reflect-metadata';
import { Controller, Get, Module, Param, Put, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from '@school/modules/kernel';
import { ErrorFilter } from '../errors/error.filter.js';
import { IdParam, parseId } from './params.js';
import { ValidBody } from './valid-input.js';

const nameSchema = z.object({ nome: z.string().min(1) });

@Controller('records')
class RecordsController {
  @Get(':id')
  one(@IdParam() id: number) {
    return { id, type: typeof id };
  }

  @Get(':codBseTurma/members/:codBseUsuario')
  member(@IdParam('codBseTurma') classId: number, @IdParam('codBseUsuario') userId: number) {
    return { classId, userId };
  }

  @Put(':id')
  rename(@IdParam() id: number, @ValidBody(nameSchema) body: z.infer<typeof nameSchema>) {
    return { id, ...body };
  }

  @Get('plain/:id')
  plain(@Param('id') id: string) {
    return { id };
  }
}

/** What a route answered today for a bad id: 404 generic.notFound in the request's language. */
const NOT_FOUND = { status: 404, code: 'generic.notFound', message: translate('generic.notFound', 'pt') };

const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '0x10', ' 1', '1000000000', '99999999999999999999', '%20'];

describe('@IdParam', () => {
  let app: INestApplication;
  let url: string;
  let document: OpenAPIObject;

  beforeAll(async () => {
    @Module({ controllers: [RecordsController] })
    class RecordsModule {}
    app = await NestFactory.create(RecordsModule, { logger: false });
    app.useGlobalFilters(new ErrorFilter());
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
  });

  afterAll(() => app?.close());

  const get = (path: string) => fetch(`${url}${path}`, { headers: { 'accept-language': 'pt-BR' } });

  it('hands the route the id as a number, as parseId reads it', async () => {
    expect(await (await get('/records/42')).json()).toEqual({ id: 42, type: 'number' });
    expect(await (await get('/records/007')).json()).toEqual({ id: 7, type: 'number' });
    expect(await (await get('/records/999999999')).json()).toEqual({ id: 999_999_999, type: 'number' });
    expect(await (await get('/records/3/members/9')).json()).toEqual({ classId: 3, userId: 9 });
  });

  it('answers a bad id 404 generic.notFound before the route runs, as parseId in the route did', async () => {
    for (const bad of BAD_IDS) {
      expect(() => parseId(decodeURIComponent(bad))).toThrow(
        expect.objectContaining({ code: 'generic.notFound' }),
      );
      const answer = await get(`/records/${bad}`);
      expect(answer.status, bad).toBe(404);
      expect(await answer.json(), bad).toEqual(NOT_FOUND);
    }
    for (const path of ['/records/abc/members/9', '/records/3/members/0']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.json(), path).toEqual(NOT_FOUND);
    }
  });

  it("leaves an invalid body's 400 first, as when the route parsed the id (decision 0040)", async () => {
    const put = (id: string, body: unknown) =>
      fetch(`${url}/records/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR' },
        body: JSON.stringify(body),
      });
    expect(await (await put('5', { nome: 'Ana' })).json()).toEqual({ id: 5, nome: 'Ana' });
    expect(await (await put('abc', { nome: 'Ana' })).json()).toEqual(NOT_FOUND);
    // Nest runs the pipes of a route's parameters from the last to the first (the order their
    // decorators are applied), so the body's pipe refuses before the id's.
    const answer = await put('abc', { nome: '' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'generic.invalid' });
  });

  it('describes the id as the string path parameter a plain @Param is', () => {
    const plain = document.paths['/records/plain/{id}']!.get!.parameters;
    expect(plain).toEqual([{ name: 'id', required: true, in: 'path', schema: { type: 'string' } }]);
    expect(document.paths['/records/{id}']!.get!.parameters).toEqual(plain);
    expect(document.paths['/records/{codBseTurma}/members/{codBseUsuario}']!.get!.parameters).toEqual([
      { name: 'codBseTurma', required: true, in: 'path', schema: { type: 'string' } },
      { name: 'codBseUsuario', required: true, in: 'path', schema: { type: 'string' } },
    ]);
  });
});
