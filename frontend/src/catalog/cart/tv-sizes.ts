/** The nine TV sizes of spec 9 (inches); a size's price per month in dollars equals its inches. */
export interface TvSizeOption {
  inches: number;
  note: string;
}

export const TV_SIZES: readonly TvSizeOption[] = [
  { inches: 40, note: 'Bedrooms and small spaces' },
  { inches: 43, note: 'Compact living rooms and dorms' },
  { inches: 50, note: 'A good fit for most bedrooms' },
  { inches: 55, note: 'Our most popular living-room size' },
  { inches: 60, note: 'Roomy living rooms' },
  { inches: 65, note: 'Home-theater feel' },
  { inches: 70, note: 'Large rooms with wide seating' },
  { inches: 75, note: 'Cinema-style viewing' },
  { inches: 80, note: 'The biggest screen we rent' },
];
