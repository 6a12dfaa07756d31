/** Posts a form's JSON to an endpoint; resolves with the status, rejects only on network failure. */
export async function postJson(
  endpoint: string,
  body: unknown,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<{ ok: boolean; status: number; data: unknown }> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => undefined);
  return { ok: response.ok, status: response.status, data };
}
