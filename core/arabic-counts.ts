/**
 * A number with its counted noun in Arabic (Latin digits): the noun's form changes with the
 * number (سنة واحدة، سنتان، 3 سنوات، 11 سنة), so it cannot be one catalogue text with a value.
 * The forms are those after a preposition (« بعد سنتين », « خلال 30 يومًا »).
 */
interface Noun {
  one: string;
  two: string;
  /** 3 to 10. */
  few: string;
  /** 11 to 99 (accusative singular). */
  many: string;
  /** 0, 100 and above. */
  other: string;
}

function counted(n: number, noun: Noun): string {
  const rest = n % 100;
  if (n === 1) return noun.one;
  if (n === 2) return noun.two;
  if (rest >= 3 && rest <= 10) return `${n} ${noun.few}`;
  if (rest >= 11) return `${n} ${noun.many}`;
  return `${n} ${noun.other}`;
}

const YEAR: Noun = { one: 'سنة واحدة', two: 'سنتين', few: 'سنوات', many: 'سنة', other: 'سنة' };
const DAY: Noun = { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' };
const HOUR: Noun = { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة', other: 'ساعة' };
const MINUTE: Noun = { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة', other: 'دقيقة' };

/** « 3 سنوات », « سنتين ». */
export const arabicYears = (n: number): string => counted(n, YEAR);
/** « 90 يومًا », « 7 أيام ». */
export const arabicDays = (n: number): string => counted(n, DAY);
/** « ساعتين », « 45 دقيقة », « ساعة واحدة و30 دقيقة ». */
export function arabicMinutes(n: number): string {
  if (n < 60) return counted(n, MINUTE);
  const hours = counted(Math.floor(n / 60), HOUR);
  return n % 60 === 0 ? hours : `${hours} و${counted(n % 60, MINUTE)}`;
}
