import { useClientConfig } from "../../../lib/client-config.ts";

export const DEMO_PASSWORD = "campusgo-demo";
const DEMO_ACCOUNTS = [
  { label: "Rider", email: "rider@campusgo.demo" },
  { label: "Driver", email: "driver@campusgo.demo" },
  { label: "Admin", email: "admin@campusgo.demo" },
] as const;

/** In demo mode, one tap fills the login form with a seeded account. */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const config = useClientConfig();
  if (!config.data?.demo) return null;
  return (
    <section
      aria-labelledby="demo-accounts"
      className="mt-8 rounded-2xl border border-dashed border-brand-300 bg-brand-50/60 p-4"
    >
      <h2 id="demo-accounts" className="text-sm font-semibold text-brand-800">
        Trying CampusGo? Use a demo account
      </h2>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {DEMO_ACCOUNTS.map((account) => (
          <button
            key={account.email}
            type="button"
            onClick={() => onPick(account.email, DEMO_PASSWORD)}
            className="min-h-11 rounded-xl border border-brand-200 bg-white px-2 text-sm font-semibold text-brand-700 hover:border-brand-600"
          >
            {account.label}
          </button>
        ))}
      </div>
    </section>
  );
}
