import { useEffect } from "react";
import toast from "react-hot-toast";

/**
 * A form's refusal ("Please select a ride first."), shown as a toast under the form's own id: a second refusal
 * of the same form replaces the first instead of piling up.
 */
export function showRefusal(id: string, message: string): void {
  toast.error(message, { id });
}

/**
 * Takes the form's refusal away as soon as what it was about is put right (`fixed`), instead of letting it
 * stand over a screen that is now correct for the rest of its time.
 */
export function useRefusalFixed(id: string, fixed: boolean): void {
  useEffect(() => {
    if (fixed) toast.dismiss(id);
  }, [id, fixed]);
}
