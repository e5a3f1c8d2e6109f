import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { ChevronDownIcon, SearchIcon } from "../../../components/app-icons.tsx";

const SEARCH_DELAY_MS = 300;

/**
 * The filters of a money list, kept in the address: `params` reads one ("" when unset), `set` changes some
 * and goes back to the first page, `page` reads and `goTo` changes the page.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const get = (name: string) => params.get(name) ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const set = useCallback(
    (changes: Record<string, string>, options?: { replace?: boolean }) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete("page");
      setParams(next, options);
    },
    [params, setParams],
  );
  const goTo = (nextPage: number) => {
    const next = new URLSearchParams(params);
    if (nextPage > 1) next.set("page", String(nextPage));
    else next.delete("page");
    setParams(next);
  };
  return { get, page, set, goTo };
}

/** What a list's search box calls: sets the filter `name` to the words typed, replacing the address entry. */
export function useSearchFilter({ set }: Pick<ReturnType<typeof useFilterParams>, "set">, name: string) {
  return useCallback((value: string) => set({ [name]: value }, { replace: true }), [set, name]);
}

/** The row of filters above a list. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <search className="mb-5 block" aria-label={label}>
      <div className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-white p-3 shadow-sm sm:p-4 lg:grid-cols-[minmax(14rem,2fr)_repeat(4,minmax(0,1fr))]">
        {children}
      </div>
    </search>
  );
}

/** A labelled select of one filter; "" is "All". */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | "";
  options: readonly { value: T; label: string }[];
  onChange: (value: T | "") => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs font-semibold text-ink-muted">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as T | "")}
          className="input appearance-none py-2 pr-10"
        >
          <option value="">All</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-ink-muted" />
      </div>
    </div>
  );
}

/** A labelled date (a WAT day) of one filter. */
export function FilterDate({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs font-semibold text-ink-muted">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min="2000-01-01"
        max="2999-12-31"
        onChange={(e) => onChange(e.target.value)}
        className="input px-2.5 py-2 text-sm sm:px-3 sm:text-base"
      />
    </div>
  );
}

/** A search box that searches once the admin pauses typing (and at once on Enter). */
export function FilterSearch({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      className="col-span-2 space-y-1 lg:col-span-1"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="block text-xs font-semibold text-ink-muted">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          maxLength={100}
          className="input py-2 pl-11"
        />
      </div>
    </form>
  );
}
