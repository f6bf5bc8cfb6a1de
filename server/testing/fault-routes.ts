/** Adds fault rules to a running server (FAULTS=1; see server/faults/fault-rules.ts). */
export async function injectFaults(origin: string, rules: unknown[]): Promise<void> {
  const response = await fetch(`${origin}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules }),
  });
  if (response.status !== 201) throw new Error(`fault rules refused: ${await response.text()}`);
}

/** Removes every fault rule. */
export async function clearFaults(origin: string): Promise<void> {
  await fetch(`${origin}/__faults`, { method: 'DELETE' });
}
