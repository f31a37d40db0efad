import type { DomainError, MessageCode } from '@school/modules/kernel';

/**
 * The one map from a refusal's code to its HTTP status: deciders say what went wrong, the edge
 * says how HTTP calls it. Codes not listed are a client's mistake, 400.
 */
const STATUS_OF: Partial<Record<MessageCode, number>> = {
  // 401 Unauthorized
  'generic.unauthenticated': 401,
  'login.invalidCredentials': 401,
  // 403 Forbidden
  'generic.forbidden': 403,
  'school.protected': 403,
  'support.protectedRow': 403,
  'user.protected': 403,
  'user.protectedEdit': 403,
  'user.self': 403,
  'calendar.notCreator': 403,
  'forum.notAllowed': 403,
  // 404 Not Found
  'access.noAttempt': 404,
  'address.notFound': 404,
  'generic.notFound': 404,
  'chat.roomNotFound': 404,
  'user.classNotFound': 404,
  // 405 Method Not Allowed
  'profile.fixed': 405,
  'forum.roomsFixed': 405,
  // 409 Conflict
  'answer.alreadySubmitted': 409,
  'answer.inactive': 409,
  'classActivity.addFailed': 409,
  'grade.alreadyGraded': 409,
  'grade.notAnswered': 409,
  'grade.stale': 409,
  'bulk.alreadyRunning': 409,
  'bulk.alreadyRunningList': 409,
  'bulk.notFinished': 409,
  'report.exportNotFinished': 409,
  'report.exportRunning': 409,
  'chapter.hasLessons': 409,
  'chapter.limit': 409,
  'class.alreadyRegistered': 409,
  'class.hasStudents': 409,
  'generic.conflict': 409,
  'generic.dependencies': 409,
  'generic.idempotencyInFlight': 409,
  'lesson.hasContents': 409,
  'content.notEditable': 409,
  'game.wholeSet': 410,
  'school.alreadyRegistered': 409,
  'school.hasUnits': 409,
  'school.hasUsers': 409,
  'trail.hasChapters': 409,
  'unit.alreadyRegistered': 409,
  'unit.hasDependents': 409,
  'user.hasDependants': 409,
  'user.loginTaken': 409,
  'user.sequenceExhausted': 409,
  // 410 Gone
  'answer.final': 410,
  'chat.noPermission': 410,
  'login.deactivated': 410,
  // 413 Content Too Large
  'file.quotaExceeded': 413,
  'generic.payloadTooLarge': 413,
  // 422 Unprocessable Content
  'generic.rejected': 422,
  // 429 Too Many Requests
  'file.tooManyUploads': 429,
  'generic.tooManyRequests': 429,
  'login.locked': 429,
  'password.tooManyAttempts': 429,
  'support.tooMany': 429,
  'chat.tooMany': 429,
  'forum.tooMany': 429,
  'player.tooManyRounds': 429,
  'report.tooManyExports': 429,
};

export function httpStatusOf(code: MessageCode): number {
  return STATUS_OF[code] ?? 400;
}

/**
 * A refusal the edge answers with another status than its code's: the same fact read at another
 * moment (an image found corrupt when read back after upload is 422, not the upload's 400).
 */
export class HttpRefusal extends Error {
  constructor(
    readonly error: DomainError,
    readonly status: number,
  ) {
    super(error.code);
    this.name = 'HttpRefusal';
  }
}
