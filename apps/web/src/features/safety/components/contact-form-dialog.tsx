import { TRUSTED_CONTACT_NAME_MAX, type TrustedContactView, trustedContactSchema } from "@campusgo/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { TextField } from "../../../components/form/index.ts";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { fieldBinder } from "../../../lib/form/bind-field.ts";
import { applyServerFieldErrors } from "../../../lib/form/server-field-errors.ts";
import { useSaveContact } from "../api/save-contact.ts";

const EMPTY = { name: "", phone: "", email: "" };

/** Add a trusted contact, or edit `contact`: name, mobile number (the link goes by text), e-mail if they like. */
export function ContactFormDialog({
  open,
  contact,
  onClose,
}: {
  open: boolean;
  contact: TrustedContactView | null;
  onClose: () => void;
}) {
  const save = useSaveContact();
  const form = useForm({
    resolver: zodResolver(trustedContactSchema),
    mode: "onSubmit",
    defaultValues: EMPTY,
  });
  const field = fieldBinder(form);
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    reset(contact ? { name: contact.name, phone: contact.phone, email: contact.email ?? "" } : EMPTY);
  }, [open, contact, reset]);

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      { ...values, id: contact?.id },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, ["name", "phone", "email"]);
          toast.error(errorMessage(error));
        },
      },
    );
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      layout="panel"
      title={contact ? "Edit contact" : "Add a trusted contact"}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
        <TextField
          label="Name"
          autoComplete="name"
          maxLength={TRUSTED_CONTACT_NAME_MAX + 20}
          {...field("name")}
        />
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="A Nigerian number: your trip link goes to them by text."
          {...field("phone")}
        />
        <TextField
          label="E-mail (optional)"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field("email")}
        />
        <div className="grid grid-cols-2 gap-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {contact ? "Save" : "Add contact"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
