import { useEffect, useId, type MouseEvent } from 'react';
import type { LatLng } from '../api';
import styles from './DeliveryMap.module.css';
import type { Place } from './place';
import { invertPoint, MAP_HEIGHT, MAP_WIDTH, mapUnitsOf, projectPoint, usOutlines } from './us-map';

interface OfflineMapProps {
  /** The chosen delivery place, marked with the pin. */
  pin: Place | null;
  /** A click on the map: the point under it (the page names it through GET /geocode). */
  onPick: (point: LatLng) => void;
  /** Whether the pin's place lies outside the map (abroad, at sea), for the caption beside it to say so. */
  onPinOutside: (outside: boolean) => void;
}

/**
 * The map without a Mapbox token: the United States drawn from the Census outlines, the pin at the chosen place,
 * and a click on a place choosing it. The search box above is the keyboard's way to choose a place. Its frame and
 * caption are DeliveryMap's.
 */
export function OfflineMap({ pin, onPick, onPinOutside }: OfflineMapProps) {
  const titleId = useId();
  const { nation, stateBorders } = usOutlines();
  const pinPoint = pin ? projectPoint(pin) : null;
  const pinOutside = pin !== null && pinPoint === null;
  useEffect(() => onPinOutside(pinOutside), [onPinOutside, pinOutside]);

  function onClick(event: MouseEvent<SVGSVGElement>) {
    const units = mapUnitsOf(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
    const point = units && invertPoint(units);
    if (point) onPick(point);
  }

  return (
    <svg
      className={styles.offlineSvg}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      data-testid="offline-map"
      onClick={onClick}
    >
      <title id={titleId}>
        {`Map of the United States${pin ? `, with the delivery pin at ${pin.name}` : ''}. Click a place on the map to choose it.`}
      </title>
      <path className={styles.land} d={nation} />
      <path className={styles.borders} d={stateBorders} />
      {pinPoint && (
        <g className={styles.pin} transform={`translate(${pinPoint[0]} ${pinPoint[1]})`} data-testid="map-pin">
          <path d="M0 0 C -4 -10 -12 -14 -12 -22 A 12 12 0 1 1 12 -22 C 12 -14 4 -10 0 0 Z" />
          <circle cy={-22} r={4.5} className={styles.pinDot} />
        </g>
      )}
    </svg>
  );
}
