import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseGlyph, SearchGlyph } from './glyphs.tsx';
import { acceptsSearchText, type AllowedCharacters } from './search-text.ts';
import styles from './SearchInput.module.css';

/** Spec 3 §9: the search input waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchInputProps = {
  /** Called with the trimmed text once typing pauses, and with '' at once when cleared. */
  onSearch: (query: string) => void;
  /** The accessible name; "Search" by default. */
  label?: string;
  placeholder?: string;
  debounceMs?: number;
  allowedCharacters?: AllowedCharacters;
  /** Longest text taken, in characters; unlimited by default. */
  maxLength?: number;
  autoFocus?: boolean;
};

/**
 * A search field (spec 3 §5): trims, debounces, ignores text that fails `allowedCharacters` or
 * exceeds `maxLength`, and has a clear button while there is text.
 */
export function SearchInput({ onSearch, label, placeholder, debounceMs = SEARCH_DEBOUNCE_MS, allowedCharacters, maxLength, autoFocus }: SearchInputProps) {
  const { t } = useTranslation('ui');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastQuery = useRef('');
  const [text, setText] = useState('');
  // A pending search reports to the caller's latest callback, not the one of the keystroke.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (query: string) => {
    lastQuery.current = query;
    latestOnSearch.current(query);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    if (!acceptsSearchText(next, { allowedCharacters, maxLength })) {
      // Preact leaves a refused keystroke in the field when the state does not change: put the
      // accepted text back.
      event.target.value = text;
      return;
    }
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const query = next.trim();
      // Spaces around the words do not change what is searched for.
      if (query !== lastQuery.current) search(query);
    }, debounceMs);
  };

  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    search('');
    input.current?.focus();
  };

  return (
    <div className={styles.search}>
      <label htmlFor={inputId} className="visually-hidden">
        {label ?? t('search.label')}
      </label>
      <SearchGlyph className={styles.glass} />
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={placeholder}
        value={text}
        onChange={onChange}
      />
      {text !== '' && (
        <button type="button" className={styles.clear} aria-label={t('search.clear')} onClick={clear}>
          <CloseGlyph size={18} />
        </button>
      )}
    </div>
  );
}
