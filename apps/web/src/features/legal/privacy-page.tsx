import { LegalLayout } from "./legal-layout.tsx";

export default function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" updated="22 November 2026">
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>Your account: name, e-mail address, phone number and profile picture.</li>
          <li>Your rides: pickup and destination, times, fares, notes and luggage pictures you add.</li>
          <li>
            Your location while you book a ride (riders) or while you are online (drivers), so we can match
            riders with nearby drivers and show the driver coming.
          </li>
          <li>
            For drivers: identity documents, vehicle details and photos, and bank details for payouts, which
            we need to verify you.
          </li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>
          To run rides: matching, live tracking, payments, receipts and support; to keep riders and drivers
          safe; and to tell you about your account. We never sell your data.
        </p>
      </section>
      <section>
        <h2>Who sees it</h2>
        <p>
          A rider sees the name, photo, rating and vehicle of a driver who makes an offer. A driver sees the
          pickup, destination and first name of a rider's request. Verification documents are seen only by you
          and the CampusGo staff who review them. Location data from uploaded photos is removed when we store
          them.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can edit your profile at any time, and delete your account from Settings: we then remove your
          personal details and uploaded files.
        </p>
      </section>
    </LegalLayout>
  );
}
