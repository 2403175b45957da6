import type { FastifyInstance } from 'fastify';

/** Same origin as the test app's PUBLIC_URL: cookie-authenticated writes must carry it. */
const SITE_ORIGIN = 'http://localhost:3000';

/** A multipart body built the way a browser builds it from FormData. */
export async function formBody(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer | string; type?: string; field?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    form.append(
      file.field ?? 'file',
      new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A signed-in session cookie (admin when asked). */
export async function signIn(app: FastifyInstance, email: string, role: 'user' | 'admin' = 'user') {
  const user = (await app.accounts.register(email, 'Secret1!pw'))!;
  if (role === 'admin') await app.accounts.setRole(user.id, 'admin');
  const { token } = await app.accounts.login(email, 'Secret1!pw');
  return { user, headers: { cookie: `token=${token}`, origin: SITE_ORIGIN } };
}
