import type { TrustedContactsView } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { safetyKeys } from "./keys.ts";

/** GET /api/me/trusted-contacts: the contacts, the limit and the night-ride setting. */
export const getTrustedContacts = (signal?: AbortSignal): Promise<TrustedContactsView> =>
  api<{ data: TrustedContactsView }>("/me/trusted-contacts", { signal }).then((r) => r.data);

export const trustedContactsQuery = () =>
  queryOptions({ queryKey: safetyKeys.contacts, queryFn: ({ signal }) => getTrustedContacts(signal) });

export const useTrustedContacts = (enabled = true) => useQuery({ ...trustedContactsQuery(), enabled });
