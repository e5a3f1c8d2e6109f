import type {
  DeliveryFares,
  DeliveryFaresView,
  DispatchBody,
  DispatchView,
  FareRuleBody,
  FareRuleView,
  ServiceSettingsView,
} from "@campusgo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const key = ["admin", "service"] as const;

/** GET /api/admin/service: the fare table, the delivery fares and the dispatch settings. */
export const useServiceSettings = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api<{ data: ServiceSettingsView }>("/admin/service", { signal }).then((r) => r.data),
  });

/** Saves, then reads the settings and the audit log again (and the prices this browser has seen). */
function useSave<I, O>(send: (input: I) => Promise<{ message: string; data: O }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      void queryClient.invalidateQueries({ queryKey: ["rides", "estimate"] });
    },
  });
}

/** PUT /api/admin/service/fares/:rideType. */
export const useSaveFare = () =>
  useSave(({ rideType, fare }: { rideType: number; fare: FareRuleBody }) =>
    api<{ message: string; data: FareRuleView[] }>(`/admin/service/fares/${rideType}`, {
      method: "PUT",
      body: fare,
    }),
  );

/** PUT /api/admin/service/delivery-fares. */
export const useSaveDeliveryFares = () =>
  useSave((factors: DeliveryFares) =>
    api<{ message: string; data: DeliveryFaresView }>("/admin/service/delivery-fares", {
      method: "PUT",
      body: factors,
    }),
  );

/** PUT /api/admin/service/dispatch. */
export const useSaveDispatch = () =>
  useSave((settings: DispatchBody) =>
    api<{ message: string; data: DispatchView }>("/admin/service/dispatch", {
      method: "PUT",
      body: settings,
    }),
  );
