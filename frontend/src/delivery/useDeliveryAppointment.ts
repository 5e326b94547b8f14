import { useRef, useState } from 'react';
import { api, type LatLng } from '../api';
import { firstAvailableDate, freeSlots, resolveSlot, type DeliveryCalendar } from './delivery-rules';
import { placeAtPoint, type Place } from './place';
import type { CurrentLocation } from './useCurrentLocation';

/**
 * The customer's delivery choice on the page: the place, the date and the time, each either chosen or defaulted
 * (spec 4): the place defaults to where the browser says the customer is, the date to the first day with a free
 * slot, the time to 3:00 PM or, when that is not free on the date, the first free slot.
 */
export function useDeliveryAppointment(calendar: DeliveryCalendar, current: CurrentLocation) {
  const [chosenPlace, setChosenPlace] = useState<Place | null>(null);
  const [chosenDate, setChosenDate] = useState<string>();
  const [chosenSlot, setChosenSlot] = useState<string>();
  const latestPick = useRef(0);

  const place = chosenPlace ?? (current.status === 'found' ? current.place : null);
  const date = chosenDate ?? firstAvailableDate(calendar) ?? calendar.today;
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
    /** Where the map looks when no place is chosen: the customer's location, or the default. */
    mapCenter: place ?? ('place' in current ? current.place : null),
    choosePlace,
    choosePoint: (point: LatLng) => void choosePoint(point),
    chooseDate: setChosenDate,
    chooseSlot: setChosenSlot,
  };
}

export type DeliveryAppointment = ReturnType<typeof useDeliveryAppointment>;
