import { useId, useState, type KeyboardEvent } from 'react';
import type { GeocodeResult } from '../api';
import fieldStyles from '../ui/Field.module.css';
import styles from './LocationSearch.module.css';
import { placeOfResult, type Place } from './place';
import { usePlaceSearch } from './usePlaceSearch';

interface LocationSearchProps {
  onPick: (place: Place) => void;
}

/**
 * 'Search for a location...' (spec 2.5): an ARIA 1.2 combobox over a listbox of up to 8 places. Arrow keys move
 * through the results, Enter picks the highlighted one or else the first, Escape closes the list.
 */
export function LocationSearch({ onPick }: LocationSearchProps) {
  const listId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [notFound, setNotFound] = useState<string | null>(null);
  const search = usePlaceSearch(text);
  // Results belong to the text they were searched for: while the customer types on, older ones still show.
  const results = search.results;
  const showList = open && text.trim() !== '';

  function pick(result: GeocodeResult) {
    setText(result.placeName || result.name);
    setOpen(false);
    setActive(-1);
    setNotFound(null);
    onPick(placeOfResult(result));
  }

  async function pickFirstOfTyped() {
    const typed = text.trim();
    if (typed === '') return;
    const ready = search.term === typed && !search.searching ? results : undefined;
    try {
      const found = ready ?? (await search.searchNow(typed));
      const first = found[0];
      if (first) pick(first);
      else setNotFound(typed);
    } catch {
      setOpen(true);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((index) => (results.length === 0 ? -1 : (index + 1) % results.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((index) => (results.length === 0 ? -1 : index <= 0 ? results.length - 1 : index - 1));
        break;
      case 'Enter': {
        event.preventDefault();
        const highlighted = showList && active >= 0 ? results[active] : undefined;
        if (highlighted) pick(highlighted);
        else void pickFirstOfTyped();
        break;
      }
      case 'Escape':
        if (showList) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  }

  const activeId = showList && active >= 0 && results[active] ? `${listId}-${active}` : undefined;

  return (
    <div className={styles.search}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        Search for a location
      </label>
      <input
        id={`${listId}-input`}
        className={`${fieldStyles.control} ${styles.input}`}
        type="search"
        placeholder="Search for a location..."
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={hintId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          setNotFound(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <p id={hintId} className="visually-hidden">
        City, ZIP code or address. Press Enter to pick the first result.
      </p>
      <ul id={listId} role="listbox" aria-label="Locations" className={styles.list} hidden={!showList || results.length === 0}>
        {results.map((result, index) => (
          <li
            key={result.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keeps the focus in the box, so the blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(result)}
          >
            <span className={styles.optionName}>{result.name}</span>
            <span className={styles.optionDetail}>{result.placeName}</span>
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status">
        {searchStatus(showList, search, results.length, notFound)}
      </p>
    </div>
  );
}

function searchStatus(showList: boolean, search: ReturnType<typeof usePlaceSearch>, count: number, notFound: string | null): string {
  if (notFound) return `No locations found for “${notFound}”.`;
  if (!showList || search.term === '') return '';
  if (search.failed) return 'Location search is not available right now. Please try again.';
  if (search.searching && count === 0) return 'Searching…';
  if (count === 0) return 'No locations found.';
  return `${count} location${count === 1 ? '' : 's'} found. Use the arrow keys to choose, Enter to pick.`;
}
