import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../test/api';
import { testSocket } from '../../test/socket';
import { ApiError } from '../api';
import { uploadImage } from './uploadImage';

const socket = { ...testSocket, emit: testSocket.push };
vi.mock('../realtime', async () => (await import('../../test/socket')).realtimeModule());

/** A fake XHR: records the request, reports upload progress, answers when told. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const file = new File(['png'], 'avatar.png', { type: 'image/png' });
const ID = '0b9f2f3e-6c1a-4f55-9d7e-0a1b2c3d4e5f';

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // Whether the image is ready yet: still scaling.
  mockApi({ 'HEAD /files/:id': reply(202) });
});

describe('uploadImage', () => {
  it('posts the file, reports upload then scaling progress, and resolves on image:done', async () => {
    const progress = vi.fn();
    const uploaded = uploadImage(file, progress);
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/files/images']);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    expect(xhr.headers['accept-language']).toBe('pt');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.answer(202, { id: ID, status: 'processing', url: `/api/files/${ID}` });
    await vi.waitFor(() => expect(progress).toHaveBeenCalledWith({ phase: 'processing', percent: 0 }));
    socket.emit('image:progress', { id: 'another', progress: 99 });
    socket.emit('image:progress', { id: ID, progress: 60 });
    socket.emit('image:done', { id: ID, url: `/api/files/${ID}`, width: 480, height: 640 });
    await expect(uploaded).resolves.toEqual({ id: ID, url: `/api/files/${ID}` });
    expect(progress.mock.calls.map(([p]) => p)).toEqual([
      { phase: 'uploading', percent: 50 },
      { phase: 'processing', percent: 0 },
      { phase: 'processing', percent: 60 },
    ]);
    expect(socket.handlers.get('image:done')?.size).toBe(0);
  });

  it('keeps an image:done that arrives before the upload answer', async () => {
    const uploaded = uploadImage(file, () => undefined);
    socket.emit('image:done', { id: ID });
    FakeXhr.last.answer(202, { id: ID, status: 'processing', url: `/api/files/${ID}` });
    await expect(uploaded).resolves.toMatchObject({ id: ID });
  });

  it('rejects with the code of image:failed', async () => {
    const uploaded = uploadImage(file, () => undefined);
    FakeXhr.last.answer(202, { id: ID, status: 'processing', url: `/api/files/${ID}` });
    await vi.waitFor(() => expect(socket.handlers.get('image:failed')?.size).toBe(1));
    socket.emit('image:failed', {
      id: ID,
      code: 'file.corrupt',
      message: 'A imagem está corrompida e não pode ser lida.',
    });
    await expect(uploaded).rejects.toMatchObject({ code: 'file.corrupt' });
  });

  it('rejects with the server refusal of the upload', async () => {
    const uploaded = uploadImage(file, () => undefined);
    FakeXhr.last.answer(400, { status: 400, code: 'file.unsupported', message: 'Formato' });
    const error = await uploaded.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'file.unsupported' });
  });

  it('posts to another endpoint and field when told (e.g. the avatar of the settings)', async () => {
    const uploaded = uploadImage(file, () => undefined, undefined, {
      path: '/bse_usuario/changeData',
      field: 'imgAvatar',
      idOf: (answer) => String(answer.imgAvatar),
    });
    expect(FakeXhr.last.url).toBe('/api/bse_usuario/changeData');
    expect((FakeXhr.last.body as FormData).get('imgAvatar')).toBeInstanceOf(File);
    FakeXhr.last.answer(202, { imgAvatar: ID, url: `/api/files/${ID}`, status: 'processing' });
    await vi.waitFor(() => expect(socket.handlers.get('image:done')?.size).toBe(1));
    socket.emit('image:done', { id: ID });
    await expect(uploaded).resolves.toEqual({ id: ID, url: `/api/files/${ID}` });
  });
});
