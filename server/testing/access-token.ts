/** Signs in over HTTP and gives the access token (tests of routes that want a user or an admin). */
export async function accessTokenOf(
  origin: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${origin}/auth/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
