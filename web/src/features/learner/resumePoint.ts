/**
 * Where this device's learner was last in a class's trail (a content id, technical data), kept in
 * the browser so that a reload offline opens the player there: the kept trail (decision 0078)
 * only knows the views the server took, and the views made offline still wait in the queue.
 */
const keyOf = (userId: number, classId: number) => `school.player.resume.${userId}.${classId}`;

export function keepResume(userId: number, classId: number, codTrlConteudo: number): void {
  try {
    localStorage.setItem(keyOf(userId, classId), String(codTrlConteudo));
  } catch {
    // Storage refused (private mode, full): the server's resume point stands.
  }
}

/**
 * The content to open: offline, the last one this device showed (it may be ahead of the kept
 * trail); online, the server's, which also knows the learner's other devices.
 */
export function resumeOf(userId: number, classId: number, server: number | null): number | null {
  if (typeof navigator !== 'undefined' && navigator.onLine) return server;
  try {
    const kept = Number(localStorage.getItem(keyOf(userId, classId)));
    return Number.isInteger(kept) && kept > 0 ? kept : server;
  } catch {
    return server;
  }
}
