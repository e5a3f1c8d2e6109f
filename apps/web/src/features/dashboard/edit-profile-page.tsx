import { editProfileSchema } from "@campusgo/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useSearchParams } from "react-router";
import { MailIcon } from "../../components/app-icons.tsx";
import { Avatar } from "../../components/avatar.tsx";
import { EmailAddress } from "../../components/email-address.tsx";
import { EmailField, FullNameField, PhoneField } from "../../components/form/index.ts";
import { Spinner } from "../../components/spinner.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { fetchCurrentUser } from "../../lib/current-user.ts";
import { fieldBinder } from "../../lib/form/bind-field.ts";
import { applyServerFieldErrors } from "../../lib/form/server-field-errors.ts";
import { useSignedInUser } from "../../lib/signed-in-user.tsx";
import { useUpdateProfile } from "./api/update-profile.ts";
import { Card, PageFrame } from "./components/page-frame.tsx";
import { PayoutAccountCard } from "./components/payout-account-card.tsx";
import { profileSubtitle } from "./lib/profile-copy.ts";

/** What the page says after the e-mail confirmation link brought the user back (?email=...). */
const CONFIRMATION_NOTICE: Record<string, { tone: "ok" | "error"; text: string }> = {
  confirmed: { tone: "ok", text: "Your new email is confirmed." },
  invalid: { tone: "error", text: "This confirmation link is invalid or has already been used." },
  expired: {
    tone: "error",
    text: "This confirmation link has expired. Save your new email again to get a new link.",
  },
  taken: { tone: "error", text: "Another account already uses that email." },
};

/** /dashboard/edit-profile: full name, phone and e-mail; a new e-mail must be confirmed by a link. */
export default function EditProfilePage() {
  const user = useSignedInUser();
  const update = useUpdateProfile();
  const [params] = useSearchParams();
  const confirmation = CONFIRMATION_NOTICE[params.get("email") ?? ""];
  const [notice, setNotice] = useState<{ tone: "ok" | "error"; text: string } | null>(confirmation ?? null);

  // Back from the confirmation link: the e-mail may have changed on the server.
  useEffect(() => {
    if (confirmation?.tone === "ok") void fetchCurrentUser().catch(() => undefined);
  }, [confirmation]);
  const form = useForm({
    resolver: zodResolver(editProfileSchema),
    mode: "onSubmit",
    values: {
      fullName: user.fullName ?? "",
      phoneNumber: user.phoneNumber ?? "",
      email: user.email ?? "",
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { isDirty } = form.formState;
  const field = fieldBinder(form);

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null);
    const emailChanged = values.email !== user.email;
    update.mutate(values, {
      onSuccess: (answer) => {
        form.reset({
          fullName: answer.data.fullName,
          phoneNumber: answer.data.phoneNumber ?? "",
          email: answer.data.email,
        });
        if (emailChanged) setNotice({ tone: "ok", text: answer.message });
        else toast.success(answer.message);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["fullName", "phoneNumber", "email"]);
        toast.error(errorMessage(error));
      },
    });
  });

  return (
    <PageFrame title="Edit profile" subtitle={profileSubtitle(user.role)}>
      <Card>
        <div className="mb-6 flex items-center gap-4">
          <Avatar
            variant="decorative"
            name={user.fullName}
            src={user.profileImage}
            className="size-16 text-xl"
          />
          <div className="min-w-0">
            <p className="font-display text-lg font-bold break-words">{user.fullName}</p>
            {user.email ? (
              <p className="text-sm text-ink-muted">
                <EmailAddress email={user.email} />
              </p>
            ) : null}
          </div>
        </div>
        {notice ? (
          <div
            role="status"
            className={`mb-5 flex gap-3 rounded-2xl p-4 ${notice.tone === "ok" ? "bg-brand-50 text-brand-800" : "bg-red-50 text-danger"}`}
          >
            <MailIcon className="mt-0.5 size-5 shrink-0" />
            <p className="font-medium">{notice.text}</p>
          </div>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FullNameField {...field("fullName")} />
          <PhoneField {...field("phoneNumber")} />
          <EmailField
            hint="If you change it, we send a confirmation link to the new address."
            {...field("email")}
          />
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              className="btn-outline"
              onClick={() => form.reset()}
              disabled={!isDirty || update.isPending}
            >
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={update.isPending}>
              {update.isPending ? <Spinner /> : null}
              Save changes
            </button>
          </div>
        </form>
      </Card>
      {user.role === "driver" ? (
        <Card className="mt-6">
          <h2 className="mb-4 font-display text-lg font-bold text-ink">Payout account</h2>
          <PayoutAccountCard />
        </Card>
      ) : null}
    </PageFrame>
  );
}
