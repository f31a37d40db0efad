import { fromQuestions, type GameQuestions } from '@school/modules/content/contracts';
import {
  HANGMAN_KEY_LETTERS,
  type OfflineKey,
  type PickVerdict,
  type PlayerGame,
} from './game-play.contracts.js';
import { isLetter, plainLetter, ranked } from './game-scoring.rules.js';

/**
 * The offline key of a game (decision 0077): what the trail's payload commits to, for one
 * student, so that a pick is checked on the device with no round trip and no answer key in
 * clear, giving exactly the verdict `checkPick` gives on the server. Web Crypto
 * (`globalThis.crypto.subtle`) on both sides: the server seals with it, the browser and the
 * tests check with it.
 */

/** A hash's bytes (of HMAC-SHA256's 32): 128 bits, no pick collides with another or a decoy. */
const HASH_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const subtle = () => globalThis.crypto.subtle;

/**
 * Bytes no one can tell from random or make from the salt: the decoys and the IVs. `label` names
 * what they are for, so that a deterministic source (the server's, under a key of its own) gives
 * one payload for one student and day, which an unchanged trail can then be revalidated with.
 */
export type Noise = (
  label: string,
  bytes: number,
) => Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>>;
const randomNoise: Noise = (_, n) => globalThis.crypto.getRandomValues(new Uint8Array(n));

