export const MALFORMED_FORM_MESSAGE = "This form could not be read. Please send it again";

/** The multipart parser's own source: where its errors are created. */
const PARSER_FRAME = /[\\/]node_modules[\\/]@fastify[\\/]busboy[\\/]/;

/**
 * Whether an error was raised by the multipart parser (busboy) on a malformed body: no boundary, a body cut
 * short, a part that ends early. Busboy's errors carry neither a class of their own nor a code, so they are
 * told apart by where they were created (the first frame of their stack), never by their wording.
 */
function isParserError(error: Error): boolean {
  if ("code" in error || "statusCode" in error) return false;
  const firstFrame = error.stack?.split("\n").find((line) => /^\s+at /.test(line));
  return firstFrame !== undefined && PARSER_FRAME.test(firstFrame);
}

/**
 * Whether reading a multipart request failed because the body itself is broken: the parser refused it, or a
 * file part's stream closed before its end (the body stopped in the middle of a part).
 */
export function isMalformedMultipart(error: unknown, requestIsMultipart: boolean): boolean {
  if (!requestIsMultipart || !(error instanceof Error)) return false;
  return isParserError(error) || (error as { code?: unknown }).code === "ERR_STREAM_PREMATURE_CLOSE";
}
