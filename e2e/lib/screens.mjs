// The five screens every page change is looked at on (a phone, a tablet both ways, two
// laptops and a desktop), the two smaller by touch.
export const SCREENS = [
  { width: 390, height: 844, touch: true },
  { width: 768, height: 1024, touch: true },
  { width: 1024, height: 768, touch: false },
  { width: 1366, height: 768, touch: false },
  { width: 1920, height: 1080, touch: false },
];
