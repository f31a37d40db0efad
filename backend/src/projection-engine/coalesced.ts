/**
 * `work` run one at a time: a call while it runs asks for one more run after it (however many
 * calls came meanwhile), never a second run at once. A failed run is left to `onError`; the next
 * call runs again.
 */
export function coalesced(work: () => Promise<void>, onError: (error: unknown) => void): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    try {
      do {
        again = false;
        await work();
      } while (again);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
