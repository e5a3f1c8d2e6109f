import type { DeliveryView } from "@campusgo/domain";
import { useState } from "react";
import { AlertCircleIcon } from "../../../components/app-icons.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import type { ReviewAction } from "../admin-types.ts";
import { DISPUTES_PAGE_SIZE, useDeliveryDisputes } from "../api/delivery-disputes.ts";
import { DisputeCard } from "../components/dispute-card.tsx";
import { DisputeDecisionDialog } from "../components/dispute-decision-dialog.tsx";
import { LoadedList } from "../components/load-state.tsx";
import { useFilterParams } from "../components/money-filters.tsx";
import { MoneyNav } from "../components/money-nav.tsx";
import { PageHeader } from "../components/page-header.tsx";

/**
 * /admin/disputes: deliveries whose drop-off code, typed with no network and checked once it reached the server,
 * was wrong (docs/decisions/0030-package-delivery.md). With the driver's proofs, keep, adjust or refund each.
 */
export default function DisputesPage() {
  const filters = useFilterParams();
  const list = useDeliveryDisputes(filters.page);
  const rows = list.data ?? [];
  const [deciding, setDeciding] = useState<{ delivery: DeliveryView; action: ReviewAction } | null>(null);

  return (
    <>
      <MoneyNav />
      <PageHeader
        title="Disputed deliveries"
        description="Packages handed over with no network whose code turned out wrong. The driver's share is on hold until you keep, adjust or refund. Newest first."
      />
      <LoadedList
        list={list}
        rows={rows}
        icon={AlertCircleIcon}
        empty="No disputed deliveries. You're all caught up."
      >
        {(disputes) => (
          <ul className="space-y-4" aria-label="Disputed deliveries">
            {disputes.map((delivery) => (
              <DisputeCard
                key={delivery.id}
                delivery={delivery}
                onDecide={(action) => setDeciding({ delivery, action })}
              />
            ))}
          </ul>
        )}
      </LoadedList>
      {(filters.page > 1 || rows.length === DISPUTES_PAGE_SIZE) && (
        <Pagination page={filters.page} hasNext={rows.length === DISPUTES_PAGE_SIZE} onPage={filters.goTo} />
      )}
      <DisputeDecisionDialog
        delivery={deciding?.delivery ?? null}
        action={deciding?.action ?? null}
        onClose={() => setDeciding(null)}
      />
    </>
  );
}
