/** A file to send in a multipart form. */
export interface FilePart {
  field: string;
  data: Buffer;
  filename?: string;
  type?: string;
}

export type FieldValues = Record<string, string | number | (string | number)[] | undefined>;

/**
 * A multipart/form-data body as a browser's FormData would send it, for app.inject:
 * spread the result into the request options.
 */
export async function multipart(
  fields: FieldValues = {},
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: { "content-type": string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, String(v));
  }
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? "image/jpeg" });
    form.append(file.field, blob, file.filename ?? "photo.jpg");
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const contentType = request.headers.get("content-type");
  if (!contentType) throw new Error("no multipart content type");
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": contentType } };
}
