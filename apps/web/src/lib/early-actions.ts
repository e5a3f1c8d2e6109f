/**
 * What a visitor did on a page the app takes over (a page rendered at build time) before the app ran: the page
 * is there to read and type into, but its buttons and forms only work once the app runs. The page's inline
 * script (src/page-start.ts) holds what was pressed or sent and notes what was typed; here the app takes them
 * over: what was typed or ticked is put back into the app's forms, which start empty, and what was pressed or
 * sent is done again, in the same order.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field the visitor changed, as they left it. */
export interface LeftField {
  field: Field;
  value: string;
  checked: boolean;
}

const isTickable = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

const changedByVisitor = (field: Field) => {
  if (isTickable(field)) {
    const input = field as HTMLInputElement;
    return input.checked !== input.defaultChecked;
  }
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
};

const ownSetter = (field: Field, property: "value" | "checked") =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;

/**
 * Puts a field as the visitor left it and tells the app, as typing or a tick would. React notes what it last
 * saw in a field through the element's own `value` and `checked`, and calls the app's change handler only when
 * the field differs from that: so first the element's own setter notes another state, then the browser's
 * setter puts the visitor's, and the event React listens to follows.
 */
const putBack = ({ field, value, checked }: LeftField) => {
  if (isTickable(field)) {
    const input = field as HTMLInputElement;
    input.checked = !checked;
    ownSetter(field, "checked")?.call(field, checked);
    // A plain event, not a mouse click: it does not tick the box again.
    field.dispatchEvent(new Event("click", { bubbles: true }));
    return;
  }
  field.value = value === "" ? " " : "";
  ownSetter(field, "value")?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  // A field the visitor has left is checked as one they left after the app ran.
  if (document.activeElement !== field) field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
};

const asLeft = (field: Field): LeftField => ({
  field,
  value: field.value,
  checked: isTickable(field) && (field as HTMLInputElement).checked,
});

/** What the page's inline script kept of the visitor's actions, until the app takes them over. */
export interface EarlyActions {
  /** The buttons pressed and the forms sent, in order. */
  held: (HTMLButtonElement | HTMLFormElement)[];
  /** What the visitor typed last into each field, in the order they left the fields. */
  typed: Map<Field, LeftField>;
  /** The browser's offer to install the app (beforeinstallprompt), if it came. */
  installOffer?: Event;
  /** Stops holding and noting. */
  stop(): void;
}

declare global {
  interface Window {
    campusgoEarly?: EarlyActions;
  }
}

/** The visitor's early actions on `root`, which the app is about to take over. */
export function takeEarlyActions(root: HTMLElement) {
  const { held, typed, stop } = window.campusgoEarly ?? { held: [], typed: new Map(), stop: () => {} };
  return {
    /** The fields the visitor changed, read just before the app takes over. */
    fieldsAsLeft(): LeftField[] {
      return [...root.querySelectorAll<Field>("input, textarea, select")]
        .filter(changedByVisitor)
        .map(asLeft);
    },
    /**
     * Once the app runs: the fields as the visitor left them (what they typed last, if they typed on after
     * `fields` were read), then what they pressed or sent, in order.
     */
    handOver(fields: LeftField[]) {
      stop();
      const last = new Map(fields.map((left) => [left.field, left]));
      // What was typed comes after, in the order the visitor did it: a radio ticked later wins over one before.
      for (const [field, left] of typed) {
        last.delete(field);
        last.set(field, left);
      }
      for (const left of last.values()) if (left.field.isConnected) putBack(left);
      // In a task of their own, after the app has drawn what the fields now hold.
      setTimeout(() => {
        for (const target of held) {
          if (!target.isConnected) continue;
          if (target instanceof HTMLFormElement) target.requestSubmit();
          else target.click();
        }
      }, 0);
    },
  };
}
