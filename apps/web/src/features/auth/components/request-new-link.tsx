import { useState } from "react";
import toast from "react-hot-toast";
import { TextField } from "../../../components/form/text-field.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { loadFormSchemas } from "../../../lib/form/lazy-resolver.ts";
import { useResendActivation } from "../api/resend-activation.ts";

/** An expired activation link: enter the e-mail to get a new one. */
export function RequestNewLink() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const resend = useResendActivation();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (await loadFormSchemas()).emailOnlySchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    resend.mutate(parsed.data.email, {
      onSuccess: (answer) => setSentMessage(answer.message),
      onError: (err) => toast.error(errorMessage(err)),
    });
  };

  if (sentMessage) {
    return (
      <p role="status" className="mt-6 rounded-2xl bg-brand-50 p-4 font-medium text-brand-800">
        {sentMessage}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-3 text-left">
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <button type="submit" className="btn-primary w-full" disabled={resend.isPending}>
        {resend.isPending ? <Spinner /> : null}
        Send a new link
      </button>
    </form>
  );
}
