import 'reflect-metadata';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { Job } from 'bullmq';
import pg from 'pg';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import { createTestDatabase, testRedisUrl, uniquePrefix } from '../../test/databases.js';
import { startFilesApp } from '../../test/files-app.js';
import { TokenService } from '../auth/token.service.js';
import { loadConfig, type Config } from '../config/config.js';
import { createDatabase, createPool } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { JobQueues } from '../jobs/job-queues.service.js';
import { JobsHealth } from '../jobs/jobs-health.js';
import { fileStream, scaledEventId } from './image-events.js';
import { ImageScalingProcessor, type ImageJobData, type ImageJobResult } from './image-scaling.processor.js';
import { fixturePath } from '../../test/fixtures.js';

const SECRET = 'files-int-spec-secret-at-least-32-characters';

interface Received {
  event: string;
  payload: { id?: string; [key: string]: unknown };
}

let app: INestApplication;
let url: string;
let config: Config;
let store: EventStore;
let pool: pg.Pool;
let db: Db;
let drop: () => Promise<void>;
let alice: string;
let bob: string;
const sockets: Socket[] = [];
const aliceEvents: Received[] = [];
const bobEvents: Received[] = [];

async function connect(token: string, into: Received[]): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  socket.onAny((event: string, payload: Received['payload']) => into.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The final realtime event of one image job: image:done or image:failed. */
function outcome(id: string, events = aliceEvents): Promise<Received> {
  return waitFor(
    () =>
      events.find((e) => e.payload?.id === id && (e.event === 'image:done' || e.event === 'image:failed')),
    `the outcome of image ${id}`,
  );
}

function upload(
  name: string,
  bytes: Uint8Array,
  token: string | null = alice,
  extra?: (form: FormData) => void,
) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  extra?.(form);
  return fetch(`${url}/api/files/images`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function get(id: string, token: string | null = alice) {
  return fetch(`${url}/api/files/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function uploadFixture(name: string) {
  const response = await upload(name, await readFile(fixturePath(`images/${name}`)));
  return {
    response,
    body: (await response.json()) as { id: string; status: string; url: string; code?: string },
  };
}

beforeAll(async () => {
  const database = await createTestDatabase('files');
  drop = database.drop;
  pool = createPool(database.url, 5);
  db = createDatabase(pool);
  await migrateDatabase(db);
  store = new PostgresEventStore(pool);
  config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    // This file uploads more than a minute's default share; the limits have their own tests.
    UPLOADS_PER_MINUTE: '1000',
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: uniquePrefix('files'),
    FILES_DIR: await mkdtemp(join(tmpdir(), 'files-int-')),
    WORKER_INLINE: 'true',
    JWT_SECRET: SECRET,
  });

  ({ app, url } = await startFilesApp({ config, secret: SECRET, db, store }));
  const tokens = app.get(TokenService);
  alice = tokens.sign({
    userId: 11,
    profile: 6,
    schoolId: 1,
    unitId: 1,
    login: 'ALUN-0011',
    sessionVersion: 0,
  }).token;
  bob = tokens.sign({
    userId: 12,
    profile: 5,
    schoolId: 1,
    unitId: 1,
    login: 'PROF-0012',
    sessionVersion: 0,
  }).token;
  await connect(alice, aliceEvents);
  await connect(bob, bobEvents);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app?.get(JobQueues).get('images').obliterate({ force: true });
  await app?.get(JobQueues).get('files-cleanup').obliterate({ force: true });
  await app?.close();
  await store?.close();
  await pool?.end();
  await drop?.();
  if (config) await rm(config.FILES_DIR, { recursive: true, force: true });
});

describe('POST /api/files/images and GET /api/files/:id with the real-world fixtures', () => {
  const scaled = new Map<string, Buffer>();

  it.each([
    ['2569067123_aca715a2ee_o.jpg', 480, 392],
    ['Landscape_5.jpg', 480, 360], // stored 450 x 600 with EXIF 5: upright it is landscape
    ['Landscape_8.jpg', 480, 360],
    ['Channel_digital_image_CMYK_color_no_profile.jpg', 480, 320],
    ['16-bit-grey-alpha.png', 109, 96], // small: never enlarged
    ['animated-loop-3.webp', 370, 285], // one frame, not 10 stacked
    ['big-height.webp', 13, 169], // one frame of 97, not enlarged
  ])('%s is scaled to %i x %i JPEG, served to its uploader', async (name, width, height) => {
    const { response, body } = await uploadFixture(name);
    expect(response.status).toBe(202);
    expect(body).toEqual({ id: body.id, status: 'processing', url: `/api/files/${body.id}` });

    const done = await outcome(body.id);
    expect(done).toMatchObject({ event: 'image:done', payload: { id: body.id, url: body.url } });

    const served = await get(body.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width, height, space: 'srgb', channels: 3, depth: 'uchar' });
    expect(meta.orientation).toBeUndefined();
    expect(meta.width).toBeLessThanOrEqual(480);
    expect(meta.height).toBeLessThanOrEqual(640);
    scaled.set(name, bytes);
  });

  it('turns EXIF 5 and 8 upright: both give the same picture', async () => {
    const [five, eight] = await Promise.all(
      ['Landscape_5.jpg', 'Landscape_8.jpg'].map((n) => sharp(scaled.get(n)).raw().toBuffer()),
    );
    const flipped = await sharp(scaled.get('Landscape_8.jpg')).flop().raw().toBuffer();
    // Only JPEG noise between the two upright copies; a wrong orientation differs by ~50.
    expect(meanDifference(five!, eight!)).toBeLessThan(12);
    expect(meanDifference(five!, flipped)).toBeGreaterThan(30);
  });

  it('converts CMYK to sRGB without inverting it: the grass stays green', async () => {
    const { data } = await sharp(scaled.get('Channel_digital_image_CMYK_color_no_profile.jpg'))
      .extract({ left: 20, top: 180, width: 120, height: 60 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [r, g, b] = [0, 1, 2].map((c) => mean(data.filter((_, i) => i % 3 === c)));
    // Measured ~(103, 127, 62); read as inverted CMYK it would be magenta.
    expect(g).toBeGreaterThan(r! + 10);
    expect(g).toBeGreaterThan(b! + 10);
  });

  it('flattens the 16-bit transparent corner on white', async () => {
    const { data } = await sharp(scaled.get('16-bit-grey-alpha.png'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(data[0]!, data[1]!, data[2]!)).toBeGreaterThan(230);
  });

  it('records ImageUploaded with who, from where, and ImageScaled once', async () => {
    const { body } = await uploadFixture('big-height.webp');
    await outcome(body.id);
    const events = await store.readStream(fileStream(body.id));
    expect(events.map((e) => e.type)).toEqual(['ImageUploaded', 'ImageScaled']);
    expect(events[0]!.data).toEqual({
      id: body.id,
      ownerId: 11,
      originalName: 'big-height.webp',
      mime: 'image/webp',
      size: 7222,
      width: 13,
      height: 169,
    });
    expect(events[0]!.metadata).toMatchObject({
      actorId: 11,
      actorProfile: 6,
      userAgent: expect.any(String),
    });
    expect(events[0]!.metadata.ip).toMatch(/127\.0\.0\.1/);
    expect(events[1]!).toMatchObject({
      id: scaledEventId(body.id),
      data: { id: body.id, width: 13, height: 169 },
    });
    expect(await readdir(join(config.FILES_DIR, 'originals'))).toContain(`${body.id}.webp`);
  });

  it('refuses the corrupt JPEG at once with a clear 400', async () => {
    const { response, body } = await uploadFixture('corrupt-header.jpg');
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ status: 400, code: 'file.corrupt', message: expect.any(String) });
  });

  it('refuses the truncated PNG with a clear message (never a 500, never a crash)', async () => {
    const { response, body } = await uploadFixture('truncated.png');
    if (response.status === 400) {
      expect(body.code).toBe('file.corrupt');
      return;
    }
    // Its header is sound, so it is accepted; the job then finds the pixels cut short.
    expect(response.status).toBe(202);
    const failed = await outcome(body.id);
    expect(failed).toEqual({
      event: 'image:failed',
      payload: { id: body.id, code: 'file.corrupt', message: expect.stringMatching(/\S/) },
    });
    const served = await get(body.id);
    expect(served.status).toBe(422);
    expect(await served.json()).toMatchObject({ code: 'file.corrupt' });
    const types = (await store.readStream(fileStream(body.id))).map((e) => e.type);
    expect(types).toEqual(['ImageUploaded', 'ImageRejected']);
  });
});

describe('upload refusals', () => {
  it('checks the content, not the name: text named .jpg is unsupported', async () => {
    const response = await upload('photo.jpg', new TextEncoder().encode('not an image at all, just text'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'file.unsupported' });
  });

  it('refuses a GIF even though it is an image', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const response = await upload('anim.gif', gif);
    expect(await response.json()).toMatchObject({ status: 400, code: 'file.unsupported' });
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024); // tiny file, 48 megapixels
    const response = await upload('bomb.png', huge);
    expect(await response.json()).toMatchObject({ status: 400, code: 'file.tooManyPixels' });
  });

  it('refuses more than 10 MiB with 413', async () => {
    const response = await upload('big.jpg', new Uint8Array(10 * 1024 * 1024 + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'generic.payloadTooLarge' });
  });

  it('wants exactly one file', async () => {
    const png = await readFile(fixturePath('images/16-bit-grey-alpha.png'));
    const two = await upload('a.png', png, alice, (form) => form.append('file', new Blob([png]), 'b.png'));
    expect(await two.json()).toMatchObject({ status: 400, code: 'file.onlyOne' });
    const none = await fetch(`${url}/api/files/images`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(await none.json()).toMatchObject({ status: 400, code: 'file.missing' });
  });

  it('answers 401 without a token, to upload and to read', async () => {
    const png = await readFile(fixturePath('images/16-bit-grey-alpha.png'));
    expect((await upload('a.png', png, null)).status).toBe(401);
    expect((await get(randomUUID(), null)).status).toBe(401);
    expect((await upload('a.png', png, 'forged.token.value')).status).toBe(401);
  });

  it('answers another signed-in user exactly as for a missing file: nothing references it', async () => {
    const { body } = await uploadFixture('big-height.webp');
    await outcome(body.id);
    expect((await get(body.id)).status).toBe(200);
    const other = await get(body.id, bob);
    const missing = await get(randomUUID(), bob);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual(await missing.json());
  });

  it('answers 404 for an unknown id and for a non-uuid', async () => {
    expect((await get(randomUUID())).status).toBe(404);
    const bad = await get('..%2F..%2Fetc%2Fpasswd');
    expect(bad.status).toBe(404);
    expect(await bad.json()).toMatchObject({ code: 'generic.notFound' });
  });
});

describe('jobs', () => {
  it('reports progress, then done, to the uploader only', async () => {
    const { body } = await uploadFixture('2569067123_aca715a2ee_o.jpg');
    await outcome(body.id);
    const mine = aliceEvents.filter((e) => e.payload?.id === body.id);
    expect(mine.map((e) => e.event)).toEqual([
      'image:progress',
      'image:progress',
      'image:progress',
      'image:done',
    ]);
    expect(mine.slice(0, 3).map((e) => e.payload.progress)).toEqual([10, 60, 100]);
    expect(bobEvents.some((e) => e.payload?.id === body.id)).toBe(false);
  });

  it('a retried job writes one file and appends ImageScaled once', async () => {
    const { body } = await uploadFixture('Landscape_8.jpg');
    await outcome(body.id);
    const job = (await app.get(JobQueues).job('images', body.id)) as Job<ImageJobData, ImageJobResult>;
    const processor = app.get(ImageScalingProcessor);
    const scaledFile = join(config.FILES_DIR, 'scaled', `${body.id}.jpg`);

    // As if the first attempt crashed after writing the file and the event but before completing.
    await processor.process(job);
    // As if it crashed after the event but lost the file: it is written again, the event is not.
    await unlink(scaledFile);
    const [a, b] = await Promise.all([processor.process(job), processor.process(job)]);
    expect(a).toEqual(b);

    const events = await store.readStream(fileStream(body.id));
    expect(events.filter((e) => e.type === 'ImageScaled')).toHaveLength(1);
    const leftovers = (await readdir(join(config.FILES_DIR, 'scaled'))).filter((f) => f.startsWith(body.id));
    expect(leftovers).toEqual([`${body.id}.jpg`]); // no temporary files either
    expect((await sharp(scaledFile).metadata()).width).toBe(480);
  });

  it('a recorded upload whose job was lost is enqueued again by GET, answering 202 meanwhile', async () => {
    const id = randomUUID();
    await mkdir(join(config.FILES_DIR, 'originals'), { recursive: true });
    await copyFile(fixturePath('images/Landscape_5.jpg'), join(config.FILES_DIR, 'originals', `${id}.jpg`));
    await store.append(
      fileStream(id),
      [
        {
          id: randomUUID(),
          type: 'ImageUploaded',
          data: {
            id,
            ownerId: 11,
            originalName: 'x.jpg',
            mime: 'image/jpeg',
            size: 1,
            width: 450,
            height: 600,
          },
        },
      ],
      'no_stream',
    );
    const pending = await get(id);
    expect(pending.status).toBe(202);
    expect(await pending.json()).toEqual({ id, status: 'processing' });
    expect(await outcome(id)).toMatchObject({ event: 'image:done' });
    expect((await get(id)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('exposes the queue state for health', async () => {
    expect(await app.get(JobsHealth).state()).toEqual({
      redis: 'up',
      waiting: expect.any(Number),
      active: expect.any(Number),
      failed: expect.any(Number),
      workerInline: true,
    });
  });
});

function mean(values: Uint8Array): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}
