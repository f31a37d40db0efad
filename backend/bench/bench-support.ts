/** What every bench section uses: the percentile of sorted latencies, and a sign-in over HTTP. */

/** The p-th percentile of latencies sorted ascending (0 when there are none). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Signs in through `POST <url>/api/auth/login` and answers the bearer token; a refusal stops the bench. */
export async function signIn(url: string, login: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: login, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`bench sign-in of ${login} failed: ${response.status}`);
  return body.access_token;
}
