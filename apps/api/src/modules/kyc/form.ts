import { finished } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";

/** What a KYC call sent: text fields (repeatable) and file buffers, keyed by field name without "[]". */
export interface KycForm {
  fields: Map<string, string[]>;
  files: Map<string, Buffer[]>;
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
 * Reads a multipart KYC form into memory, checking every file against its field's rule as it arrives (size
 * is checked by the multipart limit: a larger file is a 413). A request that is not multipart is read as
 * a JSON object of text fields, so text-only steps may be sent either way.
 */
export async function readKycForm(
  request: FastifyRequest,
  rules: Record<string, FileFieldRule>,
): Promise<KycForm> {
  const form: KycForm = { fields: new Map(), files: new Map() };
  if (!request.isMultipart()) {
    const body = request.body;
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
    const buffer = await part.toBuffer();
    // A browser form with no file chosen sends an empty part without a name: that is "no file".
    if (buffer.length === 0 && !part.filename) continue;
    list.push(buffer);
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

export function filesOf(form: KycForm, name: string): Buffer[] {
  return form.files.get(name) ?? [];
}
