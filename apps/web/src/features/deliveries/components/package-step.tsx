import {
  COVER_LIMIT_KOBO,
  formatNaira,
  PARCEL_CATEGORIES,
  PARCEL_CATEGORY_LABELS,
  PARCEL_SIZE_LABELS,
  PARCEL_SIZES,
} from "@campusgo/domain";
import { TextField } from "../../../components/form/index.ts";
import { declaredValueKobo, type SendErrors, type SendField } from "../lib/send-form.ts";
import { sizeVehicles } from "../lib/size-vehicles.ts";
import { sendDraft } from "../state/send-draft.ts";
import { ChoiceTiles } from "./choice-tiles.tsx";
import { ParcelPhotoField } from "./parcel-photo-field.tsx";

const CATEGORY_OPTIONS = PARCEL_CATEGORIES.map((value) => ({ value, label: PARCEL_CATEGORY_LABELS[value] }));
const SIZE_OPTIONS = PARCEL_SIZES.map((value) => ({
  value,
  label: PARCEL_SIZE_LABELS[value].name,
  hint: `${PARCEL_SIZE_LABELS[value].hint}. ${sizeVehicles(value)}.`,
}));

/** What is covered of the value declared, in words. */
function coverNote(typed: string): string {
  const kobo = declaredValueKobo(typed);
  const limit = formatNaira(COVER_LIMIT_KOBO);
  if (!Number.isFinite(kobo) || kobo <= COVER_LIMIT_KOBO) {
    return `If it is lost or damaged, we cover what you declare, up to ${limit}.`;
  }
  return `We cover up to ${limit} of the ${formatNaira(kobo)} you declare.`;
}

/** What it is, its size (and which vehicles take it), its photo, its value and whether it is fragile. */
export function PackageStep({ errors, onEdit }: { errors: SendErrors; onEdit: (field: SendField) => void }) {
  const draft = sendDraft.useSelect((s) => s);
  return (
    <div className="space-y-4">
      <ChoiceTiles
        legend="What is it?"
        value={draft.category}
        options={CATEGORY_OPTIONS}
        error={errors.category}
        onChange={(category) => {
          sendDraft.set({ category });
          onEdit("category");
        }}
      />
      <ChoiceTiles
        legend="Size"
        value={draft.size}
        options={SIZE_OPTIONS}
        columns={1}
        error={errors.size}
        onChange={(size) => {
          sendDraft.set({ size, offerKobo: null });
          onEdit("size");
        }}
      />
      <ParcelPhotoField
        photoKey={draft.photoKey}
        error={errors.photoKey}
        onUploaded={(photoKey) => {
          sendDraft.set({ photoKey });
          onEdit("photoKey");
        }}
      />
      <TextField
        label="Declared value (₦, optional)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="e.g. 15,000"
        value={draft.declaredValue}
        error={errors.declaredValueKobo}
        hint={coverNote(draft.declaredValue)}
        onChange={(e) => {
          sendDraft.set({ declaredValue: e.target.value });
          onEdit("declaredValueKobo");
        }}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={draft.fragile}
          onChange={(e) => sendDraft.set({ fragile: e.target.checked })}
        />
        <span>
          <span className="block text-sm font-semibold text-ink">Fragile</span>
          <span className="block text-xs text-ink-muted">The driver is told to handle it with care.</span>
        </span>
      </label>
    </div>
  );
}