/** Bytes as base64url, no padding. */
export function toBase64url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url (padded or not) as bytes. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const hmacKey = (salt: Uint8Array<ArrayBuffer>) =>
  subtle().importKey('raw', salt, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
/** Web Crypto's key (named so, not by the global, which Node and the DOM type apart). */
type Key = Awaited<ReturnType<typeof hmacKey>>;

const mac = async (key: Key, data: string) =>
  new Uint8Array(await subtle().sign('HMAC', key, encoder.encode(data)));

/** A right pick's hash: the game's code and the pick as normalised, under the student's salt. */
const pickHash = async (key: Key, codTrlJogo: number, normalised: string) =>
  toBase64url((await mac(key, `pick|${codTrlJogo}|${normalised}`)).slice(0, HASH_BYTES));

/** The AES-GCM key that seals where a hangman letter shows: only that letter (and the salt) opens it. */
const sealKey = async (key: Key, letter: string) =>
  subtle().importKey('raw', await mac(key, `seal|${letter}`), 'AES-GCM', false, ['encrypt', 'decrypt']);

/**
 * A pick as its hash is made (the same reading `checkPick` makes of it), or null for a pick that
 * can never be right: hangman, the letter without accent in upper case; the maze and true or
 * false, `rank:rest` with the rank as a number; the quizzes, the answer (text or image) as it is.
 */
function normalisedPick(codTrlJogo: OfflineKey['codTrlJogo'], pick: string): string | null {
  switch (codTrlJogo) {
    case 1: {
      const letter = plainLetter(pick);
      return /^[A-Z]$/.test(letter) ? letter : null;
    }
    case 3:
    case 7: {
      const r = ranked(pick);
      return r && `${r[0]}:${r[1]}`;
    }
    case 6:
    case 10:
      return pick;
  }
}

/** The places of one hangman letter as sealed: `[[index, "char"], ...]`, padded with spaces. */
type Places = [number, string][];

/**
 * The size every sealed list of one word is padded to, from the word's letter places alone (so a
 * list's length tells nothing of how often its letter shows): each place at most its digits, a
 * character of four bytes and the JSON around them.
 */
const sealedSize = (places: readonly number[]) =>
  2 + places.reduce((size, index) => size + String(index).length + 10, 0);

/**
 * The offline key of a stored game for one student (its `salt`, decision 0077); null for the
 * games checked only when the round ends (and for memory and the puzzle, which have no key).
 * The decoys and IVs come from `noise` (random unless the caller gives its own source).
 */
export async function sealOfflineKey(
  stored: GameQuestions<string>,
  salt: Uint8Array<ArrayBuffer>,
  noise: Noise = randomNoise,
): Promise<OfflineKey | null> {
  const game = fromQuestions<string>(stored);
  const key = await hmacKey(salt);
  /** `count` stand-ins for hashes, that no pick matches. */
  const decoys = (count: number) =>
    Promise.all(
      Array.from({ length: Math.max(0, count) }, async (_, i) =>
        toBase64url(await noise(`decoy|${i}`, HASH_BYTES)),
      ),
    );
  const hash = (normalised: string) => pickHash(key, game.codTrlJogo, normalised);
  const sorted = async (hashes: Promise<string>[], padTo = 0) => {
    const real = await Promise.all(hashes);
    return [...real, ...(await decoys(padTo - real.length))].sort();
  };
  const base = { salt: toBase64url(salt) };
  switch (game.codTrlJogo) {
    case 1: {
      const chars = [...game.answer.trim()];
      const byLetter = new Map<string, Places>();
      const places: number[] = [];
      chars.forEach((char, index) => {
        if (!isLetter(char)) return;
        const letter = plainLetter(char);
        byLetter.set(letter, [...(byLetter.get(letter) ?? []), [index, char]]);
        places.push(index);
      });
      const size = sealedSize(places);
      const real = await Promise.all(
        [...byLetter].map(async ([letter, at]) => {
          const plain = new Uint8Array(size).fill(0x20);
          plain.set(encoder.encode(JSON.stringify(at)));
          // One IV per key and plaintext: the same list sealed again is the same bytes.
          const iv = await noise(`iv|${letter}|${JSON.stringify(at)}`, IV_BYTES);
          const sealed = new Uint8Array(
            await subtle().encrypt({ name: 'AES-GCM', iv }, await sealKey(key, letter), plain),
          );
          return { hash: await hash(letter), sealed: toBase64url(new Uint8Array([...iv, ...sealed])) };
        }),
      );
      const fake = await Promise.all(
        (await decoys(HANGMAN_KEY_LETTERS - real.length)).map(async (hash, i) => ({
          hash,
          sealed: toBase64url(await noise(`sealed|${i}`, IV_BYTES + size + TAG_BYTES)),
        })),
      );
      const letters = [...real, ...fake].sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
      return { codTrlJogo: 1, ...base, letters };
    }
    case 3:
      return {
        codTrlJogo: 3,
        ...base,
        hashes: await sorted(game.images.map((image, i) => hash(`${i + 1}:${image}`))),
      };
    case 6:
      return {
        codTrlJogo: 6,
        ...base,
        hashes: await sorted(
          game.answers.filter((a) => a.indRespostaCorreta === 'S').map((a) => hash(a.dscResposta)),
          game.answers.length,
        ),
      };
    case 7:
      return {
        codTrlJogo: 7,
        ...base,
        hashes: await sorted(game.questions.map((q, i) => hash(`${i + 1}:${q.indRespostaCorreta}`))),
      };
    case 10:
      return {
        codTrlJogo: 10,
        ...base,
        hashes: await sorted(
          game.answers.filter((a) => a.indRespostaCorreta === 'S').map((a) => hash(a.imgResposta)),
          game.answers.length,
        ),
      };
    default:
      return null;
  }
}

/**
 * The verdict on one pick, checked on the device against the game's offline key (decision
 * 0077): exactly what `checkPick` answers on the server for that pick (hangman: where the letter
 * shows, unsealed only once the letter is picked). Nothing is recorded; the round is still
 * replayed and scored by the server.
 */
export async function offlineVerdict(key: OfflineKey, game: PlayerGame, pick: string): Promise<PickVerdict> {
  if (key.codTrlJogo !== game.codTrlJogo) throw new Error(`Not the key of game ${game.codTrlJogo}`);
  const wrong: PickVerdict = key.codTrlJogo === 1 ? { right: false, letters: [] } : { right: false };
  const normalised = normalisedPick(key.codTrlJogo, pick);
  if (normalised === null) return wrong;
  const salt = await hmacKey(fromBase64url(key.salt));
  const hash = await pickHash(salt, key.codTrlJogo, normalised);
  if (key.codTrlJogo !== 1) return key.hashes.includes(hash) ? { right: true } : wrong;
  const entry = key.letters.find((l) => l.hash === hash);
  if (!entry) return wrong;
  const sealed = fromBase64url(entry.sealed);
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: sealed.slice(0, IV_BYTES) },
    await sealKey(salt, normalised),
    sealed.slice(IV_BYTES),
  );
  const places = JSON.parse(decoder.decode(plain)) as Places;
  const letters = places.map(([index, char]) => ({ index, char }));
  return { right: letters.length > 0, letters };
}
