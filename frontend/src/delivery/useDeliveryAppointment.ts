import { useRef, useState } from 'react';
import { api, type LatLng } from '../api';
import { firstAvailableDate, freeSlots, resolveSlot, type DeliveryCalendar } from './delivery-rules';
import type { StoredDeliveryChoice } from '../lib/delivery-choice-storage';
import { placeAtPoint, type Place } from './place';
import type { CurrentLocation } from './useCurrentLocation';

/**
 * The customer's delivery choice on the page: the place, the date and the time, each either chosen or defaulted
 * (spec 4): the place defaults to where the browser says the customer is, the date to the first bookable day (the
 * end of the lead time) with a free slot, the time to 3:00 PM or, when that is not free on the date, the first free
 * slot. `remembered` is what the customer chose before Back or a reload; a remembered date the lead time has since
 * overtaken gives way to the default.
 */
export function useDeliveryAppointment(calendar: DeliveryCalendar, current: CurrentLocation, remembered: StoredDeliveryChoice | null = null) {
  const [chosenPlace, setChosenPlace] = useState<Place | null>(remembered?.place ?? null);
  const [chosenDate, setChosenDate] = useState<string | undefined>(remembered?.date);
  const [chosenSlot, setChosenSlot] = useState<string | undefined>(remembered?.slot);
  const latestPick = useRef(0);

  const place = chosenPlace ?? (current.status === 'found' ? current.place : null);
  const date = (chosenDate !== undefined && chosenDate >= calendar.firstDay ? chosenDate : undefined) ?? firstAvailableDate(calendar) ?? calendar.firstDay;
  const slot = resolveSlot(chosenSlot, freeSlots(calendar, date));

  function choosePlace(next: Place) {
    latestPick.current += 1;
    setChosenPlace(next);
  }

  /** A point picked on the map: the pin moves at once, the name follows from GET /geocode (reverse). */
  async function choosePoint(point: LatLng) {
    const pick = (latestPick.current += 1);
    setChosenPlace(placeAtPoint(point, undefined));
    try {
      const nearest = (await api.placesAt(point.lat, point.lng)).results[0];
      if (nearest && latestPick.current === pick) setChosenPlace(placeAtPoint(point, nearest));
    } catch {
      // The coordinates stay as its name.
    }
  }

  return {
    place,
    date,
    slot,
    /** What the customer chose (not the defaults): what is remembered for Back and reload. */
    chosen: { place: chosenPlace, date: chosenDate, slot: chosenSlot },
    /** Schedule Delivery: the place, date and time in force become the choice, so Back or a reload shows them. */
    fix() {
      setChosenPlace(place);
      setChosenDate(date);
      setChosenSlot(slot);
    },
    /** Back to the defaults (the remembered choice belonged to another cart). */
    reset() {
      setChosenPlace(null);
      setChosenDate(undefined);
      setChosenSlot(undefined);
    },
    /** Where the map looks when no place is chosen: the customer's location, or the default. */
    mapCenter: place ?? ('place' in current ? current.place : null),
    choosePlace,
    choosePoint: (point: LatLng) => void choosePoint(point),
    chooseDate: setChosenDate,
    chooseSlot: setChosenSlot,
  };
}

export type DeliveryAppointment = ReturnType<typeof useDeliveryAppointment>;
