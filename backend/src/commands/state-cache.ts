/**
 * The last folded state of recently used streams, per decider, so a command reads only the
 * events appended since (the stream's tail) instead of the whole stream. Correctness never
 * depends on it: the append's expected revision still refuses a decision taken on a state
 * that another writer (another process) has moved past, and the pipeline then reads again.
 * Read sides keep values built from read models the same way, under the version they were
 * built from (the chapter editor's answer, the player's trail).
 */
export class StateCache<State, Key = string, Revision = number> {
  private readonly entries = new Map<Key, { revision: Revision; state: State }>();

  constructor(private readonly capacity = 10_000) {}

  get(stream: Key): { revision: Revision; state: State } | undefined {
    const entry = this.entries.get(stream);
    if (entry) {
      // Map keeps insertion order: re-inserting makes this the most recently used.
      this.entries.delete(stream);
      this.entries.set(stream, entry);
    }
    return entry;
  }

  set(stream: Key, revision: Revision, state: State): void {
    this.entries.delete(stream);
    this.entries.set(stream, { revision, state });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(stream: Key): void {
    this.entries.delete(stream);
  }
}
