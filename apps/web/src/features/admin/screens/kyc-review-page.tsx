import { type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate, useParams } from "react-router";
import { CheckIcon, ChevronLeftIcon, XCircleIcon } from "../../../components/app-icons.tsx";
import { KycStatusBadge } from "../../../components/kyc-status-badge.tsx";
import { adminPaths } from "../../../config/paths.ts";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import type { KycDetail, Photo } from "../admin-types.ts";
import { useDecideKyc } from "../api/decide-kyc.ts";
import { useKycDetail } from "../api/get-kyc-detail.ts";
import { ApproveDialog, RejectDialog } from "../components/decision-dialogs.tsx";
import { DocumentViewer, type ViewerImage } from "../components/document-viewer.tsx";
import { LoadState } from "../components/load-state.tsx";
import { formatDate } from "../format.ts";

const images = (photos: (Photo | null)[], label: string): ViewerImage[] =>
  photos
    .filter((p): p is Photo => p !== null)
    .map((p, i, all) => ({ ...p, label: all.length > 1 ? `${label} ${i + 1}` : label }));

/** /admin/kyc/:driverId: one driver's documents, and the decision. */
export default function KycReviewPage() {
  const { driverId = "" } = useParams();
  const detail = useKycDetail(driverId);

  return (
    <>
      <Link
        to={adminPaths.queue}
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeftIcon className="size-4" />
        All verifications
      </Link>
      {detail.isSuccess ? (
        <Review kyc={detail.data} />
      ) : (
        <>
          <h1 className="mb-4 font-display text-2xl font-bold">Driver verification</h1>
          <LoadState loading={detail.isPending} error={detail.error} onRetry={() => void detail.refetch()} />
          {detail.error instanceof ApiError && detail.error.status === 404 && (
            <p className="mt-3 text-sm text-ink-muted">Check the link, or pick the driver from the queue.</p>
          )}
        </>
      )}
    </>
  );
}

