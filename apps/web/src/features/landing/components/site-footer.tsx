import { Link } from "react-router";
import { InstagramIcon, MailIcon, XLogoIcon } from "../../../components/icons.tsx";
import { paths } from "../../../config/paths.ts";
import { BrandLink } from "./brand-link.tsx";

export const HELP_EMAIL = "support@campusgo.ng";
const SOCIALS = [
  { name: "CampusGo on X", href: "https://x.com/campusgo", Icon: XLogoIcon },
  { name: "CampusGo on Instagram", href: "https://www.instagram.com/campusgo", Icon: InstagramIcon },
] as const;

const footerLink =
  "inline-flex min-h-11 items-center gap-2 text-brand-100 transition hover:text-white hover:underline underline-offset-4";

/** The landing footer: tagline, Links, Help, and the copyright line with this year. */
export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-5 pt-14 pb-10 sm:px-6 sm:pt-16 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <BrandLink tone="dark" />
          <p className="mt-4 max-w-sm text-brand-100 leading-relaxed">
            Book trusted campus shuttle drivers, keke and okada riders in minutes. Safe, upfront rides around
            campus, built by students, for students.
          </p>
        </div>
        <div>
          <h2 className="font-bold text-keke-300 text-sm uppercase tracking-[0.14em]">Links</h2>
          <ul className="mt-3">
            <li>
              <Link to={paths.signupAs} className={footerLink}>
                Signup
              </Link>
            </li>
            <li>
              <button type="button" data-download-app="" className={footerLink}>
                Download the App
              </button>
            </li>
            <li>
              <Link to={paths.driverSignup} className={footerLink}>
                Become a driver
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-bold text-keke-300 text-sm uppercase tracking-[0.14em]">Help</h2>
          <ul className="mt-3">
            <li>
              <a href={`mailto:${HELP_EMAIL}`} className={footerLink}>
                <MailIcon className="size-5" />
                Email
              </a>
            </li>
            <li>
              <span className="inline-flex min-h-11 items-center text-brand-100">Socials</span>
              <div className="-ml-3 flex">
                {SOCIALS.map(({ name, href, Icon }) => (
                  <a
                    key={href}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={name}
                    className="inline-flex size-11 items-center justify-center rounded-full text-brand-100 transition hover:bg-white/10 hover:text-white"
                  >
                    <Icon className="size-5" />
                  </a>
                ))}
              </div>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-white/10 border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 py-6 text-brand-100 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © <span data-this-year="">{year}</span> CampusGo. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to={paths.privacy} className={footerLink}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className={footerLink}>
                Terms of use
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
