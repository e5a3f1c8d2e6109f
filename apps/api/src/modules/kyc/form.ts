import { rm } from "node:fs/promises";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { saveUploadStream, withTempDir } from "../../lib/temp-uploads.ts";

/**
 * What a KYC call sent: text fields (repeatable) and files, keyed by field name without "[]". Each file is a
 * temporary file on disk (the request's own folder), never a buffer of the whole upload.
 */
export interface KycForm {
  fields: Map<string, string[]>;
  files: Map<string, string[]>;
}

export interface FileFieldRule {
  /** The most files this field takes in one request. */
  max: number;
  /** "error": more is a 400 with `message`; "ignore": the first `max` are kept, the rest are skipped. */
  overflow: "error" | "ignore";
  message?: string;
}

const fieldName = (name: string) => name.replace(/\[\]$/, "");

/**
 * Reads a KYC form and hands it to `use`. Multipart files are streamed one by one to a temporary folder in
 * DATA_DIR, each checked against its field's rule as it arrives and against the size limit while it streams (a
 * larger file is a 413); the folder is removed once `use` is done. A request that is not multipart is read as a
 * JSON object of text fields, so text-only steps may be sent either way.
 */
export async function withKycForm<T>(
  request: FastifyRequest,
  dataDir: string,
  rules: Record<string, FileFieldRule>,
  use: (form: KycForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) return use(jsonForm(request.body));
  return withTempDir(dataDir, async (dir) => use(await readMultipart(request, rules, dir)));
}

function jsonForm(body: unknown): KycForm {
  const form: KycForm = { fields: new Map(), files: new Map() };
  if (body && typeof body === "object" && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      const values = (Array.isArray(value) ? value : [value]).filter(
        (v) => typeof v === "string" || typeof v === "number",
      );
      form.fields.set(fieldName(key), values.map(String));
    }
  }
  return form;
}

async function readMultipart(
  request: FastifyRequest,
  rules: Record<string, FileFieldRule>,
  dir: string,
): Promise<KycForm> {
  const form: KycForm = { fields: new Map(), files: new Map() };
  let count = 0;
  for await (const part of request.parts()) {
    const name = fieldName(part.fieldname);
    if (part.type === "field") {
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new AppError("bad_request", "A form field is too long");
      }
      const value = typeof part.value === "string" ? part.value : String(part.value ?? "");
      form.fields.set(name, [...(form.fields.get(name) ?? []), value]);
      continue;
    }
    const rule = rules[name];
    if (!rule) throw new AppError("bad_request", `Unexpected file field "${name.slice(0, 40)}"`);
    const list = form.files.get(name) ?? [];
    if (list.length >= rule.max) {
      if (rule.overflow === "error") throw new AppError("bad_request", rule.message ?? "Too many files");
      await finished(part.file.resume());
      continue;
    }
    // Named by the server; the client's file name is never used.
    const path = join(dir, `part-${++count}`);
    const bytes = await saveUploadStream(part.file, path);
    // A browser form with no file chosen sends an empty part without a name: that is "no file".
    if (bytes === 0 && !part.filename) {
      await rm(path, { force: true });
      continue;
    }
    list.push(path);
    form.files.set(name, list);
  }
  return form;
}

/** The last value sent for a field, or undefined when the field was not sent at all. */
export function fieldValue(form: KycForm, name: string): string | undefined {
  const values = form.fields.get(name);
  return values?.[values.length - 1];
}

export function fieldValues(form: KycForm, name: string): string[] {
  return form.fields.get(name) ?? [];
}

/** The temporary files sent in a field. */
export function filesOf(form: KycForm, name: string): string[] {
  return form.files.get(name) ?? [];
}