function Review({ kyc }: { kyc: KycDetail }) {
  const navigate = useNavigate();
  const decide = useDecideKyc();
  const [dialog, setDialog] = useState<"approve" | "reject" | null>(null);
  const [rejectError, setRejectError] = useState<string>();
  const name = kyc.driver.fullName;
  const openApprove = () => setDialog("approve");
  const openReject = () => {
    setRejectError(undefined);
    setDialog("reject");
  };

  const approve = () =>
    decide.mutate(
      { driverId: kyc.driver.id, kind: "approve" },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setDialog(null);
          navigate(adminPaths.queue);
        },
        onError: (error) => {
          setDialog(null);
          toast.error(errorMessage(error));
        },
      },
    );

  const reject = (reason: string) =>
    decide.mutate(
      { driverId: kyc.driver.id, kind: "reject", reason },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setDialog(null);
          navigate(adminPaths.queue);
        },
        onError: (error) => setRejectError(errorMessage(error)),
      },
    );

  return (
    <div
      className={`grid gap-6 lg:grid-cols-[1fr_19rem] lg:items-start ${kyc.status === "pending" ? "pb-20 lg:pb-0" : ""}`}
    >
      <div className="space-y-5">
        <header className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">{name}</h1>
          <KycStatusBadge size="sm" status={kyc.status} />
        </header>

        <Section title="Driver">
          <Facts
            items={[
              ["E-mail", kyc.driver.email],
              ["Phone", kyc.driver.phoneNumber],
              ["City", kyc.driver.city],
              ["Joined", formatDate(kyc.driver.createdAt, false)],
            ]}
          />
        </Section>

        <Section title="Identity">
          <Facts
            items={[
              ["Means of identification", kyc.identity.meansOfIdentification],
              ["Document ID", kyc.identity.documentID],
            ]}
          />
          <DocumentViewer
            images={images(kyc.identity.documentPhotos, "Document photo")}
            emptyText="No document photos uploaded."
          />
        </Section>

        <Section title="Vehicle">
          <Facts
            items={[
              ["Vehicle type", kyc.vehicle.vehicleType],
              ["Plate number", kyc.vehicle.plateNumber],
              ["Colour", kyc.vehicle.vehicleColor],
              ["Seats", kyc.vehicle.numberOfSeats?.toString() ?? null],
              ["Service area", kyc.vehicle.serviceArea],
            ]}
          />
          <DocumentViewer
            images={images(kyc.vehicle.vehiclePhotos, "Vehicle photo")}
            emptyText="No vehicle photos uploaded."
          />
        </Section>

        <Section title="Bank">
          <Facts
            items={[
              ["Bank", kyc.bank.bankName],
              ["Account holder", kyc.bank.bankAccountHolderName],
              ["Account number", kyc.bank.bankAccountNumber],
            ]}
          />
        </Section>

        <Section title="Profile image">
          <DocumentViewer
            images={images([kyc.profileImage], "Profile image")}
            emptyText="Skipped by the driver."
          />
        </Section>

        {hasEarlier(kyc) && (
          <Section title="Address and earlier details">
            <Facts
              items={[
                ["Means of identification", kyc.earlier.meansOfIdentification],
                ["Document ID", kyc.earlier.documentID],
                ["Date of birth", kyc.earlier.dob],
                ["Address", kyc.earlier.address],
                ["Place to operate", kyc.earlier.operatingPlace],
              ]}
            />
            <DocumentViewer
              images={images([kyc.earlier.addressProof], "Utility bill")}
              emptyText="No bill uploaded."
            />
          </Section>
        )}
      </div>

      <aside className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm lg:sticky lg:top-6">
        <h2 className="font-display text-lg font-bold">Decision</h2>
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">Submitted</dt>
            <dd className="text-right font-medium">{formatDate(kyc.submittedAt)}</dd>
          </div>
          {kyc.reviewedAt && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">Reviewed</dt>
              <dd className="text-right font-medium">{formatDate(kyc.reviewedAt)}</dd>
            </div>
          )}
        </dl>
        {kyc.status === "rejected" && kyc.rejectionReason && (
          <p className="rounded-xl bg-red-50 p-3 text-sm">
            <span className="font-semibold text-danger">Reason given:</span> {kyc.rejectionReason}
          </p>
        )}
        {kyc.status === "pending" ? (
          <div className="hidden flex-col gap-3 lg:flex">
            <DecisionButtons onApprove={openApprove} onReject={openReject} />
          </div>
        ) : (
          <p className="text-sm text-ink-muted">
            {kyc.status === "approved"
              ? "This driver is approved."
              : kyc.status === "rejected"
                ? "Waiting for the driver to fix their details and submit again."
                : "The driver has not submitted their verification yet."}
          </p>
        )}
      </aside>

      {kyc.status === "pending" && (
        <div className="fixed inset-x-0 bottom-0 z-10 border-t border-line bg-white/95 p-3 backdrop-blur lg:hidden">
          <div className="mx-auto grid max-w-md grid-cols-2 gap-3">
            <DecisionButtons onApprove={openApprove} onReject={openReject} />
          </div>
        </div>
      )}

      <ApproveDialog
        open={dialog === "approve"}
        driverName={name}
        busy={decide.isPending}
        onCancel={() => setDialog(null)}
        onApprove={approve}
      />
      <RejectDialog
        open={dialog === "reject"}
        driverName={name}
        busy={decide.isPending}
        serverError={rejectError}
        onCancel={() => setDialog(null)}
        onReject={reject}
      />
    </div>
  );
}

function DecisionButtons({ onApprove, onReject }: { onApprove: () => void; onReject: () => void }) {
  return (
    <>
      <button type="button" className="btn-primary w-full" onClick={onApprove}>
        <CheckIcon className="size-5" />
        Approve
      </button>
      <button
        type="button"
        className="btn-outline w-full border-danger bg-white text-danger hover:bg-red-50"
        onClick={onReject}
      >
        <XCircleIcon className="size-5" />
        Reject
      </button>
    </>
  );
}

const hasEarlier = (kyc: KycDetail) => Object.values(kyc.earlier).some((v) => v !== null);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 className="font-display text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [label: string, value: string | null][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
          <dd className="break-words text-ink">{value || <span className="text-ink-muted">—</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
