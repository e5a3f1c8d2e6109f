/** "Get the App": the store badges (pictures only) beside a phone showing the ride picker. */
export function GetTheApp() {
  return (
    <section aria-labelledby="app-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-6">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand-800 px-5 pt-12 sm:px-12 sm:pt-14 lg:grid lg:grid-cols-2 lg:items-center lg:gap-10 lg:px-16 lg:pt-0">
          <div
            aria-hidden="true"
            className="-z-10 -top-24 -left-24 absolute size-80 rounded-full bg-brand-700/70"
          />
          <div
            aria-hidden="true"
            className="-z-10 -right-20 -bottom-32 absolute size-96 rounded-full bg-keke-400/15 blur-2xl"
          />
          <div className="lg:py-16">
            <p className="font-bold text-keke-300 text-sm uppercase tracking-[0.14em]">
              CampusGo on your phone
            </p>
            <h2
              id="app-title"
              className="mt-3 font-display font-extrabold text-3xl text-white tracking-tight sm:text-4xl"
            >
              Get the App
            </h2>
            <p className="mt-4 max-w-md text-brand-50 text-lg leading-relaxed">
              Book keke, okada and shuttle rides, follow your driver live and pay securely, all from your
              pocket. The CampusGo app is coming to the App Store and Google Play.
            </p>
            <div className="mt-8 flex flex-wrap gap-2 sm:gap-3">
              <img
                src="/images/app-store-badge.svg"
                width={135}
                height={40}
                loading="lazy"
                decoding="async"
                alt="Download on the App Store"
                className="h-10 w-auto sm:h-12"
              />
              <img
                src="/images/google-play-badge.svg"
                width={135}
                height={40}
                loading="lazy"
                decoding="async"
                alt="Get it on Google Play"
                className="h-10 w-auto sm:h-12"
              />
            </div>
          </div>
          <div className="mx-auto mt-12 max-w-[16rem] sm:max-w-[18rem] lg:mt-14 lg:max-w-[20rem] lg:self-end">
            <img
              src="/images/app-ride-picker.svg"
              width={320}
              height={440}
              loading="lazy"
              decoding="async"
              alt="The CampusGo ride picker on a phone, offering a Keke ride, an Okada ride and a Shuttle ride."
              className="h-auto w-full"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
