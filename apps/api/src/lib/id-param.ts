import { z } from "zod";

/**
 * A path parameter naming a row by its UUID. Anything else names nothing: the error handler answers a path
 * parameter that fails with 404 and `notFound`, and the value never reaches the database as a bad cast.
 */
export const idParam = (notFound: string) => z.guid({ error: notFound });
