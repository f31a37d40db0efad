import { describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES } from '@school/modules/assessment/messages';
import { COMMUNITY_MESSAGES } from '@school/modules/community/messages';
import { REPORTING_MESSAGES } from '@school/modules/reporting/messages';
import { CONTENT_MESSAGES } from '@school/modules/content/messages';
import { FILES_MESSAGES } from '@school/modules/files/messages';
import { IDENTITY_MESSAGES } from '@school/modules/identity/messages';
import { ORGANIZATION_MESSAGES } from '@school/modules/organization/messages';
import { SUPPORT_MESSAGES } from '@school/modules/support/messages';
import { TEACHING_MESSAGES } from '@school/modules/teaching/messages';
import { PRIVACY_MESSAGES } from '@school/modules/privacy/messages';
import { isMessageCode, KERNEL_MESSAGES, MESSAGES, translate } from './messages.js';

const parts = {
  kernel: KERNEL_MESSAGES,
  identity: IDENTITY_MESSAGES,
  organization: ORGANIZATION_MESSAGES,
  support: SUPPORT_MESSAGES,
  files: FILES_MESSAGES,
  content: CONTENT_MESSAGES,
  teaching: TEACHING_MESSAGES,
  assessment: ASSESSMENT_MESSAGES,
  community: COMMUNITY_MESSAGES,
  reporting: REPORTING_MESSAGES,
  privacy: PRIVACY_MESSAGES,
};

describe('the message catalogue, composed from each context’s messages', () => {
  it('defines every code once: a context cannot silently override another’s text', () => {
    const codes = Object.values(parts).flatMap((messages) => Object.keys(messages));
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(MESSAGES).sort()).toEqual([...codes].sort());
  });

  it('keeps each code in the context that owns its prefix', () => {
    const prefixes = (messages: object) => [
      ...new Set(Object.keys(messages).map((code) => code.split('.')[0])),
    ];
    expect(prefixes(ORGANIZATION_MESSAGES).sort()).toEqual(['address', 'class', 'school', 'unit']);
    expect(prefixes(SUPPORT_MESSAGES)).toEqual(['support']);
    expect(prefixes(KERNEL_MESSAGES).sort()).toEqual(['generic', 'profile']);
    expect(prefixes(FILES_MESSAGES)).toEqual(['file']);
    expect(prefixes(CONTENT_MESSAGES).sort()).toEqual(expect.arrayContaining(['chapter', 'trail']));
    expect(prefixes(TEACHING_MESSAGES).sort()).toEqual(['classBook', 'player', 'rating', 'sync']);
    expect(prefixes(COMMUNITY_MESSAGES).sort()).toEqual(['calendar', 'chat', 'forum', 'post']);
    expect(prefixes(REPORTING_MESSAGES)).toEqual(['report']);
    expect(prefixes(PRIVACY_MESSAGES)).toEqual(['privacy']);
    expect(prefixes(ASSESSMENT_MESSAGES).sort()).toEqual([
      'activity',
      'answer',
      'classActivity',
      'grade',
      'question',
    ]);
  });

  it('translates a context’s code through the one catalogue, as before', () => {
    expect(isMessageCode('class.hasStudents')).toBe(true);
    expect(translate('support.tooMany', 'en', { minutes: 3 })).toBe(
      'You sent too many support requests. Try again in 3 minutes.',
    );
  });
});
