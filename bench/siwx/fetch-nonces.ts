import { SIWX_PATHS, type SiwxNonceResponse } from '@airlock/protocol';

/** `count` nonces from POST /v1/siwx/nonces, asked `concurrency` at a time as the project's pages would. */
export async function fetchNonces(base: string, projectId: string, origin: string, count: number, concurrency = 32): Promise<string[]> {
  const nonces: string[] = [];
  const url = `${base}${SIWX_PATHS.nonces}?projectId=${projectId}`;
  const askOne = async (): Promise<void> => {
    const response = await fetch(url, { method: 'POST', headers: { origin } });
    if (response.status !== 201) throw new Error(`nonce: ${response.status} ${await response.text()}`);
    nonces.push(((await response.json()) as SiwxNonceResponse).nonce);
  };
  let asked = 0;
  const lane = async (): Promise<void> => {
    while (asked < count) {
      asked += 1;
      await askOne();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return nonces;
}
