/** A file part of a form: its bytes, the name and type a browser would send (the service trusts neither). */
export interface FormFile {
  bytes: Buffer;
  name: string;
  type: string;
}

/** A multipart/form-data body as a browser's FormData sends it, for app.inject(). */
export async function multipartForm(parts: Record<string, string | FormFile>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') data.set(name, value);
    else data.set(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'PUT', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
