import { useCallback, useEffect, useRef } from 'react';
import type {
  DefaultValues,
  FieldValues,
  Path,
  PathValue,
  RegisterOptions,
  UseFormGetValues,
  UseFormRegister,
  UseFormRegisterReturn,
  UseFormSetValue,
  UseFormSetValues,
  UseFormTrigger,
} from 'react-hook-form';

/** A registration that also gives the field its starting value, so that the server's HTML shows it. */
export type RegistrationWithDefault = UseFormRegisterReturn & {
  defaultValue?: string | number;
  defaultChecked?: boolean;
};

/** What was typed or chosen before the page became interactive, for the form's own rules. */
export interface TypedBeforeHydration<T extends FieldValues> {
  /** The fields whose value differs from the one the server rendered. */
  names: Path<T>[];
  /**
   * The field that has the focus, changed or not: the visitor may be typing in it, so its value must not be
   * rewritten now.
   */
  focused: Path<T> | null;
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isFormControl = (el: Element): el is FormControl =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/** Whether the visitor changed the control: its value differs from the one written in the server's HTML. */
function changedInPage(el: FormControl): boolean {
  if (el instanceof HTMLSelectElement) return Array.from(el.options).some((o) => o.selected !== o.defaultSelected);
  if (el instanceof HTMLInputElement && el.type === 'checkbox') return el.checked !== el.defaultChecked;
  // A radio counts once, on the option now chosen.
  if (el instanceof HTMLInputElement && el.type === 'radio') return el.checked && !el.defaultChecked;
  if (el instanceof HTMLInputElement && el.type === 'file') return false;
  return el.value !== el.defaultValue;
}

/** The control's value as the form holds it (react-hook-form's `valueAsNumber` gives NaN for an empty field). */
function valueOf(el: FormControl, start: unknown): unknown {
  if (el instanceof HTMLInputElement && el.type === 'checkbox') return el.checked;
  if (el instanceof HTMLInputElement && (el.type === 'number' || typeof start === 'number')) return el.valueAsNumber;
  return el.value;
}

/**
 * Nothing typed before the page is interactive is lost, and the form's rules
 * then apply to it once (docs/decisions/027).
 *
 * 1. `register` gives each field its starting value as `defaultValue` /
 *    `defaultChecked`, so the server's HTML already shows it: react-hook-form
 *    then never writes a different value into a field at hydration (a field
 *    rendered empty and filled with « 1 » by the script while the visitor typed
 *    « 1 » gave « 11 »).
 * 2. Once the form is mounted, each field whose value differs from the one
 *    the server wrote goes into the form's state: the watchers (price,
 *    counters) see it, it counts as touched and is validated; then `onTyped`
 *    lets the form apply its own rules (clamps).
 *    The field that still has the focus is set but neither touched nor
 *    validated (unless `validateFocused`): the visitor is typing in it, and
 *    its rules apply on blur as usual.
 *
 * The hook must be called by the component that renders the `<form>` (or an
 * ancestor), after `useForm`, and `formRef` set on the `<form>`.
 */
export function useTypedBeforeHydration<T extends FieldValues>(
  form: {
    register: UseFormRegister<T>;
    setValue: UseFormSetValue<T>;
    setValues: UseFormSetValues<T>;
    getValues: UseFormGetValues<T>;
    trigger: UseFormTrigger<T>;
  },
  defaults: DefaultValues<T>,
  {
    onTyped,
    validateFocused = false,
  }: { onTyped?: (typed: TypedBeforeHydration<T>) => void; validateFocused?: boolean } = {},
) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const { register: registerField, setValue, setValues, getValues, trigger } = form;
  const start = defaults as Record<string, unknown>;

  // What each field held when react-hook-form first saw it, if the visitor had changed it: react-hook-form
  // resets a radio group to its default at that moment (it keeps only other fields edited before it was ready).
  const seen = useRef(new Map<string, unknown>());
  const mounted = useRef(false);

  const register = (name: Path<T>, options?: RegisterOptions<T, Path<T>>): RegistrationWithDefault => {
    const registration = registerField(name, options);
    const ref = (el: HTMLElement | null) => {
      if (!mounted.current && el && isFormControl(el) && changedInPage(el))
        seen.current.set(name, valueOf(el, start[name]));
      registration.ref(el);
    };
    const value = start[name];
    if (typeof value === 'boolean') return { ...registration, ref, defaultChecked: value };
    // An empty text needs no attribute; a radio group takes its default as `defaultChecked` on its option.
    if ((typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value)))
      return { ...registration, ref, defaultValue: value };
    return { ...registration, ref };
  };

  const typedRef = useRef<TypedBeforeHydration<T> | null>(null);
  const onTypedRef = useRef(onTyped);
  onTypedRef.current = onTyped;

  // An effect, not a layout effect: react-hook-form's own (declared before, in useForm) must have run, for
  // `getValues` answers its defaults until then. The fields' values are still the visitor's: react-hook-form
  // kept every field changed before it was ready, and writes the server's value only into the others.
  useEffect(() => {
    mounted.current = true;
    const element = formRef.current;
    if (!element) return;
    const known = getValues() as Record<string, unknown>;
    const active = document.activeElement;
    // The focused field counts even unchanged: the visitor may have typed its starting value and go on typing.
    const focused =
      active && isFormControl(active) && active.form === element && active.name in known
        ? (active.name as Path<T>)
        : null;
    const typed: Record<string, unknown> = {};
    const names: Path<T>[] = [];
    const toCheck: Path<T>[] = [];
    for (const el of Array.from(element.elements)) {
      if (!isFormControl(el) || !el.name || !(el.name in known) || !changedInPage(el)) continue;
      const name = el.name as Path<T>;
      if (el !== active) toCheck.push(name);
      names.push(name);
      typed[name] = valueOf(el, start[name]);
    }
    for (const [name, value] of seen.current) {
      if (name in typed) continue;
      names.push(name as Path<T>);
      toCheck.push(name as Path<T>);
      typed[name] = value;
    }
    if (names.length === 0) return;
    // react-hook-form may hold these values already (it reads a field edited before it was ready), and then
    // `setValue` tells no watcher; `setValues` does, so the price and the counters follow.
    setValues(typed as Parameters<UseFormSetValues<T>>[0], { shouldDirty: true });
    for (const name of toCheck) setValue(name, typed[name] as PathValue<T, Path<T>>, { shouldTouch: true });
    const checked = validateFocused && focused ? [...toCheck, focused] : toCheck;
    if (checked.length > 0) void trigger(checked);
    typedRef.current = { names, focused };
    onTypedRef.current?.({ names, focused });
    // Once, when the form first appears: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** What was typed before hydration, or null: lets later effects (a restore from storage) leave it alone. */
  const typedBeforeHydration = useCallback(() => typedRef.current, []);

  return { formRef, register, typedBeforeHydration };
}
