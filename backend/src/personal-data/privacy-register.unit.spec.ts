import {
  composePrivacyRegisters,
  DATA_CLASSES,
  personalFields,
  unclassifiedFields,
  type AnyPrivacyRegister,
  type DataClass,
} from '@school/modules/kernel';
import { cataloguePrivacy, contentPrivacy, lessonPrivacy } from '@school/modules/content';
import { learnerPrivacy } from '@school/modules/teaching';
import { describe, expect, it } from 'vitest';
import { eventTypes, readRepoFile } from '../../test/sources.js';
import { sectionBody } from '../cli/markdown-sections.js';
import {
  PRIVACY_DOC,
  PRIVACY_REGISTER,
  REGISTER_SECTION,
  renderPrivacyRegister,
} from './privacy-register.js';

const entries = Object.entries(PRIVACY_REGISTER);
const classesOf = (register: AnyPrivacyRegister, type: string) =>
  Object.entries(register[type]!.fields as Record<string, DataClass>);

describe('the privacy register', () => {
  it('has an entry for every event type the contexts declare, and none for a type they do not', () => {
    const declared = eventTypes();
    expect(declared.length).toBeGreaterThan(30); // the scan finds the unions at all
    expect(Object.keys(PRIVACY_REGISTER).sort()).toEqual(declared);
  });

  it('gives every field a class, and an owner, its description and a why to identity and text', () => {
    const unknownClass = entries.flatMap(([type]) =>
      classesOf(PRIVACY_REGISTER, type)
        .filter(([, c]) => !DATA_CLASSES.includes(c))
        .map(([field, c]) => `${type}.${field}: ${c}`),
    );
    expect(unknownClass).toEqual([]);
    const unsealed = entries
      .filter(([, entry]) => personalFields(entry).length > 0)
      .filter(([, entry]) => !entry.owner || !entry.ownerIs || !entry.why)
      .map(([type]) => type);
    expect(unsealed).toEqual([]);
    const undescribed = entries.filter(([, entry]) => entry.owner && !entry.ownerIs).map(([type]) => type);
    expect(undescribed).toEqual([]);
  });

  it('lists as access log only fields of the event, and only technical ones', () => {
    const wrong = entries.flatMap(([type, entry]) =>
      ((entry.accessLog ?? []) as readonly string[])
        .filter((field) => (entry.fields as Record<string, DataClass>)[field] !== 'technical')
        .map((field) => `${type}.${field}`),
    );
    expect(wrong).toEqual([]);
  });

  it(`is what ${PRIVACY_DOC} shows in its "## ${REGISTER_SECTION}" section`, () => {
    const shown = sectionBody(readRepoFile(PRIVACY_DOC), REGISTER_SECTION);
    expect(shown, `${PRIVACY_DOC} differs from the register: run \`npm run docs:privacy\``).toBe(
      renderPrivacyRegister(PRIVACY_REGISTER),
    );
  });

  it('seals a login with its user’s key and leaves a school’s prefix in clear', () => {
    const owner = PRIVACY_REGISTER.ValueReserved!.owner!;
    expect(owner({ kind: 'login', value: 'ALUNO1', ownerId: 7 } as never, {})).toBe('user:7');
    expect(owner({ kind: 'school-prefix', value: 'ESC', ownerId: 3 } as never, {})).toBeNull();
  });

  it('seals a sign-in at a login nobody has with nobody’s key (the access log’s)', () => {
    const owner = PRIVACY_REGISTER.LoginAttempted!.owner!;
    expect(owner({ cstLogin: 'NINGUEM', codBseUsuario: null } as never, {})).toBeNull();
    expect(owner({ cstLogin: 'ALUNO1', codBseUsuario: 7 } as never, {})).toBe('user:7');
  });

  it('takes an edit’s owner from the actor in its metadata', () => {
    const owner = PRIVACY_REGISTER.ForumPostChanged!.owner!;
    expect(owner({} as never, { actorId: 9 })).toBe('user:9');
    expect(owner({} as never, {})).toBeNull();
  });
});

// LGPD Art. 14 §4: a game may not ask for more personal data than it strictly needs.
describe('the events of games and of the player', () => {
  /** The player's events (views, rounds, progress, ratings), and those that hold a game itself. */
  const gameAndPlayer = composePrivacyRegisters(
    learnerPrivacy,
    cataloguePrivacy,
    lessonPrivacy,
    contentPrivacy,
  );
  /** A field that names a person: a user's id, an author, a creator, an owner, a grader. */
  const namesAPerson = /usuario|autor|criador|owner|grader|requester|login/i;

  it('are found', () => {
    expect(Object.keys(gameAndPlayer)).toEqual(
      expect.arrayContaining([
        'ContentViewed',
        'GameAttempted',
        'ChapterCompleted',
        'ChapterRated',
        'GameAdded',
      ]),
    );
  });

  it('hold no identity or text, and name no person but the player by its id', () => {
    const personal = Object.keys(gameAndPlayer).flatMap((type) =>
      classesOf(gameAndPlayer, type)
        .filter(([field, c]) => c === 'identity' || c === 'text' || namesAPerson.test(field))
        .map(([field, c]) => `${type}.${field} (${c})`),
    );
    const player = Object.keys(learnerPrivacy).map((type) => `${type}.codBseUsuario (technical)`);
    expect(personal.sort()).toEqual(player.sort());
  });
});

describe('unclassifiedFields', () => {
  it('names the fields of appended data its entry does not classify', () => {
    const data = { codBseUsuario: 1, codTrlJogo: 2, nomUsuario: 'Ana', apelido: 'Aninha' };
    expect(unclassifiedFields(PRIVACY_REGISTER, 'GameAttempted', data)).toEqual(['nomUsuario', 'apelido']);
  });

  it('is empty for data the entry covers, optional fields left out too', () => {
    const data = {
      attemptId: 'a',
      cstLogin: 'X',
      codBseUsuario: null,
      outcome: 'signedIn',
      ip: '::1',
      at: '',
    };
    expect(unclassifiedFields(PRIVACY_REGISTER, 'LoginAttempted', data)).toEqual([]);
  });

  it('refuses a type the register does not know', () => {
    expect(() => unclassifiedFields(PRIVACY_REGISTER, 'NoSuchEvent', {})).toThrow(
      'No privacy entry for NoSuchEvent',
    );
  });
});
