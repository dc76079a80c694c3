/** The demo backend's route that answers only a signed-in visitor (apps/demo/server/protected-route.ts). */
const PROTECTED_ROUTE = '/api/protected';

export interface ProtectedRouteAnswer {
  ok: boolean;
  status: number;
  /** "Signed in as 0x… on Airlock Devnet (eip155:31337)", or why the route refused. */
  message: string;
}

/** Calls the protected route with the session's token (none when signed out: the route then says why it refuses). */
export async function callProtectedRoute(token: string | undefined, fetchImpl: typeof fetch = fetch): Promise<ProtectedRouteAnswer> {
  const response = await fetchImpl(PROTECTED_ROUTE, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  const message = typeof body.message === 'string' ? body.message : `The route answered HTTP ${response.status}`;
  return { ok: response.ok, status: response.status, message };
}
