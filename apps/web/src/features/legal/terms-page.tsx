import { LegalLayout } from "./legal-layout.tsx";

export default function TermsPage() {
  return (
    <LegalLayout title="Terms of use" updated="22 November 2026">
      <section>
        <h2>The service</h2>
        <p>
          CampusGo connects riders with independent, verified keke, okada and shuttle drivers around the
          University of Nigeria, Nsukka and nearby towns. Drivers set offers; a ride is agreed when the rider
          accepts one.
        </p>
      </section>
      <section>
        <h2>Accounts</h2>
        <ul>
          <li>Give true details and keep your password to yourself.</li>
          <li>Drivers must pass verification before they can go online, and keep their documents current.</li>
        </ul>
      </section>
      <section>
        <h2>Payments</h2>
        <p>
          Prices are shown upfront and paid on the platform. Do not pay a driver outside the app; report any
          driver who asks you to.
        </p>
      </section>
      <section>
        <h2>Safety and conduct</h2>
        <p>
          Treat each other with respect. Riders share the pickup PIN only with their driver in person. We may
          suspend accounts that break these terms or put others at risk.
        </p>
      </section>
    </LegalLayout>
  );
}
