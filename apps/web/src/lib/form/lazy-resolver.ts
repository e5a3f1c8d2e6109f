import type { FieldValues, Resolver } from "react-hook-form";

type FormSchemas = typeof import("./schemas.ts");

let loading: Promise<FormSchemas> | undefined;

/** The form rules of the public pages (./schemas.ts), loaded once, the first time a form needs them. */
export function loadFormSchemas(): Promise<FormSchemas> {
  // zod's setting is already in place: the app's start (src/main.tsx) makes it first.
  loading ??= import("./schemas.ts");
  return loading;
}

/**
 * A react-hook-form resolver whose rules load on first use (the first validation), so zod stays off the
 * page's first load; the form's types are the picked resolver's.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  pick: (schemas: FormSchemas) => Resolver<Input, Context, Output>,
): Resolver<Input, Context, Output> {
  let resolver: Resolver<Input, Context, Output> | undefined;
  return async (values, context, options) => {
    resolver ??= pick(await loadFormSchemas());
    return resolver(values, context, options);
  };
}
