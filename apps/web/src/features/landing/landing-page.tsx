import { useEffect } from "react";
import { Faq } from "./components/faq.tsx";
import { FarewellNotice } from "./components/farewell-notice.tsx";
import { GetTheApp } from "./components/get-the-app.tsx";
import { Hero } from "./components/hero.tsx";
import { HowItWorks } from "./components/how-it-works.tsx";
import { KeyFeatures } from "./components/key-features.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { WhyChoose } from "./components/why-choose.tsx";
import { enhanceLanding } from "./landing-behaviour.ts";

/**
 * The landing page (SPEC 2.2): header, hero, why choose, how it works, key features, FAQ, the app, footer.
 * Loaded from the server it is HTML rendered at build time with a small script of its own (landing-entry.ts);
 * reached inside the app it is rendered here, with the same markup and the same interactions.
 */
export function LandingPage() {
  useEffect(() => enhanceLanding(document), []);
  return (
    <>
      <FarewellNotice />
      <SiteHeader />
      <main>
        <Hero />
        <WhyChoose />
        <HowItWorks />
        <KeyFeatures />
        <Faq />
        <GetTheApp />
      </main>
      <SiteFooter />
    </>
  );
}
