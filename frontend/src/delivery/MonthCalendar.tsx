import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './MonthCalendar.module.css';
import { addDays, addMonths, compareMonths, firstOfMonth, formatLongDate, formatMonth, lastOfMonth, monthGrid, monthOf, weekdayOf, type YearMonth } from '../lib/dates';
import { dayState, dayTooltip, type DayState, type DeliveryCalendar } from './delivery-rules';

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

/** What a day says to a screen reader after its date. */
const DAY_STATE_LABEL: Record<DayState, string> = {
  available: 'Available',
  full: 'Booked, no available time slots',
  closed: 'No available time slots',
  past: 'Past date',
  notice: 'Too soon, deliveries need notice',
};

interface MonthCalendarProps {
  calendar: DeliveryCalendar;
  selectedDate: string;
  onSelect: (date: string) => void;
}

/** Where the arrow keys, Home/End and Page Up/Down move from `date` (the APG date grid's keys). */
function moveFrom(date: string, key: string): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(monthOf(date), key === 'PageUp' ? -1 : 1);
      const sameDay = `${firstOfMonth(month).slice(0, 8)}${date.slice(8)}`;
      const last = lastOfMonth(month);
      return sameDay > last ? last : sameDay;
    }
    default:
      return undefined;
  }
}

/**
 * The month calendar (spec 2.5): previous/next month, Su..Sa, each day a button that says whether it is available
 * or booked; past and fully booked days cannot be chosen and say why in their tooltip (spec 8). A grid operated
 * with the arrow keys (one tab stop, on the selected day), Enter or Space choosing the focused day.
 */
export function MonthCalendar({ calendar, selectedDate, onSelect }: MonthCalendarProps) {
  const titleId = useId();
  const [visibleMonth, setVisibleMonth] = useState<YearMonth>(() => monthOf(selectedDate));
  const [focusDate, setFocusDate] = useState(selectedDate);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const todayMonth = monthOf(calendar.today);
  const lastMonth = calendar.lastDay ? monthOf(calendar.lastDay) : undefined;
  const canGoBack = compareMonths(visibleMonth, todayMonth) > 0;
  const canGoForward = !lastMonth || compareMonths(visibleMonth, lastMonth) < 0;

  const inVisibleMonth = (date: string) => compareMonths(monthOf(date), visibleMonth) === 0;
  const tabStop = inVisibleMonth(focusDate) ? focusDate : inVisibleMonth(selectedDate) ? selectedDate : firstOfMonth(visibleMonth);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, visibleMonth]);

  function showMonth(month: YearMonth) {
    setVisibleMonth(month);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const from = (event.target as HTMLElement).dataset['date'];
    if (!from) return;
    const next = moveFrom(from, event.key);
    if (!next) return;
    event.preventDefault();
    // Before this month and after the last bookable one there is nothing to choose: stop at today or the last day.
    let target = next;
    if (compareMonths(monthOf(next), todayMonth) < 0) target = calendar.today;
    else if (lastMonth && calendar.lastDay && compareMonths(monthOf(next), lastMonth) > 0) target = calendar.lastDay;
    moveFocus.current = true;
    setFocusDate(target);
    if (!inVisibleMonth(target)) showMonth(monthOf(target));
  }

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <button type="button" className={styles.nav} onClick={() => showMonth(addMonths(visibleMonth, -1))} disabled={!canGoBack} aria-label="Previous month">
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={titleId} className={styles.month} aria-live="polite">
          {formatMonth(visibleMonth)}
        </h3>
        <button type="button" className={styles.nav} onClick={() => showMonth(addMonths(visibleMonth, 1))} disabled={!canGoForward} aria-label="Next month">
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className={styles.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(visibleMonth).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) =>
                date ? (
                  <DayCell
                    key={date}
                    date={date}
                    state={dayState(calendar, date)}
                    selected={date === selectedDate}
                    today={date === calendar.today}
                    tabbable={date === tabStop}
                    onSelect={(chosen) => {
                      setFocusDate(chosen);
                      onSelect(chosen);
                    }}
                  />
                ) : (
                  <td key={`blank-${index}`} role="gridcell" aria-hidden="true" className={styles.blank} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend} aria-label="Legend">
        <li>
          <span className={`${styles.swatch} ${styles.swatchBooked}`} aria-hidden="true" />
          Booked
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchAvailable}`} aria-hidden="true" />
          Available
        </li>
      </ul>
    </div>
  );
}

interface DayCellProps {
  date: string;
  state: DayState;
  selected: boolean;
  today: boolean;
  tabbable: boolean;
  onSelect: (date: string) => void;
}

function DayCell({ date, state, selected, today, tabbable, onSelect }: DayCellProps) {
  const available = state === 'available';
  return (
    <td role="gridcell" aria-selected={selected} className={styles.cell}>
      <button
        type="button"
        data-date={date}
        className={[styles.day, styles[state], selected && styles.selected, today && styles.today].filter(Boolean).join(' ')}
        tabIndex={tabbable ? 0 : -1}
        aria-label={`${formatLongDate(date)}, ${DAY_STATE_LABEL[state]}`}
        aria-pressed={selected}
        aria-disabled={!available || undefined}
        aria-current={today ? 'date' : undefined}
        title={dayTooltip(state)}
        onClick={() => {
          if (available) onSelect(date);
        }}
      >
        {Number(date.slice(8))}
      </button>
    </td>
  );
}
