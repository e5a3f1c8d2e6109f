import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, isMobile, test } from "./fixtures.ts";
import { holdScripts } from "./helpers/scripts.ts";

const HERO_TEXT =
  "Get picked up in minutes by a top-rated driver and enjoy a smooth, stress-free ride to your destination.";

const SECTION_TITLES = [
  "Why choose CampusGo",
  "How It Works",
  "Key features",
  "Frequently asked questions",
  "Get the App",
];

const STEPS = [
  "Download the app and sign up as rider or driver with phone number or e-mail.",
  "Set trip details (pickup, drop-off, booking type now/later/round trip, notes or luggage).",
  "Confirm the booking (compare drivers).",
  "Get picked up and pay; track the driver in real time.",
  "Rate the trip.",
];

const QUESTIONS = [
  "Can I schedule rides in advance?",
  "Can I book a round trip?",
  "How do I pay?",
  "What if a driver asks me to pay off the app?",
];

/** Waits until entrance animations and transitions have finished, so colours and positions are final. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
}

/** The header's links: the drawer (opened first) on phones, the header bar on wide screens. */
async function headerNavigation(page: Page): Promise<Locator> {
  if (!isMobile(page)) return page.getByRole("banner");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  return drawer;
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe("landing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("shows the spec's words, sections in order and this year's copyright", async ({
    page,
    consoleErrors,
  }) => {
    await expect(page.getByText("No More Long Queues.", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Easy Rides with CampusGo");
    await expect(page.getByText(HERO_TEXT, { exact: true })).toBeVisible();

    const pickup = page.getByLabel("Current location");
    const destination = page.getByLabel("Destination");
    await expect(pickup).toHaveAttribute("placeholder", "My Current Location");
    await expect(destination).toHaveAttribute("placeholder", "Choose Destination");
    await destination.fill("Hill Top");
    await expect(destination).toHaveValue("Hill Top");

    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(SECTION_TITLES);

    const why = page.getByRole("region", { name: "Why choose CampusGo" });
    await expect(why.getByRole("listitem")).toHaveCount(4);

    const steps = page.getByRole("region", { name: "How It Works" }).getByRole("listitem");
    await expect(steps).toHaveCount(5);
    for (const [index, text] of STEPS.entries()) {
      await expect(steps.nth(index)).toContainText(text);
      await expect(steps.nth(index)).toContainText(String(index + 1));
    }

    await expect(page.getByRole("region", { name: "Key features" }).getByRole("listitem")).toHaveCount(3);

    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    for (const question of QUESTIONS) await expect(faq.getByRole("button", { name: question })).toBeVisible();

    const app = page.getByRole("region", { name: "Get the App" });
    await app.scrollIntoViewIfNeeded();
    await expect(app.getByRole("img", { name: "Download on the App Store" })).toBeVisible();
    await expect(app.getByRole("img", { name: "Get it on Google Play" })).toBeVisible();
    await expect(app.getByRole("link")).toHaveCount(0);

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Book trusted campus shuttle drivers");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} CampusGo`);
    await expect(footer.getByRole("link", { name: "Signup" })).toHaveAttribute("href", "/signup-as");
    await expect(footer.getByRole("button", { name: "Download the App" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Become a driver" })).toHaveAttribute(
      "href",
      "/driver-signup",
    );
    await expect(footer.getByRole("link", { name: "Email" })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByText("Socials")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Terms of use" })).toBeVisible();

    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test("hero Book a Ride and Become a Driver open the account-type choice", async ({
    page,
    consoleErrors,
  }) => {
    const hero = page.getByRole("region", { name: "Easy Rides with CampusGo" });
    await hero.getByRole("link", { name: "Book a Ride" }).click();
    await expect(page).toHaveURL(/\/signup-as$/);
    await expect(page.getByRole("heading", { level: 1, name: "Join CampusGo" })).toBeVisible();

    await page.goBack();
    await hero.getByRole("link", { name: "Become a Driver" }).click();
    await expect(page).toHaveURL(/\/signup-as$/);
    await expect(page.getByRole("radio", { name: "I want to Drive" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("Key features Book a Ride opens passenger sign-up", async ({ page, consoleErrors }) => {
    await page
      .getByRole("region", { name: "Key features" })
      .getByRole("link", { name: "Book a Ride" })
      .click();
    await expect(page).toHaveURL(/\/passengers-signup$/);
    expect(consoleErrors).toEqual([]);
  });

  test("header links point where the spec says and take you there", async ({ page, consoleErrors }) => {
    const nav = await headerNavigation(page);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Features" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Become a Driver" })).toHaveAttribute(
      "href",
      "/driver-signup",
    );
    await expect(nav.getByRole("button", { name: "Download the App" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(nav.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup-as");

    await nav.getByRole("link", { name: "Become a Driver" }).click();
    await expect(page).toHaveURL(/\/driver-signup$/);

    await page.goto("/");
    await (await headerNavigation(page)).getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto("/");
    await (await headerNavigation(page)).getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/signup-as$/);
    expect(consoleErrors).toEqual([]);
  });

  test("Features scrolls to the key features", async ({ page, consoleErrors }) => {
    const heading = page.getByRole("heading", { level: 2, name: "Key features" });
    await expect(heading).not.toBeInViewport();
    await (await headerNavigation(page)).getByRole("link", { name: "Features" }).click();
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  test("Download the App shows the coming-soon notice", async ({ page, consoleErrors }) => {
    const messages: string[] = [];
    page.once("dialog", async (dialog) => {
      messages.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });
    await (await headerNavigation(page)).getByRole("button", { name: "Download the App" }).click();
    await expect.poll(() => messages).toEqual(["alert: App coming soon"]);
    if (isMobile(page)) await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test("Download the App opens the install prompt when the browser offers one", async ({
    page,
    consoleErrors,
  }) => {
    const alerts: string[] = [];
    page.on("dialog", async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          document.body.dataset.installPrompted = "yes";
        },
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      window.dispatchEvent(offer);
    });
    await (await headerNavigation(page)).getByRole("button", { name: "Download the App" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-install-prompted", "yes");
    expect(alerts).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("FAQ items open together and close one at a time", async ({ page, consoleErrors }) => {
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const schedule = faq.getByRole("button", { name: QUESTIONS[0] });
    const roundTrip = faq.getByRole("button", { name: QUESTIONS[1] });
    const scheduleAnswer = faq.getByText("Choose Later and pick the date and time");
    const roundTripAnswer = faq.getByText("set how long the driver should wait before the return leg");

    await expect(schedule).toHaveAttribute("aria-expanded", "false");
    await expect(scheduleAnswer).toBeHidden();

    await schedule.click();
    await roundTrip.click();
    await expect(schedule).toHaveAttribute("aria-expanded", "true");
    await expect(roundTrip).toHaveAttribute("aria-expanded", "true");
    await expect(scheduleAnswer).toBeVisible();
    await expect(roundTripAnswer).toBeVisible();

    await schedule.click();
    await expect(schedule).toHaveAttribute("aria-expanded", "false");
    await expect(scheduleAnswer).toBeHidden();
    await expect(roundTrip).toHaveAttribute("aria-expanded", "true");
    await expect(roundTripAnswer).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the hero shows a screenshot of the real app, served from this server", async ({
    page,
    consoleErrors,
  }) => {
    await settle(page);
    const picture = page.getByRole("img", { name: /^The CampusGo app on a phone/ });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(720);
    expect(await picture.getAttribute("src")).toBe("/images/hero-app.webp");
    expect(consoleErrors).toEqual([]);
  });

  test("the hero fades and shifts as the page scrolls", async ({ page, consoleErrors }) => {
    await settle(page);
    const text = page.locator(".hero-scroll-text");
    const opacity = () => text.evaluate((el) => Number(getComputedStyle(el).opacity));
    expect(await opacity()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(opacity).toBeLessThan(0.9);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(opacity).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  test("the hero stays still for people who prefer reduced motion", async ({ page, consoleErrors }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.locator(".hero-scroll-text").evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    expect(consoleErrors).toEqual([]);
  });

  test("has no serious accessibility violations", async ({ page, consoleErrors }) => {
    await settle(page);
    await expectAccessible(page);
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    await faq.getByRole("button", { name: QUESTIONS[2] }).click();
    await faq.getByRole("button", { name: QUESTIONS[3] }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("landing menu on small screens", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("wide screens show the navigation in the header, without a menu button", async ({ page }) => {
    test.skip(isMobile(page), "wide screens only");
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("the drawer takes two-thirds of the width, takes focus and locks scrolling", async ({
    page,
    consoleErrors,
  }) => {
    test.skip(!isMobile(page), "small screens only");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(drawer).toBeHidden();

    await button.click();
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute("aria-modal", "true");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await settle(page);
    const viewport = page.viewportSize()?.width ?? 0;
    const box = await drawer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round((viewport * 2) / 3));
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewport);
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    expect(await bodyOverflow(page)).toBe("hidden");
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");
    await expect(button).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("the backdrop and the links close the drawer", async ({ page, consoleErrors }) => {
    test.skip(!isMobile(page), "small screens only");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    const drawer = page.getByRole("dialog", { name: "Menu" });

    await button.click();
    await expect(drawer).toBeVisible();
    await page.getByTestId("menu-backdrop").click({ position: { x: 20, y: 400 } });
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    expect(await bodyOverflow(page)).not.toBe("hidden");

    await button.click();
    await drawer.getByRole("link", { name: "Features" }).click();
    await expect(drawer).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");
    await expect(page.getByRole("heading", { level: 2, name: "Key features" })).toBeInViewport();

    await button.click();
    await drawer.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await bodyOverflow(page)).not.toBe("hidden");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("the landing page before its script", () => {
  // Scripts a service worker answers would pass by the hold below.
  test.use({ serviceWorkers: "block" });

  /** Opens the landing page with its script held until the returned function is called. */
  async function openWithScriptHeld(page: Page): Promise<() => Promise<void>> {
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    // The page paints and reads from its HTML; its script is asked for after that paint (src/page-start.ts).
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    return scripts.letThrough;
  }

  test("a question pressed before the page's script has come opens once it runs", async ({
    page,
    consoleErrors,
  }) => {
    const letThrough = await openWithScriptHeld(page);
    const question = page
      .getByRole("region", { name: "Frequently asked questions" })
      .getByRole("button", { name: QUESTIONS[2] });
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await letThrough();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    expect(consoleErrors).toEqual([]);
  });

  test("the browser's install offer made before the page's script has come is kept", async ({
    page,
    consoleErrors,
  }) => {
    const letThrough = await openWithScriptHeld(page);
    const kept = await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          document.body.dataset.installPrompted = "yes";
        },
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      window.dispatchEvent(offer);
      // Kept for the app, not shown by the browser as its own bar.
      return offer.defaultPrevented;
    });
    expect(kept).toBe(true);
    await letThrough();
    await expect(page.locator("html[data-live]")).toHaveCount(1);
    await (await headerNavigation(page)).getByRole("button", { name: "Download the App" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-install-prompted", "yes");
    expect(consoleErrors).toEqual([]);
  });
});
