/**
 * What a visitor typed, picked or had autofilled in an island's form before React took over —
 * the one mechanism for every form island. Before hydration the prerendered controls work as
 * HTML; while React hydrates (a sliced transition) they keep working. `watchFormState` records
 * each control's live state from the moment hydration starts until it commits; `adopt`, called in
 * the hydration commit, hands every control that differs from what the page was rendered with to
 * React as the input or change event the component already handles (so its state holds the
 * visitor's values, whatever the component), then puts focus and caret back where they were.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Live {
  value: string;
  checked: boolean;
}

const SKIPPED_TYPES = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

function isControl(target: EventTarget | null): target is Control {
  return (
    (target instanceof HTMLInputElement && !SKIPPED_TYPES.has(target.type)) ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The state the page was rendered with (the HTML's value, checked and selected attributes). */
function rendered(control: Control): Live {
  if (control instanceof HTMLSelectElement) {
    const chosen = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return { value: chosen?.value ?? '', checked: false };
  }
  return { value: control.defaultValue, checked: isCheckable(control) && control.defaultChecked };
}

/** Sets a value the way a visitor's edit does, so React's change tracking sees a change. */
function setAsEdited(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  // React tracks the last value it saw through the element's own `value` property; moving that
  // one away first makes the native setter's value count as new.
  control.value = `${value}\u0000`;
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function hand(control: Control, live: Live) {
  if (isCheckable(control)) {
    if (live.checked === rendered(control).checked) return;
    control.checked = !live.checked;
    control.click(); // the event React listens to for checkable inputs; it toggles back to `live`
  } else if (live.value !== rendered(control).value) {
    if (control instanceof HTMLSelectElement) {
      control.value = live.value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      setAsEdited(control, live.value);
    }
  }
}

function caretOf(element: Element | null): [number, number] | undefined {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return undefined;
  try {
    return element.selectionStart === null ? undefined : [element.selectionStart, element.selectionEnd ?? element.selectionStart];
  } catch {
    return undefined; // types without a caret (email in some engines, number)
  }
}

// Events after which a control's value or caret may have moved.
const WATCHED = ['input', 'change', 'keyup', 'mouseup', 'select', 'focusin'] as const;

/** Starts recording `root`'s controls; the returned `adopt` runs once, in the hydration commit. */
export function watchFormState(root: HTMLElement): () => void {
  const live = new Map<Control, Live>();
  // The focused control's caret, recorded as it moves: React may reset a value (and with it the
  // caret) in the commit, before `adopt` runs.
  let caret: { control: Element; range: [number, number] } | undefined;
  const recordCaret = () => {
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    const range = caretOf(focused);
    caret = focused && range ? { control: focused, range } : undefined;
  };
  const record = (control: Control) => live.set(control, { value: control.value, checked: isCheckable(control) && control.checked });
  root.querySelectorAll('input, textarea, select').forEach((element) => isControl(element) && record(element));
  recordCaret();
  const onEvent = (event: Event) => {
    if (isControl(event.target)) record(event.target);
    recordCaret();
  };
  WATCHED.forEach((type) => root.addEventListener(type, onEvent, true));

  let adopted = false;
  return function adopt() {
    if (adopted) return;
    adopted = true;
    WATCHED.forEach((type) => root.removeEventListener(type, onEvent, true));
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    for (const [control, state] of live) if (control.isConnected) hand(control, state);
    if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused) focused.focus({ preventScroll: true });
    const target = caret?.control;
    if (!caret || target !== focused || !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    // React puts a controlled value back (and the caret at its end) around the events handed to it,
    // after this commit: put the caret back once that work is done, unless the visitor typed since.
    const { range } = caret;
    const value = live.get(target)?.value ?? target.value;
    target.setSelectionRange(...range);
    setTimeout(() => {
      if (document.activeElement === target && target.value === value) target.setSelectionRange(...range);
    }, 0);
  };
}
