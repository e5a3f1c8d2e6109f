import { expect, type Locator } from "@playwright/test";

/**
 * Fails if the element's text is cut: clipped by itself (an ellipsis) or by any box around it that hides what
 * overflows, or pushed off the side of the screen.
 */
export async function expectNotCut(element: Locator): Promise<void> {
  const cut = await element.evaluate((target) => {
    if (target.scrollWidth > target.clientWidth + 1) return "it overflows its own box";
    const box = target.getBoundingClientRect();
    if (box.left < -1 || box.right > window.innerWidth + 1) return "it runs off the screen";
    for (let around = target.parentElement; around; around = around.parentElement) {
      const style = getComputedStyle(around);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const outer = around.getBoundingClientRect();
      if (box.left < outer.left - 1 || box.right > outer.right + 1)
        return `a box around it cuts it (${around.className})`;
    }
    return null;
  });
  expect(cut, `${element} is shown whole`).toBeNull();
}

/** Where the element's text wraps onto a new line: the characters on each side of every break. */
export async function lineBreaksOf(element: Locator): Promise<string[]> {
  return element.evaluate((target) => {
    const chars: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        chars.push({ char: text[i] ?? "", top: rect.top });
      }
    }
    const breaks: string[] = [];
    for (let i = 1; i < chars.length; i += 1) {
      const before = chars[i - 1];
      const after = chars[i];
      if (before && after && after.top > before.top + 2) breaks.push(`${before.char}|${after.char}`);
    }
    return breaks;
  });
}
